//! Diesel table definitions, kept in step with `migrations/` by hand.

diesel::table! {
    notifications (notification_id) {
        notification_id -> Uuid,
        to_user_id -> Uuid,
        notification_type -> Text,
        status -> Text,
        title -> Text,
        message -> Text,
        lead_id -> Nullable<Int8>,
        application_id -> Nullable<Text>,
        created_at -> Timestamptz,
        status_changed_at -> Timestamptz,
    }
}
