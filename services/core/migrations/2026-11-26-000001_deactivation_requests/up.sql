-- Four-eyes deactivation: an employee asks, another approves or rejects. At most one request
-- per application waits for review at a time; reviewed requests stay as the record of who
-- decided what.
CREATE TABLE deactivation_requests (
    request_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    reason         text        NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 64),
    note           text        CHECK (char_length(note) BETWEEN 1 AND 2000),
    requested_by   uuid        NOT NULL,
    requested_at   timestamptz NOT NULL DEFAULT now(),
    state          text        NOT NULL DEFAULT 'PENDING'
                               CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
    reviewed_by    uuid,
    reviewed_at    timestamptz,
    review_note    text        CHECK (char_length(review_note) BETWEEN 1 AND 2000),
    -- The requester never reviews their own request, whatever the caller checked.
    CHECK (reviewed_by IS DISTINCT FROM requested_by),
    CHECK ((state = 'PENDING') = (reviewed_by IS NULL AND reviewed_at IS NULL))
);
CREATE UNIQUE INDEX deactivation_requests_one_pending_idx
    ON deactivation_requests (application_id) WHERE state = 'PENDING';
-- The review inbox: pending requests, oldest first.
CREATE INDEX deactivation_requests_inbox_idx
    ON deactivation_requests (requested_at, request_id) WHERE state = 'PENDING';
-- An application's latest request.
CREATE INDEX deactivation_requests_application_idx
    ON deactivation_requests (application_id, request_id DESC);

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented',
                    'deactivation_requested', 'deactivation_rejected', 'deactivated',
                    'reactivated'));
