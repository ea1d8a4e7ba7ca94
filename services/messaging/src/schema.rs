//! Diesel table definitions, kept in step with `migrations/` by hand.

diesel::table! {
    email_messages (message_id) {
        message_id -> Uuid,
        recipient -> Text,
        subject -> Text,
        body -> Text,
        purpose -> Text,
        status -> Text,
        error -> Nullable<Text>,
        created_at -> Timestamptz,
        sent_at -> Nullable<Timestamptz>,
    }
}
