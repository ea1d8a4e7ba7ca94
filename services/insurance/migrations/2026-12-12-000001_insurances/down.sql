DROP TABLE payment_provider_events;
DROP TABLE insurance_events;
DROP TABLE insurances;
DROP TABLE insurance_rules;
