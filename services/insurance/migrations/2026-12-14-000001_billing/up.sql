-- Billing: a premium per month of cover, collected on the mandate; refunds of collected
-- premiums; the cancellation alerts the scheduled job raises.

-- The first day of the next month of cover to bill; empty until the insurance is first billed
-- (its first period starts the day the billing job first sees it active).
ALTER TABLE insurances ADD COLUMN next_period_start DATE;
-- The day of the month its periods start on (the first period's day; shorter months end earlier).
ALTER TABLE insurances ADD COLUMN billing_day SMALLINT CHECK (billing_day BETWEEN 1 AND 31);
-- The billing job's worklist: insurances in force whose next period has begun (or never billed).
CREATE INDEX insurances_to_bill ON insurances (next_period_start NULLS FIRST)
    WHERE substatus IN ('ACTIVE', 'PENDING_CANCELLATION');

CREATE TABLE insurance_payments (
    payment_id BIGSERIAL PRIMARY KEY,
    insurance_id BIGINT NOT NULL REFERENCES insurances (insurance_id) ON DELETE CASCADE,
    provider TEXT NOT NULL CHECK (provider IN ('GOCARDLESS', 'VIPPS')),
    -- GoCardless's payment (PM…) or Vipps's charge.
    provider_reference TEXT NOT NULL,
    -- The first day of the month of cover it pays for.
    period_start DATE NOT NULL,
    charge_date DATE NOT NULL,
    amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
    currency TEXT NOT NULL CHECK (currency IN ('SEK', 'NOK')),
    refunded_minor BIGINT NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0 AND refunded_minor <= amount_minor),
    -- PENDING, COLLECTED or MISSED, from the provider's status word kept beside it.
    state TEXT NOT NULL CHECK (state IN ('PENDING', 'COLLECTED', 'MISSED')),
    provider_status TEXT NOT NULL,
    -- A missed payment waits here until the alerts job has looked at its insurance.
    alerts_checked BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL,
    UNIQUE (insurance_id, period_start),
    UNIQUE (provider, provider_reference)
);
CREATE INDEX insurance_payments_of_insurance ON insurance_payments (insurance_id, period_start DESC);
CREATE INDEX insurance_payments_to_check ON insurance_payments (payment_id) WHERE NOT alerts_checked;

CREATE TABLE insurance_refunds (
    refund_id BIGSERIAL PRIMARY KEY,
    payment_id BIGINT NOT NULL REFERENCES insurance_payments (payment_id) ON DELETE CASCADE,
    -- GoCardless's refund (RF…); Vipps refunds have no id of their own: the idempotency key.
    provider_reference TEXT NOT NULL,
    amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
    currency TEXT NOT NULL CHECK (currency IN ('SEK', 'NOK')),
    provider_status TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX insurance_refunds_of_payment ON insurance_refunds (payment_id, refund_id);
CREATE UNIQUE INDEX insurance_refunds_by_reference ON insurance_refunds (provider_reference);

CREATE TABLE cancellation_alerts (
    alert_id BIGSERIAL PRIMARY KEY,
    insurance_id BIGINT NOT NULL REFERENCES insurances (insurance_id) ON DELETE CASCADE,
    alert_type TEXT NOT NULL CHECK (alert_type IN ('MISSING_2_PAYMENTS', 'MISSING_3_PAYMENTS',
        'AUTOMATICALLY_CANCELED', 'INACTIVE_MANDATE')),
    -- What the alert is about, so it is raised once: the first missed period of a run of missed
    -- payments, or the day the mandate became inactive.
    episode DATE NOT NULL,
    raised_at TIMESTAMPTZ NOT NULL,
    detail JSONB NOT NULL DEFAULT '{}',
    UNIQUE (insurance_id, alert_type, episode)
);
CREATE INDEX cancellation_alerts_newest ON cancellation_alerts (alert_id DESC);
CREATE INDEX cancellation_alerts_by_type ON cancellation_alerts (alert_type, alert_id DESC);
CREATE INDEX cancellation_alerts_of_insurance ON cancellation_alerts (insurance_id, alert_id DESC);
