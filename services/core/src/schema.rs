//! Diesel table definitions, kept in step with `migrations/` by hand (checked by the migration test).

// `employees` also has `created_at` and the generated `search_text`, which no query selects or
// sets through diesel: left out to stay within diesel's 16 columns per table.
diesel::table! {
    employees (user_id) {
        user_id -> Uuid,
        email -> Text,
        first_name -> Text,
        last_name -> Text,
        phone_number -> Text,
        password_hash -> Nullable<Text>,
        roles -> Array<Text>,
        zoordinates -> Array<Text>,
        language -> Text,
        deactivated -> Bool,
        last_login -> Nullable<Timestamptz>,
        banks -> Array<Text>,
        blocked -> Bool,
        access_managed_in_zrm -> Bool,
        telephony_ids -> Array<Text>,
        sverker_id -> Nullable<Text>,
    }
}

diesel::table! {
    employee_changes (change_id) {
        change_id -> Int8,
        user_id -> Uuid,
        changed_by -> Nullable<Uuid>,
        changed_at -> Timestamptz,
        kind -> Text,
        before -> Nullable<Jsonb>,
        after -> Jsonb,
    }
}

diesel::table! {
    partner_password_links (token_hash) {
        token_hash -> Text,
        user_id -> Uuid,
        created_by -> Nullable<Uuid>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    employee_settings (user_id) {
        user_id -> Uuid,
        share_name_consent -> Text,
        theme -> Text,
        default_calendar_view -> Text,
        compact -> Bool,
        debug -> Bool,
        zoordinate -> Text,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    login_challenges (session_id) {
        session_id -> Uuid,
        employee_id -> Uuid,
        code_hash -> Text,
        expires_at -> Timestamptz,
        attempts -> Int4,
        consumed_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    leads (lead_id) {
        lead_id -> Int8,
        created_at -> Timestamptz,
        source -> Text,
        create_source_type -> Text,
        create_source_error -> Nullable<Text>,
        country -> Text,
        applicant_pni -> Text,
        applicant_first_name -> Text,
        applicant_last_name -> Text,
        co_applicant_pni -> Nullable<Text>,
        co_applicant_first_name -> Nullable<Text>,
        co_applicant_last_name -> Nullable<Text>,
        handled -> Bool,
        reprocessable -> Bool,
        assignee_id -> Nullable<Uuid>,
        assigned_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    applications (application_id) {
        application_id -> Int8,
        country -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        version -> Int4,
        status -> Text,
        substatus -> Text,
        loan_purpose -> Text,
        mortgage_loan_amount -> Nullable<Int8>,
        assignee_id -> Nullable<Uuid>,
        lead_id -> Nullable<Int8>,
        created_by -> Uuid,
    }
}

diesel::table! {
    application_applicants (application_id, position) {
        application_id -> Int8,
        position -> Int2,
        role -> Text,
        customer_id -> Int8,
        application_created_at -> Timestamptz,
    }
}

diesel::table! {
    application_events (event_id) {
        event_id -> Int8,
        application_id -> Int8,
        kind -> Text,
        actor -> Text,
        at -> Timestamptz,
        detail -> Jsonb,
    }
}

diesel::table! {
    application_incomes (application_id, position) {
        application_id -> Int8,
        position -> Int2,
        customer_id -> Int8,
        kind -> Text,
        amount -> Nullable<Int8>,
        yearly_amount -> Nullable<Int8>,
    }
}

diesel::table! {
    application_comments (comment_id) {
        comment_id -> Int8,
        application_id -> Int8,
        author -> Uuid,
        body -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    deactivation_requests (request_id) {
        request_id -> Int8,
        application_id -> Int8,
        reason -> Text,
        note -> Nullable<Text>,
        requested_by -> Uuid,
        requested_at -> Timestamptz,
        state -> Text,
        reviewed_by -> Nullable<Uuid>,
        reviewed_at -> Nullable<Timestamptz>,
        review_note -> Nullable<Text>,
    }
}

diesel::table! {
    banks (bank_id) {
        bank_id -> Int4,
        code -> Text,
        name -> Text,
        country -> Text,
    }
}

diesel::table! {
    bank_integrations (bank_id, product) {
        bank_id -> Int4,
        product -> Text,
        kind -> Text,
        contact -> Nullable<Text>,
        active -> Bool,
    }
}

diesel::table! {
    application_banks (application_id, bank_id) {
        application_id -> Int8,
        bank_id -> Int4,
        bank_status -> Text,
        sent_at -> Timestamptz,
        sent_by -> Uuid,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    offers (offer_id) {
        offer_id -> Int8,
        application_id -> Int8,
        bank_id -> Int4,
        amount -> Int8,
        interest_rate_bp -> Int4,
        term_months -> Int4,
        state -> Text,
        recorded_by -> Text,
        created_at -> Timestamptz,
        conditions -> Text,
        valid_until -> Nullable<Date>,
    }
}

diesel::table! {
    application_bank_messages (message_id) {
        message_id -> Int8,
        application_id -> Int8,
        bank_id -> Int4,
        direction -> Text,
        body -> Nullable<Text>,
        customer_id -> Nullable<Int8>,
        document_id -> Nullable<Int8>,
        file_name -> Nullable<Text>,
        author -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    application_invitations (invitation_id) {
        invitation_id -> Int8,
        application_id -> Int8,
        customer_id -> Int8,
        email -> Text,
        state -> Text,
        sends -> Int4,
        invited_by -> Uuid,
        created_at -> Timestamptz,
        sent_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    application_aml_reviews (review_id) {
        review_id -> Int8,
        application_id -> Int8,
        outcome -> Text,
        note -> Text,
        reviewed_by -> Uuid,
        reviewed_at -> Timestamptz,
    }
}

diesel::table! {
    meetings (meeting_id) {
        meeting_id -> Int8,
        application_id -> Nullable<Int8>,
        lead_id -> Nullable<Int8>,
        country -> Text,
        handler_id -> Uuid,
        starts_at -> Timestamptz,
        ends_at -> Timestamptz,
        kind -> Text,
        note -> Nullable<Text>,
        created_by -> Uuid,
        created_at -> Timestamptz,
        cancelled_at -> Nullable<Timestamptz>,
        cancelled_by -> Nullable<Uuid>,
    }
}

diesel::table! {
    schedule_days (user_id, day) {
        user_id -> Uuid,
        day -> Date,
        product -> Text,
        country -> Text,
        starts -> Nullable<Time>,
        ends -> Nullable<Time>,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    application_properties (application_id) {
        application_id -> Int8,
        version -> Int4,
        property_type -> Text,
        street_address -> Text,
        postal_code -> Text,
        city -> Text,
        living_area_m2 -> Nullable<Int4>,
        estimated_value -> Nullable<Int8>,
        monthly_fee -> Nullable<Int8>,
        updated_at -> Timestamptz,
        updated_by -> Uuid,
    }
}

diesel::table! {
    property_valuations (application_id) {
        application_id -> Int8,
        valuation_id -> Text,
        market_value -> Int8,
        low -> Int8,
        high -> Int8,
        confidence -> Text,
        valued_at -> Timestamptz,
        valued_by -> Uuid,
    }
}

diesel::table! {
    kalp_settings (country) {
        country -> Text,
        version -> Int4,
        living_cost_first_adult -> Int8,
        living_cost_other_adult -> Int8,
        living_cost_child -> Int8,
        operating_cost_apartment -> Int8,
        operating_cost_house -> Int8,
        stress_interest_rate_bp -> Int4,
        amortization_rate_bp -> Int4,
        updated_at -> Timestamptz,
        updated_by -> Nullable<Uuid>,
    }
}

diesel::joinable!(login_challenges -> employees (employee_id));
diesel::joinable!(employee_settings -> employees (user_id));
diesel::joinable!(leads -> employees (assignee_id));
diesel::joinable!(applications -> employees (assignee_id));
diesel::joinable!(application_applicants -> applications (application_id));
diesel::joinable!(application_events -> applications (application_id));
diesel::joinable!(application_comments -> applications (application_id));
diesel::joinable!(application_incomes -> applications (application_id));
diesel::joinable!(deactivation_requests -> applications (application_id));
diesel::joinable!(bank_integrations -> banks (bank_id));
diesel::joinable!(application_banks -> banks (bank_id));
diesel::joinable!(application_banks -> applications (application_id));
diesel::joinable!(offers -> banks (bank_id));
diesel::joinable!(application_bank_messages -> banks (bank_id));
diesel::joinable!(application_aml_reviews -> applications (application_id));
diesel::joinable!(application_invitations -> applications (application_id));
diesel::joinable!(meetings -> employees (handler_id));
diesel::joinable!(schedule_days -> employees (user_id));
diesel::joinable!(application_properties -> applications (application_id));
diesel::joinable!(property_valuations -> application_properties (application_id));
diesel::allow_tables_to_appear_in_same_query!(
    employee_changes,
    partner_password_links,
    application_bank_messages,
    application_aml_reviews,
    application_invitations,
    employee_settings,
    employees,
    login_challenges,
    leads,
    applications,
    application_applicants,
    application_events,
    application_comments,
    application_incomes,
    deactivation_requests,
    banks,
    bank_integrations,
    application_banks,
    offers,
    schedule_days,
    meetings,
    application_properties,
    property_valuations,
    kalp_settings
);
