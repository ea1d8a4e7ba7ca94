DROP INDEX customers_pni_idx;
DROP INDEX customers_phone_number_idx;
DROP INDEX customers_email_lower_idx;
DROP INDEX customers_sverker_id_idx;
CREATE INDEX customers_pni_idx ON customers (pni);
CREATE INDEX customers_phone_number_idx ON customers (phone_number);
CREATE INDEX customers_email_lower_idx ON customers (lower(email));
CREATE INDEX customers_sverker_id_idx ON customers (sverker_id);
