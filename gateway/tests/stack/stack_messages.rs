//! Staff SMS through the running stack (feature `full-stack-tests`): an advisor writes to a
//! customer, the sandbox's 46elks takes the message and the customer's answer comes back through
//! the webhook into the customer's messages; blocks refuse a send; an SMS from an unknown number
//! waits until it is attached to a customer; a number's hourly share ends with 429; bad input
//! names its field. Templates: a TemplateAdmin writes one (an unknown variable refused), an
//! advisor previews and sends it and the provider gets the rendered text; attachments are checked
//! by their content.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::stack_common;

use crate::stack_common::{
    customer_id_of, full_name, get, http, multipart, post, sandbox, send, sign_in_staff,
    swedish_pni,
};

/// A Swedish mobile number no other test uses.
fn unused_number() -> String {
    format!("+4672{:07}", uuid::Uuid::new_v4().as_u128() % 10_000_000)
}

fn unused_pni() -> String {
    let serial = uuid::Uuid::new_v4().as_u128() % 1000;
    let day = 1 + uuid::Uuid::new_v4().as_u128() % 28;
    swedish_pni(&format!(
        "8{}06{day:02}{serial:03}",
        uuid::Uuid::new_v4().as_u128() % 10
    ))
}

/// A new customer with a number of their own, registered by the customer-register admin.
async fn customer() -> (i64, String, String) {
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let number = unused_number();
    let pni = unused_pni();
    let customer_id = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": pni, "first_name": "Sara", "last_name": "Holm",
               "phone_number": number}),
    )
    .await;
    (customer_id, number, pni)
}

/// What the sandbox's 46elks holds for the number.
async fn at_provider(to: &str) -> Vec<Value> {
    let (status, body) = send(
        http()
            .get(format!("{}/sandbox/sms/messages", sandbox()))
            .query(&[("to", to), ("limit", "500")]),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["items"].as_array().unwrap().clone()
}

/// The customer's messages once `count` are there.
async fn messages(token: &str, body: Value, count: usize) -> Value {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (status, page) = send(post("/message/by-customer?limit=50", token, body.clone())).await;
        assert_eq!(status, 200, "{page}");
        if page["items"].as_array().unwrap().len() >= count || Instant::now() > deadline {
            return page;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn an_advisor_writes_to_a_customer_and_the_answer_joins_the_conversation() {
    let (advisor, user) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (customer_id, number, pni) = customer().await;

    let (status, sent) = send(post(
        "/message/send/sms",
        &advisor,
        json!({"application_id_or_lead_id": "mose0001001", "customer_id": customer_id,
               "message": "  Hej Sara! Vi har fått din ansökan.  "}),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(sent["phone_number"], number.as_str(), "kdlt's number");
    assert_eq!(sent["message"], "Hej Sara! Vi har fått din ansökan.");
    assert_eq!(sent["application_id_or_lead_id"], "MOSE1001");
    assert_eq!(sent["direction"], "outgoing");
    assert_eq!(sent["sent_by"], user["user_id"]);
    assert_eq!(sent["sent_by_name"], full_name(&user).as_str());

    let deadline = Instant::now() + Duration::from_secs(15);
    let delivered = loop {
        let held = at_provider(&number).await;
        if !held.is_empty() || Instant::now() > deadline {
            break held;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(delivered.len(), 1, "{delivered:?}");
    assert_eq!(
        delivered[0]["message"],
        "Hej Sara! Vi har fått din ansökan."
    );

    // The customer answers; 46elks posts it to the gateway's webhook.
    let (status, answer) = send(
        http()
            .post(format!("{}/sandbox/sms/inbound", sandbox()))
            .json(&json!({"from": number, "to": "+46766861004", "message": "Tack, ring mig!"})),
    )
    .await;
    assert_eq!(status, 202, "{answer}");
    let page = messages(&advisor, json!({"customer_id": customer_id}), 2).await;
    assert_eq!(page["total"], 2, "{page}");
    let newest = &page["items"][0];
    assert_eq!(newest["direction"], "incoming");
    assert_eq!(newest["message"], "Tack, ring mig!");
    assert_eq!(newest["customer_id"], customer_id);
    assert_eq!(newest["application_id_or_lead_id"], "MOSE1001");
    assert_eq!(newest["sent_by"], Value::Null);

    // The same conversation by personal id and by number.
    let by_pni = messages(&advisor, json!({"pni": pni, "customer_id": null}), 2).await;
    assert_eq!(by_pni["total"], 2, "{by_pni}");
    let by_number = messages(&advisor, json!({"phone_number": number}), 2).await;
    assert_eq!(by_number["total"], 2, "{by_number}");
    let (status, nobody) = send(post(
        "/message/by-customer",
        &advisor,
        json!({"pni": unused_pni()}),
    ))
    .await;
    assert_eq!(
        (status, &nobody["total"]),
        (StatusCode::OK, &json!(0)),
        "{nobody}"
    );
}

#[tokio::test]
async fn a_blocked_customer_gets_no_sms_in_any_language() {
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (customer_id, number, _) = customer().await;
    let (status, body) = send(post(
        "/customer/block",
        &kdlt_admin,
        json!({"customer_id": customer_id, "reason": "Vill inte bli kontaktad"}),
    ))
    .await;
    assert_eq!(status, 200, "{body}");

    let by_id = json!({"application_id_or_lead_id": "42", "customer_id": customer_id,
                       "message": "Hej"});
    let (status, body) = send(post("/message/send/sms", &advisor, by_id.clone())).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["detail"], "The customer is blocked from contact");
    let (_, swedish) =
        send(post("/message/send/sms", &advisor, by_id).header("Accept-Language", "sv")).await;
    assert_eq!(swedish["detail"], "Kunden är spärrad för kontakt");
    // Written to by the number, the customer is found and still blocked.
    let (status, body) = send(post(
        "/message/send/sms",
        &advisor,
        json!({"application_id_or_lead_id": "42", "phone_number": number, "country": "SE",
               "message": "Hej"}),
    ))
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(at_provider(&number).await.is_empty());
}

#[tokio::test]
async fn an_unknown_sender_waits_until_attached_to_a_customer() {
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (customer_id, _, _) = customer().await;
    let stranger = unused_number();
    let (status, body) = send(
        http()
            .post(format!("{}/sandbox/sms/inbound", sandbox()))
            .json(&json!({"from": stranger, "to": "+46766861004", "message": "Hej, det är Sara"})),
    )
    .await;
    assert_eq!(status, 202, "{body}");
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (status, page) = send(get("/message/sms/unknown-sender?limit=50", &advisor)).await;
        assert_eq!(status, 200, "{page}");
        let waiting = page["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|sms| sms["phone_number"] == stranger.as_str());
        if waiting {
            break;
        }
        assert!(Instant::now() < deadline, "{page}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let (status, body) = send(post(
        "/message/sms/unknown-sender/attach",
        &advisor,
        json!({"phone_number": stranger, "customer_id": customer_id}),
    ))
    .await;
    assert_eq!(
        (status, &body["attached"]),
        (StatusCode::OK, &json!(1)),
        "{body}"
    );
    let page = messages(&advisor, json!({"customer_id": customer_id}), 1).await;
    assert_eq!(page["items"][0]["message"], "Hej, det är Sara");
    let (status, again) = send(post(
        "/message/sms/unknown-sender/attach",
        &advisor,
        json!({"phone_number": stranger, "customer_id": customer_id}),
    ))
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{again}");
}

#[tokio::test]
async fn a_numbers_hourly_share_ends_with_429_and_bad_input_names_its_field() {
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let number = unused_number();
    let national = format!("0{}", &number[3..]);
    let to_number = |message: &str| {
        json!({"application_id_or_lead_id": "7", "phone_number": national, "country": "SE",
               "message": message})
    };
    for n in 0..20 {
        let (status, body) = send(post(
            "/message/send/sms",
            &advisor,
            to_number(&format!("Nr {n}")),
        ))
        .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["phone_number"], number.as_str());
    }
    let (status, body) = send(post("/message/send/sms", &advisor, to_number("En till"))).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(
        body["detail"],
        "This number has been sent 20 SMS in the last hour, the most it may get; try again later"
    );

    for (body, field) in [
        (to_number("   "), "message"),
        (
            json!({"application_id_or_lead_id": "7", "customer_id": 1, "phone_number": number,
                   "country": "SE", "message": "Hej"}),
            "customer_id",
        ),
        (
            json!({"application_id_or_lead_id": "7", "phone_number": "12345678", "country": "SE",
                   "message": "Hej"}),
            "phone_number",
        ),
        (
            json!({"application_id_or_lead_id": "MODK1", "customer_id": 1, "message": "Hej"}),
            "application_id_or_lead_id",
        ),
        (
            json!({"application_id_or_lead_id": "7", "message": "Hej"}),
            "customer_id",
        ),
    ] {
        let (status, refused) = send(post("/message/send/sms", &advisor, body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
        assert_eq!(refused["field"], field, "{refused}");
        assert!(refused["request_id"].is_string());
    }
    let (status, body) = send(post(
        "/message/send/sms",
        &advisor,
        json!({"application_id_or_lead_id": "7", "customer_id": i64::MAX, "message": "Hej"}),
    ))
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, body) = send(post("/message/by-customer", &advisor, json!({}))).await;
    assert_eq!(
        (status, &body["field"]),
        (StatusCode::BAD_REQUEST, &json!("customer_id")),
        "{body}"
    );
}

/// Reads the conversations stream until a frame holds every one of `needles`; the text read.
async fn stream_until(response: &mut reqwest::Response, needles: &[&str]) -> String {
    let mut seen = String::new();
    let deadline = Instant::now() + Duration::from_secs(15);
    while !needles.iter().all(|needle| seen.contains(needle)) {
        let left = deadline.saturating_duration_since(Instant::now());
        let chunk = tokio::time::timeout(left, response.chunk())
            .await
            .unwrap_or_else(|_| panic!("no {needles:?} in the stream within 15 s: {seen}"))
            .unwrap_or_else(|error| panic!("reading the stream: {error}: {seen}"))
            .unwrap_or_else(|| panic!("the stream ended: {seen}"));
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    seen
}

#[tokio::test]
async fn an_answer_is_streamed_live_and_its_assignee_is_notified() {
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (colleague, maja) = sign_in_staff("maja.team@zrm.example", "demo-team-1").await;
    let (customer_id, number, _) = customer().await;
    let (status, created) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 2500000,
               "main_applicant": customer_id}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let reference = created["application_id"].as_str().unwrap().to_owned();
    let (status, body) = send(post(
        &format!("/application/assign/{reference}"),
        &advisor,
        json!({"assignee_id": maja["user_id"]}),
    ))
    .await;
    assert_eq!(status, 200, "{body}");

    // Only a reader of server-sent events gets the stream.
    let (status, body) = send(get("/message/conversations/stream", &advisor)).await;
    assert_eq!(status, StatusCode::NOT_ACCEPTABLE, "{body}");
    let mut stream = get("/message/conversations/stream", &advisor)
        .header("Accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert_eq!(
        stream.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    stream_until(&mut stream, &[": connected"]).await;

    let (status, sent) = send(post(
        "/message/send/sms",
        &advisor,
        json!({"application_id_or_lead_id": reference, "customer_id": customer_id,
               "message": "Hej! Har du frågor om ansökan?"}),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    stream_until(&mut stream, &["messaging.sms.sent", &number]).await;
    let (status, answer) = send(
        http()
            .post(format!("{}/sandbox/sms/inbound", sandbox()))
            .json(&json!({"from": number, "to": "+46766861004", "message": "Ja, om räntan"})),
    )
    .await;
    assert_eq!(status, 202, "{answer}");
    let frames = stream_until(&mut stream, &["messaging.sms.received", &number]).await;
    assert!(frames.contains("event: sms\ndata: {"), "{frames}");

    // The application's assignee sees "SMS received" in the bell.
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (status, page) = send(get(
            "/notification/list?notification_type=sms_received&limit=50",
            &colleague,
        ))
        .await;
        assert_eq!(status, 200, "{page}");
        let told = page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|notification| notification["data"]["application_id"] == reference.as_str())
            .cloned();
        if let Some(notification) = told {
            assert_eq!(notification["title"], "SMS received");
            assert_eq!(notification["type"], "sms_received", "{notification}");
            break;
        }
        assert!(Instant::now() < deadline, "{page}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// The customer's SMS at the provider once `count` are there.
async fn at_provider_when(to: &str, count: usize) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let held = at_provider(to).await;
        if held.len() >= count || Instant::now() > deadline {
            return held;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

fn delete(path: &str, token: &str) -> reqwest::RequestBuilder {
    http()
        .delete(format!("{}{path}", stack_common::gateway()))
        .bearer_auth(token)
}

#[tokio::test]
async fn a_template_admin_writes_an_sms_template_and_an_advisor_sends_it() {
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    // The key only this test writes: SE, credit card, offer accepted.
    let key = "/message/template/sms/SE/CC/offer_accepted";
    let template = json!({"type": "sms", "country": "SE", "product": "CC", "event": "offer_accepted",
        "body": "Hej {{ first_name }}! {{ reference }} är accepterat: {{ next_steps_link }}"});

    let (status, refused) = send(post("/message/template/add", &advisor, template.clone())).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let mut unknown = template.clone();
    unknown["body"] = json!("Hej {{ first_name }}, du är skyldig {{ balance }}");
    let (status, refused) = send(post("/message/template/add", &admin, unknown)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["field"], "body");
    assert_eq!(
        refused["detail"],
        "The variable balance is not offered by this event"
    );

    let (status, preview) = send(post(
        "/message/template/preview",
        &advisor,
        template.clone(),
    ))
    .await;
    assert_eq!(status, 200, "{preview}");
    let shown = preview["body"].as_str().unwrap();
    assert!(
        shown.starts_with("Hej Anna! MOSE1001 är accepterat: http"),
        "{preview}"
    );
    assert!(shown.ends_with("/next-steps"), "{preview}");
    assert_eq!(preview["sms_parts"], 1);

    let (status, saved) = send(post("/message/template/add", &admin, template)).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["updated_by_name"], "Sofia Bergström");
    let (status, read) = send(get(key, &advisor)).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["event"], "offer_accepted");
    let (status, listed) = send(get(
        "/message/template/list/sms?country=SE&product=CC",
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{listed}");
    assert!(
        listed["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["event"] == "offer_accepted"),
        "{listed}"
    );

    let (customer_id, number, _) = customer().await;
    let send_body = json!({"type": "sms", "product": "CC", "event": "offer_accepted",
        "customer_id": customer_id});
    let (status, refused) = send(post("/message/send/template", &advisor, send_body.clone())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["field"], "application_id_or_lead_id");
    let mut about = send_body.clone();
    about["application_id_or_lead_id"] = json!("mose0001001");
    let (status, sent) = send(post("/message/send/template", &advisor, about)).await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(sent["country"], "SE");
    let text = sent["sms"]["message"].as_str().unwrap();
    assert!(
        text.starts_with("Hej Sara! MOSE1001 är accepterat: http"),
        "{sent}"
    );
    let held = at_provider_when(&number, 1).await;
    assert_eq!(held.len(), 1, "{held:?}");
    assert_eq!(held[0]["message"], text);

    let (status, refused) = send(delete(key, &advisor)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, _) = send(delete(key, &admin)).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, gone) = send(get(key, &advisor)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{gone}");
}

#[tokio::test]
async fn a_template_admin_uploads_attachments_checked_by_their_content() {
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let pdf = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n".to_vec();
    let name = format!("Villkor-{}.pdf", uuid::Uuid::new_v4().simple());
    let upload = |token: &str, file: (&str, &str, &[u8])| {
        let (content_type, form) = multipart(&[], file);
        http()
            .post(format!(
                "{}/message/attachments/upload",
                stack_common::gateway()
            ))
            .bearer_auth(token)
            .header("content-type", content_type)
            .body(form)
    };
    let (status, refused) = send(upload(&advisor, (&name, "application/pdf", &pdf))).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, refused) = send(upload(&admin, ("x.pdf", "application/pdf", b"MZ\x90\x00"))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["field"], "content");
    let (status, stored) = send(upload(&admin, (&name, "application/octet-stream", &pdf))).await;
    assert_eq!(status, StatusCode::CREATED, "{stored}");
    assert_eq!(stored["content_type"], "application/pdf");
    assert_eq!(stored["size_bytes"], pdf.len());
    let (status, listed) = send(get("/message/attachments/all?limit=50", &advisor)).await;
    assert_eq!(status, 200, "{listed}");
    assert!(
        listed["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["file_name"] == name.as_str()),
        "{listed}"
    );
}

#[tokio::test]
async fn messages_are_listed_by_application_or_lead_and_by_their_sender() {
    let (advisor, user) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (customer_id, _, _) = customer().await;
    // A lead id no other test files messages under.
    let lead = 900_000_000 + uuid::Uuid::new_v4().as_u128() % 99_999_999;
    for text in ["Hej Sara, ring mig gärna", "Hej igen"] {
        let (status, sent) = send(post(
            "/message/send/sms",
            &advisor,
            json!({"application_id_or_lead_id": format!("00{lead}"), "customer_id": customer_id,
                   "message": text}),
        ))
        .await;
        assert_eq!(status, 200, "{sent}");
    }
    let (status, about) = send(get(
        &format!("/message/by-application/{lead}?limit=5"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{about}");
    assert_eq!(about["total"], 2, "{about}");
    let texts: Vec<&str> = about["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["message"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["Hej igen", "Hej Sara, ring mig gärna"]);
    assert_eq!(about["items"][0]["sent_by_name"], full_name(&user));

    let (status, mine) = send(get("/message/by-user?limit=5", &advisor)).await;
    assert_eq!(status, 200, "{mine}");
    assert!(
        mine["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|item| item["sent_by"] == user["user_id"]),
        "{mine}"
    );
    let (status, refused) = send(get("/message/by-application/MOSE0", &advisor)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["field"], "application_id_or_lead_id");
}
