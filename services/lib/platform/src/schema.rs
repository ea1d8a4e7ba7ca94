//! Diesel schema of the platform's own tables (see `migrations/`).

diesel::table! {
    zrm_outbox (id) {
        id -> Int8,
        event_id -> Uuid,
        event_type -> Text,
        occurred_at -> Timestamptz,
        request_id -> Text,
        traceparent -> Text,
        tracestate -> Text,
        payload -> Bytea,
    }
}

diesel::table! {
    zrm_inbox (consumer, event_id) {
        consumer -> Text,
        event_id -> Uuid,
        event_type -> Text,
        received_at -> Timestamptz,
    }
}
