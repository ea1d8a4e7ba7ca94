-- Comments staff leave on an application, newest first; each is also a history entry.
CREATE TABLE application_comments (
    comment_id     bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint      NOT NULL REFERENCES applications (application_id) ON DELETE CASCADE,
    author         uuid        NOT NULL,
    body           text        NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_comments_newest_idx ON application_comments (application_id, comment_id DESC);

ALTER TABLE application_events DROP CONSTRAINT application_events_kind_check;
ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check
    CHECK (kind IN ('created', 'updated', 'assigned', 'status_changed', 'commented'));
