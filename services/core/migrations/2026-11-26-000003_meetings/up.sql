-- Meetings of a handler about an application or a lead. btree_gist lets one exclusion
-- constraint hold "no handler in two meetings at once" (a trusted extension since PostgreSQL 13:
-- the database owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE meetings (
    meeting_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      REFERENCES applications (application_id) ON DELETE CASCADE,
    lead_id        bigint      REFERENCES leads (lead_id) ON DELETE CASCADE,
    country        text        NOT NULL CHECK (country IN ('SE', 'NO')),
    handler_id     uuid        NOT NULL REFERENCES employees (user_id),
    starts_at      timestamptz NOT NULL,
    ends_at        timestamptz NOT NULL,
    kind           text        NOT NULL CHECK (kind IN ('PHONE', 'VIDEO', 'OFFICE')),
    note           text        CHECK (char_length(note) BETWEEN 1 AND 2000),
    created_by     uuid        NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    cancelled_at   timestamptz,
    cancelled_by   uuid,
    CHECK ((application_id IS NULL) <> (lead_id IS NULL)),
    CHECK (ends_at - starts_at BETWEEN interval '15 minutes' AND interval '8 hours'),
    CONSTRAINT meetings_no_double_booking EXCLUDE USING gist (
        handler_id WITH =, tstzrange(starts_at, ends_at) WITH &&
    ) WHERE (cancelled_at IS NULL)
);
-- An application's or a lead's meetings by start (the tables' next and latest meeting).
CREATE INDEX meetings_application_start_idx ON meetings (application_id, starts_at)
    WHERE application_id IS NOT NULL AND cancelled_at IS NULL;
CREATE INDEX meetings_lead_start_idx ON meetings (lead_id, starts_at)
    WHERE lead_id IS NOT NULL AND cancelled_at IS NULL;
-- A handler's calendar, and everyone's day (the schedule).
CREATE INDEX meetings_handler_start_idx ON meetings (handler_id, starts_at) WHERE cancelled_at IS NULL;
CREATE INDEX meetings_start_idx ON meetings (starts_at) WHERE cancelled_at IS NULL;
