-- Controls on the customer register: block, erasure, consents, checks, documents, an exact
-- count for the list, and an audit that only the erasure itself may touch.

ALTER TABLE customers
    ADD COLUMN blocked_at TIMESTAMPTZ,
    ADD COLUMN block_reason TEXT,
    ADD COLUMN erased_at TIMESTAMPTZ;
-- last-updated pages by (updated_at, customer_id).
CREATE INDEX customers_updated_at_idx ON customers (updated_at, customer_id);

-- The list shows an exact total; count(*) over a million rows costs tens of milliseconds, so the
-- count is kept beside the table by statement-level triggers (one update per COPY or INSERT
-- statement, not per row).
CREATE TABLE customer_count (
    singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
    total BIGINT NOT NULL
);
INSERT INTO customer_count (total) SELECT count(*) FROM customers;

CREATE FUNCTION customer_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE customer_count SET total = total + (SELECT count(*) FROM inserted);
    RETURN NULL;
END $$;
CREATE FUNCTION customer_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE customer_count SET total = total - (SELECT count(*) FROM deleted);
    RETURN NULL;
END $$;
CREATE TRIGGER customers_counted_on_insert AFTER INSERT ON customers
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION customer_count_inserted();
CREATE TRIGGER customers_counted_on_delete AFTER DELETE ON customers
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION customer_count_deleted();

-- The audit also records views, consents, blocks, checks, documents, exports and the erasure.
ALTER TABLE customer_audit DROP CONSTRAINT customer_audit_action_check;
ALTER TABLE customer_audit ADD CONSTRAINT customer_audit_action_check CHECK (action IN (
    'created', 'updated', 'viewed', 'consent_changed', 'blocked', 'unblocked', 'check_run',
    'document_added', 'document_attached', 'exported', 'erased'));

-- Append-only: no statement may change or remove an audit row, except the erasure, which blanks
-- the personal values it holds (and says so in the session setting zrm.erasing).
CREATE FUNCTION customer_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND current_setting('zrm.erasing', true) = 'on'
        AND NEW.audit_id = OLD.audit_id AND NEW.customer_id = OLD.customer_id
        AND NEW.action = OLD.action AND NEW.actor = OLD.actor AND NEW.at = OLD.at THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'customer_audit is append-only';
END $$;
CREATE TRIGGER customer_audit_is_append_only BEFORE UPDATE OR DELETE ON customer_audit
    FOR EACH ROW EXECUTE FUNCTION customer_audit_append_only();

-- The current consents of a customer; their history is in the audit (action consent_changed).
CREATE TABLE customer_consents (
    customer_id BIGINT PRIMARY KEY REFERENCES customers (customer_id),
    customer_club_marketing BOOLEAN NOT NULL DEFAULT FALSE,
    email_marketing BOOLEAN NOT NULL DEFAULT FALSE,
    sms_marketing BOOLEAN NOT NULL DEFAULT FALSE,
    consents_popup_dismissed_at TIMESTAMPTZ,
    debt_register_given BOOLEAN NOT NULL DEFAULT FALSE,
    debt_register_given_at TIMESTAMPTZ,
    debt_register_renewed_at TIMESTAMPTZ,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Each check run on a customer, with the provider's outcome or why it failed.
CREATE TABLE customer_checks (
    check_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (customer_id),
    kind TEXT NOT NULL CHECK (kind IN ('id', 'credit', 'pep', 'externally_verified_credits')),
    status TEXT NOT NULL CHECK (status IN ('completed', 'failed')),
    outcome TEXT NOT NULL,
    result JSONB NOT NULL DEFAULT '{}',
    error TEXT,
    requested_by TEXT NOT NULL,
    request_id TEXT NOT NULL,
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX customer_checks_customer_id_idx ON customer_checks (customer_id, check_id DESC);

-- Documents: the metadata, and the content in chunks so a download streams chunk by chunk.
CREATE TABLE customer_documents (
    document_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id BIGINT NOT NULL REFERENCES customers (customer_id),
    document_type TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    sha256 TEXT NOT NULL,
    application_id TEXT,
    uploaded_by TEXT NOT NULL,
    uploaded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX customer_documents_customer_id_idx ON customer_documents (customer_id, document_id DESC);
CREATE INDEX customer_documents_application_id_idx ON customer_documents (application_id, document_id DESC)
    WHERE application_id IS NOT NULL;

CREATE TABLE customer_document_chunks (
    document_id BIGINT NOT NULL REFERENCES customer_documents (document_id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    data BYTEA NOT NULL,
    PRIMARY KEY (document_id, seq)
);
