-- The mandate (GoCardless) or agreement (Vipps) a payment was taken on. A renewed mandate does
-- not carry the earlier payments: Vipps reads and refunds a charge under the agreement it was
-- made on.
ALTER TABLE insurance_payments ADD COLUMN mandate_reference TEXT;
UPDATE insurance_payments p
SET mandate_reference = i.mandate_reference
FROM insurances i
WHERE i.insurance_id = p.insurance_id;
UPDATE insurance_payments SET mandate_reference = '' WHERE mandate_reference IS NULL;
ALTER TABLE insurance_payments ALTER COLUMN mandate_reference SET NOT NULL;
