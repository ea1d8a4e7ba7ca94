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
    }
}

diesel::joinable!(customer_audit -> customers (customer_id));
diesel::allow_tables_to_appear_in_same_query!(customers, customer_audit);
