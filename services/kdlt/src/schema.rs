//! Diesel table definitions, kept in step with `migrations/` by hand.

diesel::table! {
    customers (customer_id) {
        customer_id -> Int8,
        country -> Text,
        pni -> Text,
        first_name -> Text,
        last_name -> Text,
        phone_number -> Nullable<Text>,
        email -> Nullable<Text>,
        user_id -> Nullable<Text>,
        sverker_id -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        blocked_at -> Nullable<Timestamptz>,
        block_reason -> Nullable<Text>,
        erased_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    customer_count (singleton) {
        singleton -> Bool,
        total -> Int8,
    }
}

diesel::table! {
    customer_consents (customer_id) {
        customer_id -> Int8,
        customer_club_marketing -> Bool,
        email_marketing -> Bool,
        sms_marketing -> Bool,
        consents_popup_dismissed_at -> Nullable<Timestamptz>,
        debt_register_given -> Bool,
        debt_register_given_at -> Nullable<Timestamptz>,
        debt_register_renewed_at -> Nullable<Timestamptz>,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    customer_checks (check_id) {
        check_id -> Int8,
        customer_id -> Int8,
        kind -> Text,
        status -> Text,
        outcome -> Text,
        result -> Jsonb,
        error -> Nullable<Text>,
        requested_by -> Text,
        request_id -> Text,
        checked_at -> Timestamptz,
    }
}

diesel::table! {
    customer_audit (audit_id) {
        audit_id -> Int8,
        customer_id -> Int8,
        action -> Text,
        field -> Nullable<Text>,
        old_value -> Nullable<Text>,
        new_value -> Nullable<Text>,
        actor -> Text,
        request_id -> Text,
        at -> Timestamptz,
        reason -> Nullable<Text>,
    }
}

diesel::table! {
    customer_documents (document_id) {
        document_id -> Int8,
        customer_id -> Int8,
        document_type -> Text,
        file_name -> Text,
        content_type -> Text,
        size_bytes -> Int8,
        sha256 -> Text,
        application_id -> Nullable<Text>,
        uploaded_by -> Text,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    customer_document_chunks (document_id, seq) {
        document_id -> Int8,
        seq -> Int4,
        data -> Bytea,
    }
}

diesel::table! {
    debt_register_consents (customer_id) {
        customer_id -> Int8,
        provider_consent_id -> Text,
        given_at -> Timestamptz,
        expires_at -> Timestamptz,
        active -> Bool,
        checked_at -> Timestamptz,
    }
}

diesel::table! {
    debt_register_data (customer_id) {
        customer_id -> Int8,
        verified_at -> Timestamptz,
        delete_after -> Timestamptz,
        creditors_answered -> Int4,
        creditors_missing -> Int4,
        loans -> Jsonb,
    }
}

diesel::table! {
    debt_register_feed (feed) {
        feed -> Text,
        next_sequence_nr -> Int8,
    }
}

diesel::joinable!(customer_audit -> customers (customer_id));
diesel::joinable!(customer_documents -> customers (customer_id));
diesel::joinable!(customer_document_chunks -> customer_documents (document_id));
diesel::joinable!(customer_consents -> customers (customer_id));
diesel::joinable!(customer_checks -> customers (customer_id));
diesel::joinable!(debt_register_consents -> customers (customer_id));
diesel::joinable!(debt_register_data -> customers (customer_id));
diesel::allow_tables_to_appear_in_same_query!(
    customers,
    customer_audit,
    customer_consents,
    customer_checks,
    customer_documents,
    customer_document_chunks,
    debt_register_consents,
    debt_register_data,
    debt_register_feed
);
