-- A customer's consent with Norsk Gjeldsinformasjon (one at a time; a new one replaces it) and
-- the last debt data fetched under it. The data is deleted by `delete_after` at the latest (the
-- scheduled job reads it through its index); the feed cursor is where the job goes on reading
-- NoGi's consent feed.
CREATE TABLE debt_register_consents (
    customer_id bigint PRIMARY KEY REFERENCES customers (customer_id) ON DELETE CASCADE,
    provider_consent_id text NOT NULL UNIQUE,
    given_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    active boolean NOT NULL,
    checked_at timestamptz NOT NULL
);

CREATE TABLE debt_register_data (
    customer_id bigint PRIMARY KEY REFERENCES customers (customer_id) ON DELETE CASCADE,
    verified_at timestamptz NOT NULL,
    delete_after timestamptz NOT NULL,
    creditors_answered integer NOT NULL CHECK (creditors_answered >= 0),
    creditors_missing integer NOT NULL CHECK (creditors_missing >= 0),
    loans jsonb NOT NULL
);
CREATE INDEX debt_register_data_delete_after_idx ON debt_register_data (delete_after);

CREATE TABLE debt_register_feed (
    feed text PRIMARY KEY,
    next_sequence_nr bigint NOT NULL
);
