//! Diesel table definitions, kept in step with `migrations/` by hand.

diesel::table! {
    insurance_rules (insurance_group, country) {
        insurance_group -> Text,
        country -> Text,
        max_amount -> Int8,
        customer_can_self_sign_up -> Bool,
    }
}

diesel::table! {
    insurances (insurance_id) {
        insurance_id -> Int8,
        customer_id -> Int8,
        country -> Text,
        insurance_group -> Text,
        product_code -> Text,
        substatus -> Text,
        insured_amount_minor -> Int8,
        premium_minor -> Int8,
        currency -> Text,
        created_by -> Text,
        self_sign_up -> Bool,
        email -> Text,
        phone_number -> Text,
        date_created -> Timestamptz,
        signup_date -> Nullable<Timestamptz>,
        cancelled_at -> Nullable<Timestamptz>,
        cancel_cause -> Nullable<Text>,
        mandate_provider -> Nullable<Text>,
        mandate_request -> Nullable<Text>,
        mandate_reference -> Nullable<Text>,
        mandate_status -> Nullable<Text>,
        mandate_updated_at -> Nullable<Timestamptz>,
        next_period_start -> Nullable<Date>,
        billing_day -> Nullable<Int2>,
    }
}

diesel::table! {
    insurance_events (event_id) {
        event_id -> Int8,
        insurance_id -> Int8,
        event_type -> Text,
        occurred_at -> Timestamptz,
        actor -> Text,
        detail -> Jsonb,
    }
}

diesel::table! {
    payment_provider_events (provider, provider_event_id) {
        provider -> Text,
        provider_event_id -> Text,
        insurance_id -> Nullable<Int8>,
        resource_type -> Text,
        action -> Text,
        occurred_at -> Timestamptz,
        received_at -> Timestamptz,
        body -> Jsonb,
    }
}

diesel::table! {
    insurance_payments (payment_id) {
        payment_id -> Int8,
        insurance_id -> Int8,
        provider -> Text,
        provider_reference -> Text,
        period_start -> Date,
        charge_date -> Date,
        amount_minor -> Int8,
        currency -> Text,
        refunded_minor -> Int8,
        state -> Text,
        provider_status -> Text,
        alerts_checked -> Bool,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        mandate_reference -> Text,
    }
}

diesel::table! {
    insurance_refunds (refund_id) {
        refund_id -> Int8,
        payment_id -> Int8,
        provider_reference -> Text,
        amount_minor -> Int8,
        currency -> Text,
        provider_status -> Text,
        requested_by -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    cancellation_alerts (alert_id) {
        alert_id -> Int8,
        insurance_id -> Int8,
        alert_type -> Text,
        episode -> Date,
        raised_at -> Timestamptz,
        detail -> Jsonb,
    }
}

diesel::joinable!(insurance_events -> insurances (insurance_id));
diesel::table! {
    insurance_winback (insurance_id) {
        insurance_id -> Int8,
        outcome -> Text,
        comment -> Text,
        recorded_by -> Text,
        recorded_at -> Timestamptz,
    }
}

diesel::table! {
    insurance_users (user_id) {
        user_id -> Text,
        name -> Text,
        email -> Text,
        active -> Bool,
        updated_by -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deactivated_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(insurance_payments -> insurances (insurance_id));
diesel::joinable!(insurance_winback -> insurances (insurance_id));
diesel::joinable!(insurance_refunds -> insurance_payments (payment_id));
diesel::joinable!(cancellation_alerts -> insurances (insurance_id));
diesel::allow_tables_to_appear_in_same_query!(
    insurance_winback,
    insurance_rules,
    insurances,
    insurance_events,
    payment_provider_events,
    insurance_payments,
    insurance_refunds,
    cancellation_alerts,
);
