DROP INDEX insurance_refunds_by_time;
DROP INDEX insurance_payments_by_charge_date;
DROP INDEX insurances_by_creation;
DROP INDEX insurances_by_cancellation;
DROP INDEX insurances_by_signup;
