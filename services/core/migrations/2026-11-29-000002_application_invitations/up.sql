-- Invitations of applicants to follow their application on My Pages, by e-mail. Recorded before
-- the e-mail is handed to messaging (PENDING), then SENT or FAILED; sent again by id.
CREATE TABLE application_invitations (
    invitation_id  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    customer_id    bigint      NOT NULL CHECK (customer_id >= 1),
    email          text        NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
    state          text        NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SENT', 'FAILED')),
    sends          integer     NOT NULL DEFAULT 0 CHECK (sends >= 0),
    invited_by     uuid        NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    sent_at        timestamptz
);
CREATE INDEX application_invitations_application_idx
    ON application_invitations (application_id, invitation_id DESC);

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated', 'sent_to_banks', 'offer_received', 'offer_accepted',
                    'property_saved', 'property_valued', 'bank_cancelled', 'commented_to_bank',
                    'document_to_bank', 'aml_reviewed', 'invited'));
