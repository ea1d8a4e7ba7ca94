-- An advisor can withdraw an application from one bank (CANCELLED); sending it there again
-- makes that bank NEW again.
ALTER TABLE application_banks DROP CONSTRAINT application_banks_bank_status_check;
ALTER TABLE application_banks ADD CONSTRAINT application_banks_bank_status_check
    CHECK (bank_status IN ('NEW', 'ONGOING', 'ACCEPTED', 'DECLINED', 'DISBURSED', 'CANCELLED'));

-- What went between the lender and a bank about an application: comments and shared documents
-- (the documents stay in kdlt; this names which one, as it was when shared). TO_BANK from an
-- advisor; FROM_BANK is written by the bank-partner portal.
CREATE TABLE application_bank_messages (
    message_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL,
    bank_id        integer     NOT NULL,
    direction      text        NOT NULL CHECK (direction IN ('TO_BANK', 'FROM_BANK')),
    body           text        CHECK (char_length(body) BETWEEN 1 AND 2000),
    customer_id    bigint,
    document_id    bigint,
    file_name      text        CHECK (char_length(file_name) BETWEEN 1 AND 255),
    author         text        NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    -- Either a comment or a document, never both.
    CHECK ((body IS NOT NULL AND document_id IS NULL AND customer_id IS NULL AND file_name IS NULL)
        OR (body IS NULL AND document_id IS NOT NULL AND customer_id IS NOT NULL AND file_name IS NOT NULL)),
    FOREIGN KEY (application_id, bank_id) REFERENCES application_banks (application_id, bank_id)
        ON DELETE CASCADE
);
-- The application page (all banks) and the bank's own view, newest first.
CREATE INDEX application_bank_messages_application_idx
    ON application_bank_messages (application_id, message_id DESC);
CREATE INDEX application_bank_messages_bank_idx
    ON application_bank_messages (application_id, bank_id, message_id DESC);
-- A document is shared with a bank once.
CREATE UNIQUE INDEX application_bank_messages_one_document_idx
    ON application_bank_messages (application_id, bank_id, document_id) WHERE document_id IS NOT NULL;

-- Anti-money-laundering reviews of an application by a mortgage admin; the newest one counts and
-- disbursement needs it APPROVED.
CREATE TABLE application_aml_reviews (
    review_id      bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    outcome        text        NOT NULL CHECK (outcome IN ('APPROVED', 'REJECTED')),
    note           text        NOT NULL CHECK (char_length(note) BETWEEN 1 AND 2000),
    reviewed_by    uuid        NOT NULL,
    reviewed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_aml_reviews_application_idx
    ON application_aml_reviews (application_id, review_id DESC);

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed'));
