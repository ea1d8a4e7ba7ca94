//! End-to-end API tests against the running local stack: gateway, core, notifications,
//! messaging and the sandbox mail sink. Enabled with `--features full-stack-tests` once the
//! stack is up (`ZRM_TEST_GATEWAY_URL`, `ZRM_TEST_SANDBOX_URL`: see `stack_common`). Each test signs in a different demo user so they can run in
//! parallel without reading each other's one-time codes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

use crate::stack_common::{
    customer_id_of, full_name, gateway, get, http, mailed_code, multipart, post, send,
    sign_in_staff, swedish_pni,
};

#[tokio::test]
async fn sign_in_me_and_logout() {
    let email = "maja.team@zrm.example";
    let (status, body) = send(
        http()
            .post(format!("{}/employee/login", gateway()))
            .json(&json!({"email": email, "password": "wrong"})),
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Wrong username or password");

    let since = chrono::Utc::now() - chrono::Duration::seconds(1);
    let (_, challenge) = send(
        http()
            .post(format!("{}/employee/login", gateway()))
            .json(&json!({"email": email, "password": "demo-team-1"})),
    )
    .await;
    let code = mailed_code(email, since).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let validate = |otp: &str| {
        http()
            .post(format!("{}/employee/login/validate", gateway()))
            .json(&json!({"session_id": challenge["session_id"], "otp": otp}))
    };
    let (status, body) = send(validate(wrong)).await;
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Invalid or expired one-time code");
    let (status, signed_in) = send(validate(&code)).await;
    assert_eq!(status, 200, "{signed_in}");
    let (status, _) = send(validate(&code)).await;
    assert_eq!(status, 401, "codes are single-use");

    let token = signed_in["token"].as_str().unwrap();
    assert_eq!(signed_in["user"]["email"], email);
    assert!(
        signed_in["user"]["roles"]
            .as_array()
            .unwrap()
            .iter()
            .any(|role| role == "team-lead")
    );
    let (status, me) = send(
        http()
            .get(format!("{}/employee/me", gateway()))
            .bearer_auth(token),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(me["email"], email);
    let (status, page) = send(
        http()
            .get(format!(
                "{}/employee/all?page=1&limit=5&without_deactivated=true",
                gateway()
            ))
            .bearer_auth(token),
    )
    .await;
    assert_eq!(status, 200);
    assert!(page["total"].as_u64().unwrap() >= 4);
    assert!(page["items"].as_array().unwrap().len() <= 5);

    let (status, _) = send(
        http()
            .post(format!("{}/auth/logout", gateway()))
            .bearer_auth(token),
    )
    .await;
    assert_eq!(status, 204);
    let (status, body) = send(
        http()
            .get(format!("{}/employee/me", gateway()))
            .bearer_auth(token),
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Token revoked");
}

#[tokio::test]
async fn leads_create_get_reprocess_list_and_validation() {
    let (token, _) = sign_in_staff("anna.online@zrm.example", "demo-online-1").await;
    let lead = json!({
        "source": "ONLINE_LEAD", "country": "SE",
        "create_source": {"type": "online_form", "error": null},
        "data": {"applicant": {"pni": "198112289874", "first_name": "Anna", "last_name": "Svensson"}, "co_applicant": null}
    });
    let (status, created) = send(
        http()
            .post(format!("{}/lead/create", gateway()))
            .bearer_auth(&token)
            .json(&lead),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["data"]["applicant"]["pni"], "19811228-9874");
    assert!(created["assignee"].is_null());
    let id = created["lead_id"].as_i64().unwrap();

    let (status, fetched) = send(
        http()
            .get(format!("{}/lead/get/{id}", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(fetched["lead_id"], id);
    let (status, page) = send(
        http()
            .get(format!("{}/lead/list?page=1&limit=50", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["lead_id"] == id),
        "newest first"
    );

    let mut invalid = lead.clone();
    invalid["data"]["applicant"]["pni"] = json!("198112289875");
    let (status, body) = send(
        http()
            .post(format!("{}/lead/create", gateway()))
            .bearer_auth(&token)
            .json(&invalid),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "data.applicant.pni");

    // Anna is an online admin: the lead passes its intake checks again; an unknown id fails.
    let (status, results) = send(
        http()
            .post(format!("{}/lead/reprocess-submissions", gateway()))
            .bearer_auth(&token)
            .json(&json!({"lead_ids": [id, 999_999_999_999_i64]})),
    )
    .await;
    assert_eq!(status, 200, "{results}");
    assert_eq!(
        results,
        json!([
            {"lead_id": id, "status": "reprocessed", "error": null},
            {"lead_id": 999_999_999_999_i64, "status": "failed", "error": "Lead not found"},
        ])
    );

    let (status, _) = send(
        http()
            .get(format!("{}/lead/get/999999999999", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 404);
    let (status, body) = send(
        http()
            .get(format!("{}/lead/get/abc", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "id");

    // Handled, then not handled again; each only once.
    let (status, handled) = send(post(&format!("/lead/handle/{id}"), &token, json!({}))).await;
    assert_eq!(status, 200, "{handled}");
    assert_eq!(handled["handled"], true);
    let (status, twice) = send(post(&format!("/lead/handle/{id}"), &token, json!({}))).await;
    assert_eq!(status, 409, "{twice}");
    assert_eq!(twice["detail"], "The lead is handled already");
    let (status, reopened) = send(post(&format!("/lead/unhandle/{id}"), &token, json!({}))).await;
    assert_eq!(status, 200, "{reopened}");
    assert_eq!(reopened["handled"], false);
}

#[tokio::test]
async fn assigning_a_lead_notifies_the_assignee_live() {
    let (erik_token, erik) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (admin_token, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, ws) = send(
        http()
            .get(format!("{}/notification/ws-token", gateway()))
            .bearer_auth(&erik_token),
    )
    .await;
    assert_eq!(status, 200);
    let ws_url = format!(
        "{}/notification/ws?token={}",
        gateway().replacen("http", "ws", 1),
        ws["token"].as_str().unwrap()
    );
    let (mut socket, _) = tokio_tungstenite::connect_async(ws_url).await.unwrap();

    let lead = json!({
        "source": "ONLINE_LEAD", "country": "SE",
        "create_source": {"type": "online_form", "error": null},
        "data": {"applicant": {"pni": "198112289874", "first_name": "Anna", "last_name": "Svensson"}}
    });
    let (_, created) = send(
        http()
            .post(format!("{}/lead/create", gateway()))
            .bearer_auth(&admin_token)
            .json(&lead),
    )
    .await;
    let id = created["lead_id"].as_i64().unwrap();
    let (status, assigned) = send(
        http()
            .post(format!("{}/lead/assign/{id}", gateway()))
            .bearer_auth(&admin_token)
            .json(&json!({"assignee_id": erik["user_id"]})),
    )
    .await;
    assert_eq!(status, 200, "{assigned}");
    assert_eq!(assigned["assignee"]["user_id"], erik["user_id"]);

    let frame = loop {
        let message = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a push")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = message {
            let frame: Value = serde_json::from_str(text.as_str()).unwrap();
            if frame["notification"]["data"]["lead_id"] == id {
                break frame;
            }
        }
    };
    assert_eq!(frame["kind"], "notification");
    assert_eq!(frame["notification"]["type"], "lead_assigned");
    let notification_id = frame["notification"]["notification_id"].clone();

    let (status, mine) = send(
        http()
            .get(format!("{}/lead/list/mine?include_handled=true", gateway()))
            .bearer_auth(&erik_token),
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        mine["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["lead_id"] == id)
    );
    let (status, list) = send(
        http()
            .get(format!("{}/notification/list?limit=50", gateway()))
            .bearer_auth(&erik_token),
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        list["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["notification_id"] == notification_id)
    );
    let (status, acknowledged) = send(
        http()
            .post(format!("{}/notification/acknowledge", gateway()))
            .bearer_auth(&erik_token)
            .json(&json!({"notification_ids": [notification_id], "action": "read"})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(acknowledged["updated"], 1);
}

#[tokio::test]
async fn bank_partner_signs_in_on_the_bank_platform_only() {
    let email = "partner@bank.example";
    // Not on the employee platform, and staff not on the bank platform: both look like wrong
    // credentials.
    let (status, body) = send(
        http()
            .post(format!("{}/employee/login", gateway()))
            .json(&json!({"email": email, "password": "demo-bank-1"})),
    )
    .await;
    assert_eq!(status, 401, "{body}");
    assert_eq!(body["detail"], "Wrong username or password");

    let since = chrono::Utc::now() - chrono::Duration::seconds(1);
    let (status, challenge) = send(
        http()
            .post(format!("{}/bank/login", gateway()))
            .json(&json!({"username": email, "password": "demo-bank-1"})),
    )
    .await;
    assert_eq!(status, 200, "{challenge}");
    assert_eq!(challenge["otp_required"], true);
    assert!(challenge["expires_at"].is_string());
    let code = mailed_code(email, since).await;
    let (status, signed_in) = send(
        http()
            .post(format!("{}/bank/login/validate", gateway()))
            .json(&json!({"session_id": challenge["session_id"], "otp": code})),
    )
    .await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["user"]["email"], email);
    assert_eq!(signed_in["user"]["name"], "Karin Berg");
    assert_eq!(
        signed_in["user"]["banks"],
        json!([{"country": "SE", "product": "mortgage", "bank_id": 1}])
    );
    let token = signed_in["token"].as_str().unwrap();

    // A bank-platform token is not a staff token.
    let (status, body) = send(
        http()
            .get(format!("{}/lead/list", gateway()))
            .bearer_auth(token),
    )
    .await;
    assert!(
        status == StatusCode::UNAUTHORIZED || status == StatusCode::FORBIDDEN,
        "{status} {body}"
    );
}

/// Core decides the sign-in rules; the gateway forwards its field and message (the platform's own
/// field name included) as a 400 with the error body.
#[tokio::test]
async fn sign_in_input_is_checked_by_core_with_the_form_field_named() {
    let (status, body) = send(
        http()
            .post(format!("{}/employee/login", gateway()))
            .json(&json!({"email": "not-an-email", "password": "x"})),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "email");
    assert_eq!(body["detail"], "Must be a valid email");
    assert!(body["request_id"].is_string(), "{body}");
    let (status, body) = send(
        http()
            .post(format!("{}/bank/login", gateway()))
            .json(&json!({"password": "x"})),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "username");
    assert_eq!(body["detail"], "Username is required");
    let (status, body) = send(
        http()
            .post(format!("{}/employee/login/validate", gateway()))
            .json(&json!({"session_id": "s", "otp": "12345"})),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "otp");
    assert_eq!(body["detail"], "OTP must be 6 to 8 characters");
}

#[tokio::test]
async fn readiness_is_green_on_a_running_stack() {
    let (status, body) = send(http().get(format!("{}/readyz", gateway()))).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["status"], "ready");
}

#[tokio::test]
async fn customers_are_registered_found_and_changed_by_the_customer_roles_only() {
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    // A personal id of its own per run: the test stack's database lives for the whole run.
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let pni = swedish_pni(&format!("850101{serial:03}"));
    let (status, created) = send(post(
        "/customer/create",
        &admin,
        json!({"country": "SE", "pni": pni, "first_name": "Eva", "last_name": "Testsson",
               "phone_number": "+46701234567", "email": "Eva.Testsson@Example.se"}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["customer_id"].as_i64().unwrap();

    let (status, again) = send(post(
        "/customer/create",
        &admin,
        json!({"country": "SE", "pni": pni, "first_name": "Eva", "last_name": "Testsson"}),
    ))
    .await;
    assert_eq!(status, 409, "{again}");

    let (status, bad) = send(post(
        "/customer/create",
        &admin,
        json!({"country": "SE", "pni": "19850101-0000", "first_name": "Eva", "last_name": "T"}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), bad["field"].as_str()),
        (400, Some("pni")),
        "{bad}"
    );

    let (status, updated) = send(post(
        "/customer/update",
        &admin,
        json!({"customer_id": id, "last_name": "Berg", "phone_number": ""}),
    ))
    .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["last_name"], "Berg");
    assert_eq!(updated["phone_number"], Value::Null);

    let (status, found) = send(post(
        "/customer/search?page=1&limit=25",
        &admin,
        json!({"key": "email", "value": "eva.testsson@example.se", "reason": "CUSTOMER_CONTACT"}),
    ))
    .await;
    assert_eq!(status, 200, "{found}");
    assert!(
        found["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["customer_id"] == id)
    );

    let (status, fetched) = send(post("/customer/get", &admin, json!({"customer_id": id}))).await;
    assert_eq!((status.as_u16(), &fetched["pni"]), (200, &created["pni"]));

    let (status, _) = send(post("/customer/get", &advisor, json!({"customer_id": id}))).await;
    assert_eq!(status, 403);

    // Any staff member may look up a name.
    let (status, name) = send(
        http()
            .get(format!("{}/customer/name/{id}", gateway()))
            .bearer_auth(&advisor),
    )
    .await;
    assert_eq!(
        (status.as_u16(), &name["last_name"]),
        (200, &json!("Berg")),
        "{name}"
    );
    let (status, by_pni) = send(post(
        "/customer/name/by-pni",
        &advisor,
        json!({"pni": pni.replace('-', "")}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &by_pni["customer_id"]),
        (200, &json!(id)),
        "{by_pni}"
    );
}

/// The customer with this personal id: registered now, or found when an earlier test of this
/// stack's run registered it.
#[tokio::test]
async fn checks_run_against_the_simulators_and_export_and_erasure_are_for_data_admins() {
    let (kdlt_admin, jonas) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let jonas_name = json!(full_name(&jonas));
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let se = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(&format!("920202{serial:03}")),
               "first_name": "Karl", "last_name": "Kontroll"}),
    )
    .await;
    // The debt register's fixture person with debt at two creditors.
    let no = customer_id_of(
        &kdlt_admin,
        json!({"country": "NO", "pni": "14842249091", "first_name": "Kari", "last_name": "Nordmann"}),
    )
    .await;

    for (path, outcomes) in [
        ("/customer/id-check", &["verified"][..]),
        (
            "/customer/credit-check",
            &["approved", "declined", "manual_review"][..],
        ),
        ("/customer/pep-check", &["clear", "hit"][..]),
    ] {
        let (status, check) = send(post(path, &kdlt_admin, json!({"customer_id": se}))).await;
        assert_eq!(status, 200, "{path}: {check}");
        assert_eq!(check["status"], "completed", "{path}: {check}");
        assert!(
            outcomes.contains(&check["outcome"].as_str().unwrap()),
            "{path}: {check}"
        );
    }
    let (status, refused) = send(post(
        "/customer/externally-verified-credits",
        &kdlt_admin,
        json!({"customer_id": no}),
    ))
    .await;
    assert_eq!(status, 409, "no consent yet: {refused}");
    let (status, consents) = send(post(
        "/customer/update_consents",
        &kdlt_admin,
        json!({"customer_id": no, "debt_register": true, "email_marketing": true}),
    ))
    .await;
    assert_eq!(status, 200, "{consents}");
    assert_eq!(consents["debt_register"]["given"], true);
    let (status, debt) = send(post(
        "/customer/externally-verified-credits",
        &kdlt_admin,
        json!({"customer_id": no}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &debt["outcome"]),
        (200, &json!("debt_found")),
        "{debt}"
    );
    assert!(
        debt["result"]["loans"].as_array().unwrap().len() >= 2,
        "{debt}"
    );

    let (status, history) = send(get(&format!("/customer/checks/{se}?limit=5"), &kdlt_admin)).await;
    assert_eq!(status, 200, "{history}");
    assert!(history["total"].as_u64().unwrap() >= 3);
    // Staff read who ran a check by name; the id stays beside it.
    assert_eq!(history["items"][0]["requested_by"], jonas["user_id"]);
    assert_eq!(history["items"][0]["requested_by_name"], jonas_name);

    let (status, blocked) = send(post(
        "/customer/block",
        &kdlt_admin,
        json!({"customer_id": se, "reason": "Asked for no contact"}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &blocked["block_reason"]),
        (200, &json!("Asked for no contact"))
    );
    let (status, contact) = send(post(
        "/customer/blocks-checks",
        &advisor,
        json!({"customer_id": se}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &contact["may_contact"]),
        (200, &json!(false)),
        "{contact}"
    );

    let (status, audit) = send(get(&format!("/customer/audit/{se}"), &kdlt_admin)).await;
    assert_eq!(status, 200, "{audit}");
    assert_eq!(audit["items"][0]["action"], "blocked");
    assert_eq!(audit["items"][0]["actor_name"], jonas_name);

    let (status, _) = send(get(&format!("/customer/export/{se}"), &advisor)).await;
    assert_eq!(status, 403);
    let response = get(&format!("/customer/export/{se}"), &kdlt_admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(&format!("customer-{se}.json"))
    );
    let document: Value = response.json().await.unwrap();
    assert_eq!(document["customer"]["customer_id"], se);

    let (status, _) = send(post(
        "/customer/delete",
        &advisor,
        json!({"customer_id": se}),
    ))
    .await;
    assert_eq!(status, 403);
    let (status, erased) = send(post(
        "/customer/delete",
        &kdlt_admin,
        json!({"customer_id": se}),
    ))
    .await;
    assert_eq!(status, 200, "{erased}");
    assert!(erased["erased_at"].is_string() && erased["first_name"] == "");
    let (status, again) = send(post(
        "/customer/delete",
        &kdlt_admin,
        json!({"customer_id": se}),
    ))
    .await;
    assert_eq!(status, 409, "{again}");

    let (status, types) = send(get("/customer/housing-types/NO?language=nb", &advisor)).await;
    assert_eq!(status, 200, "{types}");
    assert!(
        types["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["label"] == "Borettslag")
    );
    let (status, bad) = send(get("/customer/housing-types/DK", &advisor)).await;
    assert_eq!(
        (status.as_u16(), &bad["field"]),
        (400, &json!("country")),
        "{bad}"
    );
}

#[tokio::test]
async fn documents_are_uploaded_downloaded_and_attached_through_the_gateway() {
    let (kdlt_admin, jonas) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let customer = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(&format!("930303{serial:03}")),
               "first_name": "Dora", "last_name": "Dokument"}),
    )
    .await;
    let mut content = b"%PDF-1.7\n".to_vec();
    content.extend((0..600_000u32).map(|i| (i % 253) as u8));
    let upload = |token: &str, query: &[(&str, &str)], file: (&str, &str, &[u8])| {
        let (content_type, body) = multipart(&[], file);
        http()
            .post(format!("{}/document/save", gateway()))
            .query(query)
            .bearer_auth(token)
            .header("content-type", content_type)
            .body(body)
    };
    let id = customer.to_string();
    let fields = [("customer_id", id.as_str()), ("document_type", "payslip")];
    let (status, saved) = send(upload(
        &kdlt_admin,
        &fields,
        ("lön oktober.pdf", "application/pdf", &content),
    ))
    .await;
    assert_eq!(status, 201, "{saved}");
    assert_eq!(saved["size_bytes"], content.len());
    let document = saved["document_id"].as_i64().unwrap();

    let (status, _) = send(upload(
        &advisor,
        &fields,
        ("a.pdf", "application/pdf", &content),
    ))
    .await;
    assert_eq!(status, 403);
    let (status, bad) = send(upload(
        &kdlt_admin,
        &fields,
        ("a.png", "image/png", &content),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &bad["field"]),
        (400, &json!("file")),
        "{bad}"
    );
    let (status, bad) = send(upload(
        &kdlt_admin,
        &fields,
        ("empty.pdf", "application/pdf", b""),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &bad["field"]),
        (400, &json!("file")),
        "{bad}"
    );
    let (status, bad) = send(upload(
        &kdlt_admin,
        &[("customer_id", id.as_str()), ("document_type", "selfie")],
        ("a.pdf", "application/pdf", &content),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), &bad["field"]),
        (400, &json!("document_type")),
        "{bad}"
    );

    let (content_type, body) = multipart(&[("note", "x")], ("a.pdf", "application/pdf", &content));
    let (status, bad) = send(
        http()
            .post(format!("{}/document/save", gateway()))
            .query(&fields)
            .bearer_auth(&kdlt_admin)
            .header("content-type", content_type)
            .body(body),
    )
    .await;
    assert_eq!(
        (status.as_u16(), &bad["field"]),
        (400, &json!("file")),
        "{bad}"
    );

    let response = http()
        .get(format!("{}/document/get/{customer}/{document}", gateway()))
        .bearer_auth(&kdlt_admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert!(
        response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("attachment")
    );
    assert_eq!(response.bytes().await.unwrap().as_ref(), content.as_slice());

    let (status, attached) = send(
        http()
            .post(format!("{}/document/attach/MOSE1001", gateway()))
            .bearer_auth(&kdlt_admin)
            .json(&json!({"customer_id": customer, "document_id": document})),
    )
    .await;
    assert_eq!(
        (status.as_u16(), &attached["application_id"]),
        (200, &json!("MOSE1001")),
        "{attached}"
    );
    let (status, listed) = send(
        http()
            .get(format!("{}/document/attached/MOSE1001", gateway()))
            .bearer_auth(&kdlt_admin),
    )
    .await;
    assert_eq!(status, 200, "{listed}");
    assert!(
        listed["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["document_id"] == document)
    );
    let (status, mine) = send(
        http()
            .get(format!("{}/document/list/{customer}?limit=5", gateway()))
            .bearer_auth(&kdlt_admin),
    )
    .await;
    assert_eq!(
        (status.as_u16(), mine["total"].as_u64()),
        (200, Some(1)),
        "{mine}"
    );
    assert_eq!(
        mine["items"][0]["uploaded_by_name"],
        json!(full_name(&jonas))
    );
    let (status, types) = send(
        http()
            .get(format!("{}/document/types?language=sv", gateway()))
            .bearer_auth(&advisor),
    )
    .await;
    assert_eq!(status, 200, "{types}");
    assert!(
        types["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["label"] == "Lönespecifikation")
    );
}

#[tokio::test]
async fn an_advisor_creates_and_works_an_application_for_customers_of_the_register() {
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    // Anna, not Erik: the run signs Erik in often, and sign-ins per account are limited.
    let (advisor, anna) = sign_in_staff("anna.online@zrm.example", "demo-online-1").await;
    let (team_lead, maja) = sign_in_staff("maja.team@zrm.example", "demo-team-1").await;
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let main = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(&format!("760101{serial:03}")),
               "first_name": "Maria", "last_name": "Ansökan"}),
    )
    .await;
    let co = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(&format!("770101{serial:03}")),
               "first_name": "Per", "last_name": "Ansökan"}),
    )
    .await;

    // An applicant who is not a customer is a 404 naming the place; one person twice a 409.
    let (status, refused) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 2500000,
               "main_applicant": main, "co_applicant": 999999999}),
    ))
    .await;
    assert_eq!(status, 404, "{refused}");
    assert_eq!(
        refused["detail"],
        "Customer 999999999 (applicants[1]) is not in the customer register"
    );
    let (status, twice) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "main_applicant": main, "guarantors": [main]}),
    ))
    .await;
    assert_eq!(status, 409, "{twice}");

    let (status, created) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 2500000,
               "main_applicant": main, "co_applicant": co}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let reference = created["application_id"].as_str().unwrap().to_owned();
    assert!(reference.starts_with("MOSE"), "{reference}");
    assert_eq!(created["substatus"], "DRAFT");
    assert_eq!(created["status"], "ACTIVE");
    assert_eq!(created["assignee"]["user_id"], anna["user_id"]);
    assert_eq!(created["applicants"][0]["customer"]["first_name"], "Maria");
    assert!(created["applicants"][0]["customer"]["pni"].is_null());

    // One read shows the personal ids; the same number in Norway names nothing.
    let (status, read) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200, "{read}");
    assert!(
        read["applicants"][0]["customer"]["pni"]
            .as_str()
            .unwrap()
            .starts_with("1976")
    );
    let norwegian = reference.replacen("MOSE", "MONO", 1);
    let (status, _) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": norwegian}),
    ))
    .await;
    assert_eq!(status, 404);

    // Incomes: a line of someone not on it names the line; Maria's salary (monthly) and Per's
    // pension (yearly) make a monthly total in Sweden.
    let (status, refused) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": created["version"],
               "incomes": [{"customer_id": 999999999, "kind": "SALARY", "amount": 30000}]}),
    ))
    .await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        refused["detail"],
        "Customer 999999999 (incomes[0]) is not an applicant of this application"
    );
    let (status, with_incomes) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": created["version"],
               "incomes": [{"customer_id": main, "kind": "SALARY", "amount": 40000},
                           {"customer_id": co, "kind": "PENSION", "yearly_amount": 180000}]}),
    ))
    .await;
    assert_eq!(status, 200, "{with_incomes}");
    assert_eq!(with_incomes["income_total"], 55000);
    assert_eq!(with_incomes["incomes"][1]["monthly"], 15000);
    assert_eq!(with_incomes["incomes"][0]["yearly"], 480000);
    let created = with_incomes;

    // DRAFT → COMPLETE with a new amount; then an edit from the old version is a 409.
    let (status, completed) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": created["version"], "substatus": "COMPLETE", "mortgage_loan_amount": 3000000}),
    ))
    .await;
    assert_eq!(status, 200, "{completed}");
    assert_eq!(completed["substatus"], "COMPLETE");
    assert_eq!(completed["loan"]["mortgage_loan_amount"], 3000000);
    let (status, stale) = send(post(
        &format!("/application/update/{reference}"),
        &team_lead,
        json!({"version": created["version"], "mortgage_loan_amount": 1000000}),
    ))
    .await;
    assert_eq!(status, 409, "{stale}");
    assert!(
        stale["detail"]
            .as_str()
            .unwrap()
            .contains("changed by someone else"),
        "{stale}"
    );
    let (status, skipped) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": completed["version"], "substatus": "DISBURSED"}),
    ))
    .await;
    assert_eq!(status, 409, "{skipped}");

    // Assigned to Maja; her list has it, the table filters by substatus.
    let (status, assigned) = send(post(
        &format!("/application/assign/{reference}"),
        &advisor,
        json!({"assignee_id": maja["user_id"]}),
    ))
    .await;
    assert_eq!(status, 200, "{assigned}");
    let (status, mine) = send(get("/application/get/mine?limit=5", &team_lead)).await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["items"][0]["application_id"], json!(reference));
    let (status, complete) = send(
        post(
            "/application/search2",
            &advisor,
            json!({"substatuses": ["COMPLETE"], "statuses": ["ACTIVE"]}),
        )
        .query(&[("limit", "50")]),
    )
    .await;
    assert_eq!(status, 200, "{complete}");
    let items = complete["items"].as_array().unwrap();
    assert!(items.iter().all(|a| a["substatus"] == "COMPLETE"));
    assert!(
        items
            .iter()
            .any(|a| a["application_id"] == json!(reference))
    );

    // A comment, by name, newest first; a blank one names the field.
    let (status, comment) = send(post(
        &format!("/application/comment/{reference}"),
        &team_lead,
        json!({"comment": "  The customer sends payslips tomorrow "}),
    ))
    .await;
    assert_eq!(status, 201, "{comment}");
    assert_eq!(comment["comment"], "The customer sends payslips tomorrow");
    assert_eq!(comment["author_name"], json!(full_name(&maja)));
    let (status, blank) = send(post(
        &format!("/application/comment/{reference}"),
        &team_lead,
        json!({"comment": "   "}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), blank["field"].as_str()),
        (400, Some("comment")),
        "{blank}"
    );
    let (status, comments) =
        send(get(&format!("/application/comment/{reference}"), &advisor)).await;
    assert_eq!(status, 200, "{comments}");
    assert_eq!(comments["total"], 1);

    // The form's lists, labelled in the language asked.
    let (status, types) = send(get("/application/loan-types/NO?language=nb", &advisor)).await;
    assert_eq!(status, 200, "{types}");
    assert_eq!(
        types["items"][1],
        json!({"value": "new_loan", "label": "Nytt boliglån"})
    );
    let (status, reasons) = send(get("/application/deactivation-reasons", &advisor)).await;
    assert_eq!(status, 200, "{reasons}");
    assert_eq!(reasons["items"][0]["value"], "customer_withdrew");
    let (status, _) = send(get("/application/loan-types/DK", &advisor)).await;
    assert_eq!(status, 400);

    // The history: every change, newest first, by name.
    let (status, events) = send(get(
        &format!("/application/get_app_events/{reference}"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{events}");
    let kinds: Vec<&str> = events["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|event| event["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "commented",
            "assigned",
            "status_changed",
            "updated",
            // The incomes.
            "updated",
            "created"
        ]
    );
    assert_eq!(events["items"][0]["actor_name"], json!(full_name(&maja)));
    assert_eq!(events["items"][1]["actor_name"], json!(full_name(&anna)));
    assert_eq!(
        events["items"][2]["detail"],
        json!({"old": "DRAFT", "new": "COMPLETE"})
    );

    // Four eyes: Maja asks for a deactivation; she may not review (not a mortgage admin), a
    // second request waits behind hers, and Anna (mortgage admin) approves it.
    let (status, unknown) = send(post(
        &format!("/application/deactivate/{reference}"),
        &team_lead,
        json!({"reason": "bored"}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), unknown["field"].as_str()),
        (400, Some("reason")),
        "{unknown}"
    );
    let (status, asked) = send(post(
        &format!("/application/deactivate/{reference}"),
        &team_lead,
        json!({"reason": "duplicate", "note": " Same as the one from March "}),
    ))
    .await;
    assert_eq!(status, 201, "{asked}");
    assert_eq!(asked["state"], "PENDING");
    assert_eq!(asked["note"], "Same as the one from March");
    assert_eq!(asked["requested_by_name"], json!(full_name(&maja)));
    let (status, again) = send(post(
        &format!("/application/deactivate/{reference}"),
        &advisor,
        json!({"reason": "no_contact"}),
    ))
    .await;
    assert_eq!(status, 409, "{again}");
    assert_eq!(
        again["detail"],
        "A deactivation of this application is already waiting for review"
    );
    let review = format!(
        "/application/deactivation_reviews/mortgage/{}",
        asked["request_id"]
    );
    let (status, _) = send(post(&review, &team_lead, json!({"decision": "APPROVE"}))).await;
    assert_eq!(status, 403);
    let (status, inbox) = send(post(
        "/application/deactivation_reviews/mortgage",
        &advisor,
        json!({}),
    ))
    .await;
    assert_eq!(status, 200, "{inbox}");
    assert!(
        inbox["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["request_id"] == asked["request_id"]
                && item["application_id"] == json!(reference))
    );
    let (status, approved) = send(post(&review, &advisor, json!({"decision": "APPROVE"}))).await;
    assert_eq!(status, 200, "{approved}");
    assert_eq!(approved["state"], "APPROVED");
    assert_eq!(approved["reviewed_by_name"], json!(full_name(&anna)));
    let (status, read) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["status"], "DEACTIVATED");
    assert_eq!(read["deactivation"]["reason"], "duplicate");
    assert_eq!(
        read["deactivation"]["requested_by_name"],
        json!(full_name(&maja))
    );
    let (status, reactivated) = send(post(
        "/application/reactivate",
        &team_lead,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200, "{reactivated}");
    assert_eq!(reactivated["status"], "ACTIVE");

    // Anna's own request cannot be approved by Anna.
    let (status, own) = send(post(
        &format!("/application/deactivate/{reference}"),
        &advisor,
        json!({"reason": "customer_withdrew"}),
    ))
    .await;
    assert_eq!(status, 201, "{own}");
    let (status, refused) = send(post(
        &format!(
            "/application/deactivation_reviews/mortgage/{}",
            own["request_id"]
        ),
        &advisor,
        json!({"decision": "APPROVE"}),
    ))
    .await;
    assert_eq!(status, 403, "{refused}");
    assert!(
        refused["detail"].as_str().unwrap().contains("your own"),
        "{refused}"
    );
    // Banks and offers: the catalogue, sending to two Swedish banks, an offer each, one accepted,
    // then disbursed; the bank follows.
    let (status, banks) = send(get("/bank/all?country=SE", &advisor)).await;
    assert_eq!(status, 200, "{banks}");
    assert!(
        banks["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|bank| bank["country"] == "SE")
    );
    let (status, integrations) = send(post(
        "/bank/get_integrations",
        &advisor,
        json!({"bank_id": 6}),
    ))
    .await;
    assert_eq!(status, 200, "{integrations}");
    assert_eq!(integrations["items"][0]["active"], false);
    let (status, inactive) = send(post(
        &format!("/application/send_to_banks/{reference}"),
        &advisor,
        json!({"bank_ids": [6]}),
    ))
    .await;
    assert_eq!(status, 409, "{inactive}");
    let (status, sent) = send(post(
        &format!("/application/send_to_banks/{reference}"),
        &advisor,
        json!({"bank_ids": [1, 5]}),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(sent["banks"][0]["bank_status"], "NEW");
    assert_eq!(sent["banks"][0]["sent_by_name"], json!(full_name(&anna)));
    // Swedbank too: a comment goes to it, a document not on the application does not, then the
    // application is withdrawn from it and it takes nothing more.
    let (status, _) = send(post(
        &format!("/application/send_to_banks/{reference}"),
        &advisor,
        json!({"bank_ids": [3]}),
    ))
    .await;
    assert_eq!(status, 200);
    let (status, comment) = send(post(
        "/application/comment_to_bank",
        &advisor,
        json!({"application_id": reference, "bank_id": 3, "comment": " Valuation follows "}),
    ))
    .await;
    assert_eq!(status, 201, "{comment}");
    assert_eq!(
        (
            &comment["comment"],
            &comment["direction"],
            &comment["author_name"]
        ),
        (
            &json!("Valuation follows"),
            &json!("TO_BANK"),
            &json!(full_name(&anna))
        )
    );
    let (status, unknown) = send(post(
        "/application/document_to_bank",
        &advisor,
        json!({"application_id": reference, "bank_id": 3, "customer_id": main, "document_id": 999999999}),
    ))
    .await;
    assert_eq!(status, 404, "{unknown}");
    let (status, blank) = send(post(
        "/application/cancel",
        &advisor,
        json!({"application_id": reference, "bank_id": 3, "reason": "  "}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), blank["field"].as_str()),
        (400, Some("reason")),
        "{blank}"
    );
    let (status, withdrawn) = send(post(
        "/application/cancel",
        &advisor,
        json!({"application_id": reference, "bank_id": 3, "reason": "Swedbank wants a higher deposit"}),
    ))
    .await;
    assert_eq!(status, 200, "{withdrawn}");
    let swedbank = withdrawn["banks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|bank| bank["bank_id"] == 3)
        .unwrap();
    assert_eq!(swedbank["bank_status"], "CANCELLED");
    let (status, closed) = send(post(
        "/application/comment_to_bank",
        &advisor,
        json!({"application_id": reference, "bank_id": 3, "comment": "One more thing"}),
    ))
    .await;
    assert_eq!(status, 409, "{closed}");
    assert_eq!(
        closed["detail"],
        "Swedbank no longer works on this application"
    );
    let (status, messages) = send(get(
        &format!("/application/bank_messages/{reference}?bank_id=3&limit=5"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{messages}");
    assert_eq!(messages["total"], 1);
    assert_eq!(messages["items"][0]["bank_name"], "Swedbank");
    let (status, bad) = send(post(
        &format!("/application/offer/{reference}"),
        &advisor,
        json!({"bank_id": 1, "amount": 2400000, "interest_rate_bp": 0, "term_months": 360}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), bad["field"].as_str()),
        (400, Some("interest_rate_bp")),
        "{bad}"
    );
    let mut offers = Vec::new();
    for (bank, rate) in [(1, 379), (5, 365)] {
        let (status, offer) = send(post(
            &format!("/application/offer/{reference}"),
            &advisor,
            json!({"bank_id": bank, "amount": 2400000, "interest_rate_bp": rate, "term_months": 360}),
        ))
        .await;
        assert_eq!(status, 201, "{offer}");
        offers.push(offer);
    }
    let (status, accepted) = send(post(
        "/application/accept_offer",
        &advisor,
        json!({"application_id": reference, "offer_id": offers[1]["offer_id"]}),
    ))
    .await;
    assert_eq!(status, 200, "{accepted}");
    let status_of = |found: &Value, bank: i64| {
        found["banks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["bank_id"] == bank)
            .map(|b| b["bank_status"].clone())
            .unwrap()
    };
    assert_eq!(status_of(&accepted, 5), "ACCEPTED");
    assert_eq!(status_of(&accepted, 1), "DECLINED");
    let (status, read) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["substatus"], "ACCEPTED");
    // Disbursing needs an approved AML review, which Maja (no mortgage admin, and the assignee)
    // cannot give; Anna does.
    let (status, unreviewed) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": read["version"], "substatus": "DISBURSED"}),
    ))
    .await;
    assert_eq!(status, 409, "{unreviewed}");
    assert_eq!(
        unreviewed["detail"],
        "Disbursement needs an approved AML review of the application"
    );
    let review = json!({"application_id": reference, "outcome": "APPROVED",
                        "note": "Salary and savings documented; no sanctions hit"});
    let (status, _) = send(post("/application/aml/review", &team_lead, review.clone())).await;
    assert_eq!(status, 403);
    let (status, reviewed) = send(post("/application/aml/review", &advisor, review)).await;
    assert_eq!(status, 201, "{reviewed}");
    assert_eq!(reviewed["reviewed_by_name"], json!(full_name(&anna)));
    let (status, reviews) = send(get(
        &format!("/application/aml/reviews/{reference}"),
        &team_lead,
    ))
    .await;
    assert_eq!(status, 200, "{reviews}");
    assert_eq!(reviews["items"][0]["outcome"], "APPROVED");
    let (status, disbursed) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": read["version"], "substatus": "DISBURSED"}),
    ))
    .await;
    assert_eq!(status, 200, "{disbursed}");
    let (status, found) = send(get(&format!("/application/banks/{reference}"), &advisor)).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(status_of(&found, 5), "DISBURSED");
    assert_eq!(found["offers"][0]["state"], "ACCEPTED");

    // Meetings: Anna books one on a Monday years ahead (08:00–15:00 Stockholm time), a second at
    // the same time is refused, the tables show it as the next meeting, the day's free slots
    // leave it out; cancelled, the time is free again.
    let hour = 7 + serial % 8;
    let start = format!("2031-01-06T{hour:02}:00:00Z");
    let end = format!("2031-01-06T{hour:02}:45:00Z");
    let (status, booked) = send(post(
        "/meeting/create",
        &advisor,
        json!({"application_id": reference, "start": start, "end": end, "kind": "VIDEO"}),
    ))
    .await;
    assert_eq!(status, 201, "{booked}");
    assert_eq!(booked["handler_name"], json!(full_name(&anna)));
    let (status, twice) = send(post(
        "/meeting/create",
        &advisor,
        json!({"application_id": reference, "start": start, "end": end, "kind": "PHONE"}),
    ))
    .await;
    assert_eq!(status, 409, "{twice}");
    assert!(
        twice["detail"]
            .as_str()
            .unwrap()
            .starts_with("The handler already has a meeting from"),
        "{twice}"
    );
    let (status, short) = send(post(
        "/meeting/create",
        &advisor,
        json!({"application_id": reference, "start": start, "end": start, "kind": "PHONE"}),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), short["field"].as_str()),
        (400, Some("end")),
        "{short}"
    );
    let (status, listed) = send(post(
        "/meeting/get",
        &advisor,
        json!({"application_ids": [reference], "with_handler_name": true}),
    ))
    .await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["items"][0]["meeting_id"], booked["meeting_id"]);
    let (status, table) = send(get("/application/get/mine?limit=50", &team_lead)).await;
    assert_eq!(status, 200, "{table}");
    let row = table["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["application_id"] == json!(reference))
        .unwrap();
    assert_eq!(row["next_meeting"]["handler_name"], json!(full_name(&anna)));
    let (status, slots) = send(get("/meeting/available/2031-01-06?country=SE", &advisor)).await;
    assert_eq!(status, 200, "{slots}");
    let taken = |slots: &Value| {
        slots["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|slot| slot["start"].as_str().unwrap().starts_with(&start[..13]))
    };
    assert!(!taken(&slots), "{slots}");
    let (status, cancelled) = send(
        http()
            .delete(format!(
                "{}/meeting/cancel/{}",
                gateway(),
                booked["meeting_id"]
            ))
            .bearer_auth(&advisor),
    )
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["cancelled"], true);
    let (_, slots) = send(get("/meeting/available/2031-01-06?country=SE", &advisor)).await;
    assert!(taken(&slots), "{slots}");

    // Everyone's meetings are for mortgage admins: Anna sees hers there, Maja may not look.
    let window = json!({"from": "2031-01-06T00:00:00Z", "to": "2031-01-07T00:00:00Z"});
    let (status, all) = send(post("/meeting/all", &advisor, window.clone())).await;
    assert_eq!(status, 200, "{all}");
    let (status, _) = send(post("/meeting/all", &team_lead, window)).await;
    assert_eq!(status, 403);

    // Anna works 13:00–15:00 that day: the free slots follow, the desk's day lists her, and a
    // desk she does not hold (mortgage in Norway) is refused.
    let (status, day) = send(post(
        "/schedule",
        &advisor,
        json!({"day": "2031-01-06", "product": "MO", "country": "SE", "working": true,
               "starts": "13:00", "ends": "15:00"}),
    ))
    .await;
    assert_eq!(status, 200, "{day}");
    assert_eq!(
        (day["starts"].as_str(), day["ends"].as_str()),
        (Some("13:00"), Some("15:00"))
    );
    let (_, slots) = send(get("/meeting/available/2031-01-06?country=SE", &advisor)).await;
    let starts: Vec<&str> = slots["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|slot| slot["start"].as_str().unwrap())
        .collect();
    assert_eq!(
        starts,
        ["2031-01-06T12:00:00Z", "2031-01-06T13:00:00Z"],
        "{slots}"
    );
    let (status, desk) = send(get("/schedule/2031-01-06/MO/SE?limit=50", &advisor)).await;
    assert_eq!(status, 200, "{desk}");
    assert!(
        desk["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|entry| entry["user_id"] == anna["user_id"] && entry["working"] == true),
        "{desk}"
    );
    let (status, refused) = send(post(
        "/schedule",
        &advisor,
        json!({"day": "2031-01-06", "product": "MO", "country": "NO", "working": false}),
    ))
    .await;
    assert_eq!(status, 403, "{refused}");
    let (status, refused) = send(post(
        "/schedule",
        &advisor,
        json!({"day": "2031-01-06", "product": "MO", "country": "SE", "working": true,
               "starts": "15:00", "ends": "13:00"}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "ends");

    // A lead converted: its people become applicants (the new one registered), the lead is
    // handled, and a second conversion is refused.
    let (status, lead) = send(post(
        "/lead/create",
        &advisor,
        json!({"source": "DIRECT", "country": "SE",
               "create_source": {"type": "manual", "error": null},
               "data": {"applicant": {"pni": swedish_pni(&format!("780101{serial:03}")),
                                      "first_name": "Lena", "last_name": "Konvertera"},
                        "co_applicant": null}}),
    ))
    .await;
    assert_eq!(status, 201, "{lead}");
    let convert = format!("/lead/convert_and_mark_handled/{}", lead["lead_id"]);
    let (status, converted) = send(post(
        &convert,
        &advisor,
        json!({"loan_purpose": "PRE_APPROVAL", "mortgage_loan_amount": 1800000}),
    ))
    .await;
    assert_eq!(status, 201, "{converted}");
    assert_eq!(converted["lead_id"], lead["lead_id"]);
    assert_eq!(converted["applicants"][0]["customer"]["first_name"], "Lena");
    assert_eq!(converted["assignee"]["user_id"], anna["user_id"]);
    let (_, handled) = send(get(&format!("/lead/get/{}", lead["lead_id"]), &advisor)).await;
    assert_eq!(handled["handled"], true, "{handled}");
    let (status, again) = send(post(&convert, &advisor, json!({"loan_purpose": "BUY"}))).await;
    assert_eq!(status, 409, "{again}");
    assert_eq!(again["detail"], "The lead is handled already");

    // The disbursed application duplicated: a DRAFT of the same people and incomes, Maja's.
    let (status, copy) = send(post(
        "/application/duplicate",
        &team_lead,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 201, "{copy}");
    assert_eq!(copy["substatus"], "DRAFT");
    assert_eq!(copy["assignee"]["user_id"], maja["user_id"]);
    assert_eq!(copy["applicants"][1]["customer"]["first_name"], "Per");
    assert_eq!(copy["income_total"], 55000);
    let (status, refused) = send(post(
        "/application/duplicate",
        &team_lead,
        json!({"application_id": "MOSE0"}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "application_id");
}
