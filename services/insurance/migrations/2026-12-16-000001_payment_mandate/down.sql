ALTER TABLE insurance_payments DROP COLUMN mandate_reference;
