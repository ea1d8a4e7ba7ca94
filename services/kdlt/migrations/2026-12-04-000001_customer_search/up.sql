-- The search box finds customers by a part of their name (trigram index on the lower-case full
-- name), and a staff search records why the employee looked the customer up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE customers ADD COLUMN search_name text
    GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;
CREATE INDEX customers_search_name_trgm_idx ON customers USING gin (search_name gin_trgm_ops);

ALTER TABLE customer_audit ADD COLUMN reason text;
