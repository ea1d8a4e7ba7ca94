DROP TABLE cancellation_alerts;
DROP TABLE insurance_refunds;
DROP TABLE insurance_payments;
DROP INDEX insurances_to_bill;
ALTER TABLE insurances DROP COLUMN next_period_start;
ALTER TABLE insurances DROP COLUMN billing_day;
