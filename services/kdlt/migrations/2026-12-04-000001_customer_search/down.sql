ALTER TABLE customer_audit DROP COLUMN reason;
DROP INDEX customers_search_name_trgm_idx;
ALTER TABLE customers DROP COLUMN search_name;
