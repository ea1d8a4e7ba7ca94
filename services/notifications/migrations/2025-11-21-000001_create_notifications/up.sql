-- Notifications for employees. Status only moves forward: created → received → read → deleted.
CREATE TABLE notifications (
    notification_id   uuid PRIMARY KEY,
    to_user_id        uuid        NOT NULL,
    notification_type text        NOT NULL,
    status            text        NOT NULL DEFAULT 'created'
                      CHECK (status IN ('created', 'received', 'read', 'deleted')),
    title             text        NOT NULL,
    message           text        NOT NULL,
    lead_id           bigint,
    application_id    text,
    created_at        timestamptz NOT NULL DEFAULT now(),
    status_changed_at timestamptz NOT NULL DEFAULT now()
);

-- A user's notifications of one status, newest first; also counts the unread (created, received).
CREATE INDEX notifications_user_status_newest_idx
    ON notifications (to_user_id, status, created_at DESC);
-- A user's list without a status filter (everything but deleted), newest first.
CREATE INDEX notifications_user_newest_idx
    ON notifications (to_user_id, created_at DESC, notification_id DESC)
    WHERE status <> 'deleted';
