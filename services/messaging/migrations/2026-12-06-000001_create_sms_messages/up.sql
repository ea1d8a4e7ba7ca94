-- SMS to and from customers. An outgoing SMS is recorded as queued before anything is sent; the
-- dispatcher claims due rows (next_attempt_at) and hands them to the provider, so a provider
-- outage delays sends without losing them. The provider's id is unique: a repeated inbound
-- webhook finds its row instead of storing the message twice.
CREATE TABLE sms_messages (
    sms_id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    direction                 text        NOT NULL CHECK (direction IN ('outgoing', 'incoming')),
    status                    text        NOT NULL
        CHECK (status IN ('queued', 'sent', 'delivered', 'failed', 'received')),
    phone_number              text        NOT NULL,
    body                      text        NOT NULL,
    customer_id               bigint,
    application_id_or_lead_id text,
    sent_by                   text        NOT NULL DEFAULT '',
    provider_id               text UNIQUE,
    attempts                  integer     NOT NULL DEFAULT 0,
    -- While queued: when the dispatcher may hand it over (again).
    next_attempt_at           timestamptz,
    error                     text,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now(),
    delivered_at              timestamptz
);

-- A conversation (one number), newest first; also the latest outgoing SMS to a number, whose
-- customer an incoming SMS from it belongs to.
CREATE INDEX sms_messages_phone_newest_idx ON sms_messages (phone_number, sms_id DESC);
-- The dispatcher's queue.
CREATE INDEX sms_messages_due_idx ON sms_messages (next_attempt_at) WHERE status = 'queued';
