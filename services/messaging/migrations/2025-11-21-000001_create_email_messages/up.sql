-- Every outgoing e-mail: recorded before the SMTP hand-over, then marked sent or failed.
CREATE TABLE email_messages (
    message_id uuid PRIMARY KEY,
    recipient  text        NOT NULL,
    subject    text        NOT NULL,
    body       text        NOT NULL,
    purpose    text        NOT NULL,
    status     text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    error      text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at    timestamptz,
    CONSTRAINT email_messages_sent_has_time CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);

-- Messages to one address, newest first (support look-ups, "did the code go out?").
CREATE INDEX email_messages_recipient_newest_idx ON email_messages (lower(recipient), created_at DESC);
-- Undelivered messages, oldest first, for a retry sweep and for alerting.
CREATE INDEX email_messages_undelivered_idx ON email_messages (created_at)
    WHERE status <> 'sent';
