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

diesel::table! {
    sms_messages (sms_id) {
        sms_id -> Int8,
        direction -> Text,
        status -> Text,
        phone_number -> Text,
        body -> Text,
        customer_id -> Nullable<Int8>,
        application_id_or_lead_id -> Nullable<Text>,
        sent_by -> Text,
        provider_id -> Nullable<Text>,
        attempts -> Int4,
        next_attempt_at -> Nullable<Timestamptz>,
        error -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        delivered_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    saved_conversations (user_id, position) {
        user_id -> Text,
        position -> Int2,
        customer_id -> Nullable<Int8>,
        application_id_or_lead_id -> Text,
        phone_number -> Text,
        pni -> Text,
        country -> Text,
        open -> Bool,
        title -> Text,
    }
}

diesel::table! {
    email_attachments (attachment_id) {
        attachment_id -> Uuid,
        file_name -> Text,
        content_type -> Text,
        size_bytes -> Int8,
        content -> Bytea,
        uploaded_by -> Text,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    message_templates (channel, country, product, event) {
        channel -> Text,
        country -> Text,
        product -> Text,
        event -> Text,
        subject -> Text,
        body -> Text,
        attachment_ids -> Array<Uuid>,
        updated_by -> Text,
        updated_at -> Timestamptz,
    }
}
