-- The customer register. A personal id is unique within its country; every search key has an
-- index (searches need the full value, so plain b-tree equality serves them).
CREATE TABLE customers (
    customer_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    country TEXT NOT NULL CHECK (country IN ('SE', 'NO')),
    pni TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone_number TEXT,
    email TEXT,
    user_id TEXT,
    sverker_id TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT customers_country_pni_key UNIQUE (country, pni)
);
CREATE INDEX customers_pni_idx ON customers (pni);
CREATE INDEX customers_phone_number_idx ON customers (phone_number);
CREATE INDEX customers_email_lower_idx ON customers (lower(email));
CREATE INDEX customers_sverker_id_idx ON customers (sverker_id);

-- Who changed which field of a customer, from what to what, and when; written in the transaction
-- of the change. The service has no call that updates or deletes a row of it.
CREATE TABLE customer_audit (
    audit_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (customer_id),
    action TEXT NOT NULL CHECK (action IN ('created', 'updated')),
    field TEXT,
    old_value TEXT,
    new_value TEXT,
    actor TEXT NOT NULL,
    request_id TEXT NOT NULL,
    at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX customer_audit_customer_id_idx ON customer_audit (customer_id, audit_id DESC);
