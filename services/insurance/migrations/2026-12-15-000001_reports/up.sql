-- The reports read their rows in the order of these indexes, a batch at a time from where the
-- last batch ended (keyset), so a report of any length reads each row once.
CREATE INDEX insurances_by_signup ON insurances (signup_date, insurance_id) WHERE signup_date IS NOT NULL;
CREATE INDEX insurances_by_cancellation ON insurances (cancelled_at, insurance_id) WHERE cancelled_at IS NOT NULL;
CREATE INDEX insurances_by_creation ON insurances (date_created);
CREATE INDEX insurance_payments_by_charge_date ON insurance_payments (charge_date, payment_id);
CREATE INDEX insurance_refunds_by_time ON insurance_refunds (created_at, refund_id);
