//! The 46elks webhooks through the running stack (feature `full-stack-tests`). The sandbox's
//! 46elks posts an incoming SMS to the gateway with the credentials of its configured URL, as
//! 46elks does, and the gateway hands it to messaging and answers 204 with an empty body (so no
//! reply goes back to the sender); a retried webhook is answered the same and changes nothing.
//! Calls without the credentials are refused before their body is read; a delivery report of an
//! SMS messaging has not recorded is 404, so 46elks tries again later; a bad form names its field.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::stack_common::{gateway, http, sandbox, send};

const USERNAME: &str = "46elks";

/// The password of the test stack's webhook URLs (deploy/lib/stack.sh).
fn password() -> String {
    std::env::var("ZRM_TEST_ELKS46_WEBHOOK_PASSWORD")
        .unwrap_or_else(|_| "sandbox-46elks-webhook-password".into())
}

fn webhook(path: &str) -> String {
    format!("{}/webhooks/46elks/{path}", gateway())
}

/// A Swedish mobile number no other test writes from.
fn unused_number() -> String {
    format!("+4673{:07}", uuid::Uuid::new_v4().as_u128() % 10_000_000)
}

fn inbound_form(id: &str, from: &str) -> Vec<(&'static str, String)> {
    vec![
        ("direction", "incoming".into()),
        ("id", id.into()),
        ("from", from.into()),
        ("to", "+46766861004".into()),
        ("message", "Hej! Ring mig gärna i eftermiddag.".into()),
        ("created", "2026-11-27T13:57:23.741000".into()),
    ]
}

/// The sandbox's record of one SMS, once its webhook has been answered.
async fn answered(id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let (status, body) = send(
            http()
                .get(format!("{}/sandbox/sms/messages", sandbox()))
                .query(&[("limit", "500")]),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let sms = body["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|sms| sms["id"] == id)
            .cloned()
            .unwrap_or(Value::Null);
        if sms["webhook"]["last_status"].is_number() || Instant::now() > deadline {
            return sms;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn an_sms_from_a_customer_reaches_messaging_through_the_gateway_once() {
    let from = unused_number();
    let (status, sent) = send(
        http()
            .post(format!("{}/sandbox/sms/inbound", sandbox()))
            .json(&json!({"from": from, "to": "+46766861004", "message": "Hej! Ring mig gärna."})),
    )
    .await;
    assert_eq!(status, 202, "{sent}");
    let id = sent["id"].as_str().unwrap().to_owned();

    let sms = answered(&id).await;
    assert_eq!(sms["webhook"]["last_status"], 204, "{sms}");
    assert_eq!(sms["webhook"]["attempts"], 1, "{sms}");

    // 46elks retries a webhook it is not sure was received: the same answer, nothing new.
    let response = http()
        .post(webhook("sms-inbound"))
        .basic_auth(USERNAME, Some(password()))
        .form(&inbound_form(&id, &from))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert!(
        response.bytes().await.unwrap().is_empty(),
        "a body would be sent back as a reply"
    );

    // No reply went back to the sender.
    let (_, listed) = send(
        http()
            .get(format!("{}/sandbox/sms/messages", sandbox()))
            .query(&[("to", from.as_str())]),
    )
    .await;
    assert_eq!(listed["items"], json!([]), "{listed}");
}

#[tokio::test]
async fn calls_without_the_webhook_credentials_are_refused() {
    let from = unused_number();
    let id = format!("s{}", uuid::Uuid::new_v4().simple());
    for (label, credentials) in [
        ("none", None),
        (
            "wrong password",
            Some((USERNAME.to_owned(), "not-the-password".to_owned())),
        ),
        ("wrong user", Some(("someone".to_owned(), password()))),
    ] {
        for path in ["sms-inbound", "sms-status"] {
            let mut request = http().post(webhook(path)).form(&inbound_form(&id, &from));
            if let Some((user, secret)) = &credentials {
                request = request.basic_auth(user, Some(secret));
            }
            let (status, body) = send(request).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{label} {path}: {body}");
            assert_eq!(body["detail"], "Invalid webhook credentials");
            assert!(body["request_id"].is_string());
        }
    }
    // A staff member's bearer token is no webhook credential either.
    let (status, _) = send(
        http()
            .post(webhook("sms-inbound"))
            .bearer_auth("not-a-webhook-credential")
            .form(&inbound_form(&id, &from)),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn an_unknown_sms_is_not_found_and_a_bad_form_names_its_field() {
    let signed = |request: reqwest::RequestBuilder| request.basic_auth(USERNAME, Some(password()));
    let (status, body) = send(
        signed(http().post(webhook("sms-status")))
            .form(&[("id", "s-never-sent"), ("status", "delivered")]),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");

    let (status, body) = send(
        signed(http().post(webhook("sms-status")))
            .form(&[("id", "s-never-sent"), ("status", "lost")]),
    )
    .await;
    assert_eq!(
        (status, &body["field"]),
        (StatusCode::BAD_REQUEST, &json!("status")),
        "{body}"
    );

    let mut form = inbound_form("s-bad-number", "0701234567");
    let (status, body) = send(signed(http().post(webhook("sms-inbound"))).form(&form)).await;
    assert_eq!(
        (status, &body["field"]),
        (StatusCode::BAD_REQUEST, &json!("from")),
        "{body}"
    );

    form.retain(|(key, _)| *key != "id");
    let (status, body) = send(signed(http().post(webhook("sms-inbound"))).form(&form)).await;
    assert_eq!(
        (status, &body["field"]),
        (StatusCode::BAD_REQUEST, &json!("id")),
        "{body}"
    );

    let (status, body) =
        send(signed(http().post(webhook("sms-inbound"))).json(&json!({"id": "s1"}))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}
