//! The staff workplace through the gateway against the running stack: the popup sign-in
//! through the staff identity provider (the sandbox's simulator, over its real OpenID Connect
//! protocol), who it refuses and why, a callback used twice, the sign-in limit counting failures
//! only, the settings an employee keeps across devices, and the services' refusals read in the
//! language the request asks for.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};

use crate::stack_common;

use crate::stack_common::{
    gateway, get, http, identity_provider_callback, post, sandbox, send,
    sign_in_through_identity_provider,
};

/// A person the identity provider knows but ZRM may not.
async fn provider_account(email: &str, roles: &[&str], zoordinates: &[&str]) {
    let (status, body) = send(
        http()
            .put(format!("{}/sandbox/staff-idp/accounts", sandbox()))
            .json(&json!({
                "email": email, "given_name": "Test", "family_name": "Person",
                "roles": roles, "zoordinates": zoordinates,
            })),
    )
    .await;
    assert!(status.is_success(), "{body}");
}

#[tokio::test]
async fn staff_sign_in_through_the_identity_provider_popup() {
    let callback = identity_provider_callback("anna.online@zrm.example").await;
    let exchange = || {
        http()
            .post(format!("{}/employee/idp/callback", gateway()))
            .json(&json!({ "callback": format!("?{callback}") }))
    };
    let (status, signed_in) = send(exchange()).await;
    assert_eq!(status, 200, "{signed_in}");
    let token = signed_in["token"].as_str().unwrap();
    assert_eq!(signed_in["user"]["email"], "anna.online@zrm.example");
    assert_eq!(
        signed_in["user"]["roles"],
        json!(["online:admin", "mortgage:admin"]),
        "the roles of the claims"
    );
    assert_eq!(
        signed_in["user"]["zoordinates"],
        json!(["MOSESTFTSA", "ULSESTFTSA"])
    );
    let (status, me) = send(get("/employee/me", token)).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["email"], "anna.online@zrm.example");
    assert!(
        me["last_login"].is_string(),
        "the sign-in is recorded: {me}"
    );

    let (status, again) = send(exchange()).await;
    assert_eq!(status, 401, "a callback is used once: {again}");
    assert_eq!(
        again["detail"],
        "This sign-in has expired or was already used; please start it again"
    );
}

#[tokio::test]
async fn the_identity_provider_cannot_let_in_who_zrm_does_not_know() {
    provider_account("nobody.here@zrm.example", &["admin"], &["MOSESTFTSA"]).await;
    let (status, refused) = sign_in_through_identity_provider("nobody.here@zrm.example").await;
    assert_eq!(status, 403, "{refused}");
    assert_eq!(
        refused["detail"],
        "There is no ZRM account for nobody.here@zrm.example; talk to your team leader"
    );

    provider_account("partner@bank.example", &[], &[]).await;
    let (status, refused) = sign_in_through_identity_provider("partner@bank.example").await;
    assert_eq!(status, 403, "{refused}");
    assert_eq!(
        refused["detail"],
        "Bank partners sign in on the bank partner portal"
    );

    for (body, field) in [
        (json!({"callback": ""}), "callback"),
        (json!({"callback": "a".repeat(4097)}), "callback"),
        (json!({}), "callback"),
    ] {
        let (status, answer) = send(
            http()
                .post(format!("{}/employee/idp/callback", gateway()))
                .json(&body),
        )
        .await;
        assert_eq!(status, 400, "{answer}");
        assert_eq!(answer["field"], field);
    }
    let (status, answer) = send(
        http()
            .post(format!("{}/employee/idp/callback", gateway()))
            .json(&json!({"callback": "code=forged&state=never-issued"})),
    )
    .await;
    assert_eq!(status, 401, "{answer}");
    // Nothing that names no sign-in in progress gets further.
    for callback in ["code=x", "   ", "state=a&state=b", "0000"] {
        let (status, answer) = send(
            http()
                .post(format!("{}/employee/idp/callback", gateway()))
                .json(&json!({ "callback": callback })),
        )
        .await;
        assert_eq!(status, 401, "{callback}: {answer}");
    }
    let (status, answer) = send(
        http()
            .post(format!("{}/employee/idp/login", gateway()))
            .json(&json!({"language": "de"})),
    )
    .await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["field"], "language");
}

#[tokio::test]
async fn the_sign_in_limit_counts_failures_only() {
    // Successful password steps never close the account (ten is the limit in the stack).
    for _ in 0..12 {
        let (status, challenge) = send(
            http()
                .post(format!("{}/employee/login", gateway()))
                .json(&json!({"email": "maja.team@zrm.example", "password": "demo-team-1"})),
        )
        .await;
        assert_eq!(status, 200, "{challenge}");
    }
    let wrong = || {
        http()
            .post(format!("{}/employee/login", gateway()))
            .json(&json!({"email": "limit.test@zrm.example", "password": "wrong"}))
    };
    for _ in 0..10 {
        assert_eq!(send(wrong()).await.0, 401);
    }
    let (status, refused) = send(wrong()).await;
    assert_eq!(status, 429, "{refused}");
    assert_eq!(
        refused["detail"],
        "Too many failed attempts; try again in 15 minutes"
    );
    let wait = refused["retry_after_secs"].as_u64().unwrap();
    assert!((840..=900).contains(&wait), "{wait}");
}

#[tokio::test]
async fn settings_are_kept_for_the_employee_and_checked() {
    let (status, signed_in) = sign_in_through_identity_provider("erik.sales@zrm.example").await;
    assert_eq!(status, 200, "{signed_in}");
    let token = signed_in["token"].as_str().unwrap().to_owned();
    let (status, saved) = send(post(
        "/employee/my-settings",
        &token,
        json!({"theme": "dark", "language": "sv", "share_name_consent": "INITIALS_ONLY",
               "default_calendar_view": "appViewDay", "compact": true, "zoordinate": "MOSESTFTSA"}),
    ))
    .await;
    assert_eq!(status, 200, "{saved}");
    // Another device: a new session reads what the first one saved.
    let (_, other_device) = sign_in_through_identity_provider("erik.sales@zrm.example").await;
    let other = other_device["token"].as_str().unwrap();
    let (status, read) = send(get("/employee/my-settings", other)).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(
        read,
        json!({"share_name_consent": "INITIALS_ONLY", "theme": "dark",
               "default_calendar_view": "appViewDay", "compact": true, "debug": false,
               "zoordinate": "MOSESTFTSA", "language": "sv"})
    );
    // A partial save keeps the rest.
    let (_, changed) = send(post(
        "/employee/my-settings",
        other,
        json!({"theme": "light"}),
    ))
    .await;
    assert_eq!(changed["theme"], "light");
    assert_eq!(changed["language"], "sv");
    assert_eq!(changed["compact"], true);
    // Back to the defaults the other tests (and the browser tests after them) expect of Erik,
    // before anything below could fail.
    let (status, _) = send(post(
        "/employee/my-settings",
        other,
        json!({"theme": "system", "language": "en", "share_name_consent": "NO_CONSENT",
               "default_calendar_view": "appViewWeek", "compact": false, "zoordinate": ""}),
    ))
    .await;
    assert_eq!(status, 200);

    for (body, field) in [
        (json!({"theme": "pink"}), "theme"),
        (json!({"share_name_consent": "SOME"}), "share_name_consent"),
        (
            json!({"default_calendar_view": "year"}),
            "default_calendar_view",
        ),
        (json!({"language": "de"}), "language"),
        (json!({"theme": 3}), "theme"),
        (json!({"colour": "red"}), "colour"),
    ] {
        let (status, answer): (_, Value) =
            send(post("/employee/my-settings", other, body.clone())).await;
        assert_eq!(status, 400, "{body}: {answer}");
        assert_eq!(answer["field"], field, "{body}: {answer}");
    }
    for code in ["MONOSTFTSA", "short"] {
        let (status, answer) = send(post(
            "/employee/my-settings",
            other,
            json!({ "zoordinate": code }),
        ))
        .await;
        assert_eq!(status, 403, "{code}: {answer}");
        assert_eq!(
            answer["detail"],
            format!("Coordinate {code} is not one of yours")
        );
    }
    let (_, unchanged) = send(get("/employee/my-settings", other)).await;
    assert_eq!(
        unchanged["theme"], "system",
        "a refused save changes nothing"
    );
}

#[tokio::test]
async fn the_leads_search_finds_a_lead_by_personal_id_and_by_a_part_of_the_name() {
    let (token, _) = stack_common::sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let serial = chrono::Utc::now().timestamp_subsec_micros() % 1000;
    let pni = stack_common::swedish_pni(&format!("690707{serial:03}"));
    let last_name = format!("Sökbar{}", uuid::Uuid::new_v4().simple());
    let (status, lead) = send(post(
        "/lead/create",
        &token,
        json!({"source": "DIRECT", "country": "SE",
               "create_source": {"type": "manual", "error": null},
               "data": {"applicant": {"pni": pni, "first_name": "Greta", "last_name": last_name},
                        "co_applicant": null}}),
    ))
    .await;
    assert_eq!(status, 201, "{lead}");
    let search = |text: String| {
        let request = get(
            &format!("/lead/search/{}?limit=5", url_encoded(&text)),
            &token,
        );
        send(request)
    };
    let (status, by_name) = search(last_name[..20].to_uppercase()).await;
    assert_eq!(status, 200, "{by_name}");
    assert_eq!(by_name["items"][0]["lead_id"], lead["lead_id"]);
    // The short form with a dash finds the canonical twelve digits.
    let (status, by_pni) = search(pni[2..].to_owned()).await;
    assert_eq!(status, 200, "{by_pni}");
    assert!(
        by_pni["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|found| found["lead_id"] == lead["lead_id"]),
        "{by_pni}"
    );
    let (status, short) = search("x".into()).await;
    assert_eq!(status, 400, "{short}");
    assert_eq!(short["field"], "text");
}

fn url_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b == b'-' {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// A search of the drawer's Mortgages tab as the holder of `token`: the application references
/// found.
async fn applications_found(token: &str, text: &str) -> (u16, Value) {
    let (status, page) = send(get(
        &format!("/application/search/{}?limit=50", url_encoded(text)),
        token,
    ))
    .await;
    (status.as_u16(), page)
}

#[tokio::test]
async fn one_person_is_found_in_every_tab_by_personal_id_phone_and_name() {
    let (kdlt_admin, _) =
        stack_common::sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, _) = stack_common::sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let serial = chrono::Utc::now().timestamp_subsec_micros() % 1000;
    let pni = stack_common::swedish_pni(&format!("770808{serial:03}"));
    let last_name = format!("Hittad{}", uuid::Uuid::new_v4().simple());
    // A mobile number of this run only: 070 and seven digits.
    let phone = format!(
        "+4670{:07}",
        chrono::Utc::now().timestamp_micros() % 10_000_000
    );
    let national = format!("0{}", &phone[3..]);
    let customer = stack_common::customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": pni, "first_name": "Stina", "last_name": last_name,
               "phone_number": phone}),
    )
    .await;
    let (status, created) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 2500000,
               "main_applicant": customer}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let reference = created["application_id"].as_str().unwrap().to_owned();
    let (status, lead) = send(post(
        "/lead/create",
        &advisor,
        json!({"source": "DIRECT", "country": "SE",
               "create_source": {"type": "manual", "error": null},
               "data": {"applicant": {"pni": pni, "first_name": "Stina", "last_name": last_name},
                        "co_applicant": null}}),
    ))
    .await;
    assert_eq!(status, 201, "{lead}");

    // Mortgages: by personal id (short form), phone (national form) and a part of the name.
    for text in [
        pni[2..].to_owned(),
        national.clone(),
        last_name[..18].to_lowercase(),
    ] {
        let (status, page) = applications_found(&advisor, &text).await;
        assert_eq!(status, 200, "{text}: {page}");
        assert_eq!(
            stack_common::references_in(&page),
            std::slice::from_ref(&reference),
            "{text}"
        );
        assert_eq!(page["total"], 1, "{page}");
        assert_eq!(
            page["items"][0]["applicants"][0]["customer"]["first_name"],
            "Stina"
        );
    }
    let (status, refused) = applications_found(&advisor, "x").await;
    assert_eq!(
        (status, refused["field"].clone()),
        (400, json!("text")),
        "{refused}"
    );

    // Leads: the phone number finds the lead of the customer holding it.
    let (status, leads) = send(get(
        &format!("/lead/search/{}?limit=5", url_encoded(&national)),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{leads}");
    assert_eq!(leads["items"][0]["lead_id"], lead["lead_id"], "{leads}");

    // Customers: by phone as typed and by a part of the name, with the reason of the lookup,
    // which the customer's audit keeps.
    for (key, value) in [
        ("phone_number", national.clone()),
        ("name", format!("stina {}", last_name[..12].to_lowercase())),
    ] {
        let (status, found) = send(post(
            "/customer/search?limit=5",
            &kdlt_admin,
            json!({"key": key, "value": value, "reason": "COMPLAINT"}),
        ))
        .await;
        assert_eq!(status, 200, "{key}: {found}");
        assert_eq!(found["items"][0]["customer_id"], customer, "{key}: {found}");
        assert_eq!(found["total"], 1, "{found}");
    }
    let (status, audit) = send(get(
        &format!("/customer/audit/{customer}?limit=5"),
        &kdlt_admin,
    ))
    .await;
    assert_eq!(status, 200, "{audit}");
    assert_eq!(audit["items"][0]["action"], "viewed", "{audit}");
    assert_eq!(audit["items"][0]["reason"], "COMPLAINT", "{audit}");
    let (status, refused) = send(post(
        "/customer/search",
        &kdlt_admin,
        json!({"key": "name", "value": "stina", "reason": "CURIOSITY"}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "reason", "{refused}");
}

#[tokio::test]
async fn the_lead_list_shows_the_working_coordinates_country() {
    let (admin, _) = stack_common::sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let serial = chrono::Utc::now().timestamp_subsec_micros() % 1000;
    let swedish_pni = stack_common::swedish_pni(&format!("750505{serial:03}"));
    let mut created = Vec::new();
    for (country, pni) in [("SE", swedish_pni.as_str()), ("NO", "01019012480")] {
        let (status, lead) = send(post(
            "/lead/create",
            &admin,
            json!({"source": "DIRECT", "country": country,
                   "create_source": {"type": "manual", "error": null},
                   "data": {"applicant": {"pni": pni, "first_name": "Landa", "last_name": "Koordinat"},
                            "co_applicant": null}}),
        ))
        .await;
        assert_eq!(status, 201, "{lead}");
        created.push(lead["lead_id"].clone());
    }
    let listed_in = |zoordinate: Option<&'static str>| {
        let mut request = get("/lead/list?limit=50", &admin);
        if let Some(code) = zoordinate {
            request = request.header("x-zoordinates", code);
        }
        async move {
            let (status, page) = send(request).await;
            assert_eq!(status, 200, "{page}");
            let items = page["items"].as_array().unwrap().clone();
            assert!(
                items
                    .iter()
                    .all(|lead| lead["country"] == zoordinate.map_or("SE", |code| &code[2..4])),
                "{page}"
            );
            items
                .iter()
                .map(|lead| lead["lead_id"].clone())
                .collect::<Vec<_>>()
        }
    };
    // Sweden: the admin's first coordinate, and MOSESTFTSA named.
    for zoordinate in [None, Some("MOSESTFTSA")] {
        let ids = listed_in(zoordinate).await;
        assert!(
            ids.contains(&created[0]) && !ids.contains(&created[1]),
            "{zoordinate:?}"
        );
    }
    let norway = listed_in(Some("MONOSTFTSA")).await;
    assert!(norway.contains(&created[1]) && !norway.contains(&created[0]));
}

#[tokio::test]
async fn the_services_refusals_read_in_the_language_asked_for() {
    let (kdlt_admin, _) =
        stack_common::sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, _) = stack_common::sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;

    // core: a lead that does not exist.
    let (status, body) = send(
        get("/lead/get/987654321", &advisor).header("Accept-Language", "sv-SE,sv;q=0.9,en;q=0.5"),
    )
    .await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["detail"], "Leadet hittades inte");

    // kdlt: a personal id that fails its check digit, with the reason nested in the text.
    let invalid = json!({"country": "SE", "pni": "19900101-0000", "first_name": "Kari",
                         "last_name": "Nordmann"});
    let (status, body) = send(
        post("/customer/create", &kdlt_admin, invalid.clone()).header("Accept-Language", "nb"),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "pni");
    let detail = body["detail"].as_str().unwrap();
    assert!(
        !detail.contains("invalid") && !detail.contains("check digit"),
        "{detail}"
    );
    let (_, english) = send(post("/customer/create", &kdlt_admin, invalid)).await;
    assert_eq!(
        english["detail"],
        "invalid SE personal id: the check digit does not match"
    );

    // The gateway's own refusal: a body field out of its bounds.
    let (status, body) =
        send(get("/application/get/recent?limit=0", &advisor).header("Accept-Language", "sv"))
            .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["detail"].as_str().unwrap().starts_with("Måste vara"),
        "{body}"
    );
}
