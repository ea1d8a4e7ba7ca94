-- The insurance rules: per group and country, the highest insured amount (whole kronor; 0: not
-- sold) and whether customers may sign up themselves on My Pages.
CREATE TABLE insurance_rules (
    insurance_group TEXT NOT NULL CHECK (insurance_group IN ('SAFETY_INSURANCE', 'ACCIDENT_INSURANCE', 'LIFE_INSURANCE')),
    country TEXT NOT NULL CHECK (country IN ('SE', 'NO')),
    max_amount BIGINT NOT NULL CHECK (max_amount >= 0),
    customer_can_self_sign_up BOOLEAN NOT NULL,
    PRIMARY KEY (insurance_group, country)
);

INSERT INTO insurance_rules (insurance_group, country, max_amount, customer_can_self_sign_up) VALUES
    ('SAFETY_INSURANCE', 'SE', 10000, FALSE),
    ('SAFETY_INSURANCE', 'NO', 10000, FALSE),
    ('ACCIDENT_INSURANCE', 'SE', 10000, TRUE),
    ('LIFE_INSURANCE', 'SE', 500000, TRUE),
    ('LIFE_INSURANCE', 'NO', 500000, TRUE);

-- Numbers people read out on the phone: they start at 100001.
CREATE SEQUENCE insurances_id_seq START WITH 100001;

CREATE TABLE insurances (
    insurance_id BIGINT PRIMARY KEY DEFAULT nextval('insurances_id_seq'),
    customer_id BIGINT NOT NULL,
    country TEXT NOT NULL CHECK (country IN ('SE', 'NO')),
    insurance_group TEXT NOT NULL,
    product_code TEXT NOT NULL,
    substatus TEXT NOT NULL CHECK (substatus IN ('WAITING_FOR_CUSTOMER_ACCEPTANCE', 'WAITING_FOR_BANK',
        'INACTIVE_MANDATE', 'ACTIVE', 'CANCELED', 'PENDING_CANCELLATION', 'DISCARDED')),
    -- Money in minor units (öre, øre) of `currency`.
    insured_amount_minor BIGINT NOT NULL CHECK (insured_amount_minor > 0),
    premium_minor BIGINT NOT NULL CHECK (premium_minor >= 0),
    currency TEXT NOT NULL CHECK (currency IN ('SEK', 'NOK')),
    created_by TEXT NOT NULL,
    self_sign_up BOOLEAN NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    phone_number TEXT NOT NULL DEFAULT '',
    date_created TIMESTAMPTZ NOT NULL,
    signup_date TIMESTAMPTZ,
    cancelled_at TIMESTAMPTZ,
    cancel_cause TEXT,
    -- The payment mandate: GoCardless (its billing request until the payer approves, then the
    -- mandate) or Vipps Recurring (the agreement).
    mandate_provider TEXT CHECK (mandate_provider IN ('GOCARDLESS', 'VIPPS')),
    mandate_request TEXT,
    mandate_reference TEXT,
    mandate_status TEXT,
    mandate_updated_at TIMESTAMPTZ
);

ALTER SEQUENCE insurances_id_seq OWNED BY insurances.insurance_id;

-- A customer has at most one insurance of a group that has not ended.
CREATE UNIQUE INDEX insurances_one_open_per_group ON insurances (customer_id, insurance_group)
    WHERE substatus NOT IN ('CANCELED', 'DISCARDED');
CREATE INDEX insurances_of_customer ON insurances (customer_id, insurance_id DESC);
CREATE INDEX insurances_by_substatus ON insurances (substatus, insurance_id DESC);
CREATE INDEX insurances_by_seller ON insurances (created_by, insurance_id DESC);
CREATE INDEX insurances_by_country ON insurances (country, insurance_id DESC);
CREATE UNIQUE INDEX insurances_by_mandate ON insurances (mandate_provider, mandate_reference)
    WHERE mandate_reference IS NOT NULL;
CREATE UNIQUE INDEX insurances_by_mandate_request ON insurances (mandate_provider, mandate_request)
    WHERE mandate_request IS NOT NULL;

-- The event log of each insurance, appended in the transaction of the change it records.
CREATE TABLE insurance_events (
    event_id BIGSERIAL PRIMARY KEY,
    insurance_id BIGINT NOT NULL REFERENCES insurances (insurance_id) ON DELETE CASCADE,
    event_type TEXT NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL,
    actor TEXT NOT NULL,
    detail JSONB NOT NULL DEFAULT '{}'
);
CREATE INDEX insurance_events_of_insurance ON insurance_events (insurance_id, event_id DESC);

-- Every webhook event of the payment providers, once (a replay finds its key taken); those that
-- name no mandate of ours keep `insurance_id` empty, for inspection.
CREATE TABLE payment_provider_events (
    provider TEXT NOT NULL CHECK (provider IN ('GOCARDLESS', 'VIPPS')),
    provider_event_id TEXT NOT NULL,
    insurance_id BIGINT REFERENCES insurances (insurance_id) ON DELETE SET NULL,
    resource_type TEXT NOT NULL,
    action TEXT NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL,
    received_at TIMESTAMPTZ NOT NULL,
    body JSONB NOT NULL,
    PRIMARY KEY (provider, provider_event_id)
);
CREATE INDEX payment_provider_events_unmatched ON payment_provider_events (received_at DESC)
    WHERE insurance_id IS NULL;
CREATE INDEX payment_provider_events_of_insurance ON payment_provider_events (insurance_id, occurred_at DESC)
    WHERE insurance_id IS NOT NULL;
