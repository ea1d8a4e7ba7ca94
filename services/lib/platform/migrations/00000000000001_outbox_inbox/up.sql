-- The transactional outbox: a service writes its event here in the same transaction as the
-- change; the relay publishes unpublished rows in id order and stamps published_at once the
-- broker confirmed them.
CREATE TABLE zrm_outbox (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_id UUID NOT NULL UNIQUE,
    event_type TEXT NOT NULL,
    occurred_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    request_id TEXT NOT NULL,
    traceparent TEXT NOT NULL DEFAULT '',
    tracestate TEXT NOT NULL DEFAULT '',
    payload BYTEA NOT NULL,
    published_at TIMESTAMPTZ
);
CREATE INDEX zrm_outbox_unpublished ON zrm_outbox (id) WHERE published_at IS NULL;

-- The inbox: one row per (consumer, event) taken into effect, written in the consumer's own
-- transaction, so a redelivered event is recognised and dropped.
CREATE TABLE zrm_inbox (
    consumer TEXT NOT NULL,
    event_id UUID NOT NULL,
    event_type TEXT NOT NULL,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (consumer, event_id)
);
