//! Contract tests: every documented BankID error, timeouts, retries and configuration checks,
//! the client against the sandbox's simulator over real HTTP.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::time::Instant;

use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::bankid_se::{
    AnimatedQr, BankIdSe, BankIdSeConfig, CallInitiator, ErrorCode, HttpBankIdSe, MtlsConfig,
    OrderRef, PhoneRequest, Requirement, StartRequest,
};

fn login() -> StartRequest {
    StartRequest::new("192.0.2.44".parse().unwrap())
}

fn code_of(err: &ProviderError) -> (u16, ErrorCode) {
    let ProviderError::BankIdSe { status, code, .. } = err else {
        panic!("expected a BankID error, got {err:?}");
    };
    (*status, code.clone())
}

#[tokio::test]
async fn invalid_parameters() {
    let h = common::harness().await;
    let mut bad_pn = login();
    bad_pn.requirement = Some(Requirement {
        personal_number: Some("199006032397".into()), // wrong check digit
        ..Requirement::default()
    });
    let err = h.client.auth(&bad_pn).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));

    // /sign without the text to sign.
    let err = h.client.sign(&login()).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));

    let phone = PhoneRequest {
        personal_number: "1990060323".into(),
        call_initiator: CallInitiator::User,
        requirement: None,
        user_visible_data: None,
        user_non_visible_data: None,
    };
    let err = h.client.phone_auth(&phone).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));

    let unknown = OrderRef(uuid::Uuid::new_v4().to_string());
    let err = h.client.collect(&unknown).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));
    let err = h
        .client
        .collect(&OrderRef("not-a-uuid".into()))
        .await
        .unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));

    // The RP cancels: {} back, later collects and a second cancel are invalidParameters.
    let order = h.client.auth(&login()).await.unwrap().order_ref;
    h.client.cancel(&order).await.unwrap();
    let err = h.client.collect(&order).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));
    let err = h.client.cancel(&order).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));

    // A failed order can be collected for 5 minutes, then BankID has forgotten it.
    let order = h.client.auth(&login()).await.unwrap().order_ref;
    h.control.advance(31.0).await; // failed (expired) at 30 s
    h.control.advance(298.0).await; // 299 s after it failed: still inside the 5 minutes
    h.client.collect(&order).await.unwrap();
    let order2 = h.client.auth(&login()).await.unwrap().order_ref;
    h.control.advance(331.0).await;
    let err = h.client.collect(&order2).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));
    h.sandbox.stop().await;
}

#[tokio::test]
async fn completed_orders_are_collectable_for_three_minutes() {
    let h = common::harness().await;
    let first = h.client.auth(&login()).await.unwrap().order_ref;
    let second = h.client.auth(&login()).await.unwrap().order_ref;
    for order in [&first, &second] {
        h.control
            .act(
                order,
                "approve",
                json!({ "personal_number": "199006032396" }),
            )
            .await;
    }
    h.control.advance(179.0).await;
    h.client.collect(&first).await.unwrap();
    h.control.advance(2.0).await;
    let err = h.client.collect(&second).await.unwrap_err();
    assert_eq!(code_of(&err), (400, ErrorCode::InvalidParameters));
    h.sandbox.stop().await;
}

async fn raw(
    h: &common::Harness,
    method: reqwest::Method,
    path: &str,
    content_type: &str,
    body: &str,
) -> (u16, Value) {
    let res = h
        .control
        .http
        .request(method, format!("{}/rp/v6.0{path}", h.sandbox.http_url))
        .header("content-type", content_type)
        .body(body.to_owned())
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap())
}

/// Errors a correct client cannot provoke, checked on the wire.
#[tokio::test]
async fn protocol_errors_on_the_wire() {
    let h = common::harness().await;
    let (status, body) = raw(&h, reqwest::Method::POST, "/auth", "text/plain", "{}").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (415, Some("unsupportedMediaType"))
    );
    let (status, body) = raw(&h, reqwest::Method::GET, "/auth", "application/json", "").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (405, Some("methodNotAllowed"))
    );
    let (status, body) = raw(&h, reqwest::Method::POST, "/nope", "application/json", "{}").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (404, Some("notFound"))
    );
    let (status, body) = raw(&h, reqwest::Method::POST, "/auth", "application/json", "{").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (400, Some("invalidParameters"))
    );
    let (status, body) = raw(&h, reqwest::Method::POST, "/auth", "application/json", "{}").await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (400, Some("invalidParameters"))
    );
    assert!(body["details"].as_str().unwrap().contains("endUserIp"));
    let (status, body) = raw(
        &h,
        reqwest::Method::POST,
        "/auth",
        "application/json; charset=utf-8",
        r#"{"endUserIp":"192.0.2.1","userVisibleData":"not base64!","userVisibleDataFormat":"simpleMarkdownV1"}"#,
    )
    .await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (400, Some("invalidParameters"))
    );
    let (status, body) = raw(
        &h,
        reqwest::Method::POST,
        "/phone/auth",
        "application/json",
        r#"{"personalNumber":"199006032396","callInitiator":"bank"}"#,
    )
    .await;
    assert_eq!(
        (status, body["errorCode"].as_str()),
        (400, Some("invalidParameters"))
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn injected_errors_reach_the_caller_with_their_status() {
    let h = common::harness().await;
    let cases = [
        ("unauthorized", 401, ErrorCode::Unauthorized),
        ("requestTimeout", 408, ErrorCode::RequestTimeout),
        ("tooManyRequests", 429, ErrorCode::TooManyRequests),
        ("internalError", 500, ErrorCode::InternalError),
        ("notFound", 404, ErrorCode::NotFound),
    ];
    for (name, status, code) in cases {
        h.control
            .fault(json!({ "error_code": name, "endpoint": "auth" }))
            .await;
        let err = h.client.auth(&login()).await.unwrap_err();
        assert_eq!(code_of(&err), (status, code), "{name}");
    }
    // The fault was for /auth only and is used up.
    h.client.auth(&login()).await.unwrap();

    h.control
        .fault(json!({ "error_code": "tooManyRequests", "endpoint": "collect" }))
        .await;
    let (status, _) = {
        let res = h
            .control
            .http
            .post(format!("{}/rp/v6.0/collect", h.sandbox.http_url))
            .json(&json!({ "orderRef": uuid::Uuid::new_v4() }))
            .send()
            .await
            .unwrap();
        assert!(res.headers().contains_key("ratelimit-reset"));
        (res.status().as_u16(), ())
    };
    assert_eq!(status, 429);
    h.sandbox.stop().await;
}

#[tokio::test]
async fn maintenance_is_retried_then_reported() {
    let h = common::harness().await;
    // Two maintenance answers: the client's two retries absorb them.
    h.control
        .fault(json!({ "error_code": "maintenance", "times": 2 }))
        .await;
    h.client.auth(&login()).await.unwrap();

    // Three in a row: the third reaches the caller.
    h.control
        .fault(json!({ "error_code": "maintenance", "times": 3 }))
        .await;
    let err = h.client.auth(&login()).await.unwrap_err();
    assert_eq!(code_of(&err), (503, ErrorCode::Maintenance));

    // Other errors are never retried.
    h.control
        .fault(json!({ "error_code": "internalError", "times": 1 }))
        .await;
    h.control
        .fault(json!({ "error_code": "internalError", "times": 1 }))
        .await;
    let err = h.client.auth(&login()).await.unwrap_err();
    assert_eq!(code_of(&err), (500, ErrorCode::InternalError));
    let err = h.client.auth(&login()).await.unwrap_err();
    assert_eq!(code_of(&err), (500, ErrorCode::InternalError));
    h.client.auth(&login()).await.unwrap();
    h.sandbox.stop().await;
}

#[tokio::test]
async fn slow_answers_time_out_and_a_dead_server_is_unreachable() {
    let h = common::harness().await;
    let mut config = common::config(&h.sandbox);
    config.timeout_ms = 300;
    let impatient = HttpBankIdSe::new(&config).unwrap();
    h.control
        .fault(json!({ "delay_ms": 1500, "endpoint": "auth" }))
        .await;
    let started = Instant::now();
    let err = impatient.auth(&login()).await.unwrap_err();
    assert!(matches!(err, ProviderError::Timeout { .. }), "{err:?}");
    assert!(started.elapsed().as_millis() < 1400);

    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let dead = HttpBankIdSe::new(&BankIdSeConfig::new(format!(
        "http://127.0.0.1:{port}/rp/v6.0"
    )))
    .unwrap();
    let err = dead.collect(&OrderRef("x".into())).await.unwrap_err();
    assert!(matches!(err, ProviderError::Unreachable { .. }), "{err:?}");
    h.sandbox.stop().await;
}

#[tokio::test]
async fn stale_or_forged_qr_codes_are_not_accepted() {
    let h = common::harness().await;
    let started = h.client.auth(&login()).await.unwrap();
    let qr = AnimatedQr::for_order(&started);
    let now = chrono::Utc::now();

    // Change the last hex digit of the HMAC (to a digit it is not, or the "forgery" is genuine).
    let genuine = qr.data_at(now);
    let (head, last) = genuine.split_at(genuine.len() - 1);
    let forged = format!("{head}{}", if last == "0" { "1" } else { "0" });
    let res = h
        .control
        .post("/sandbox/bankid/scan", json!({ "qr_data": forged }))
        .await;
    assert_eq!(res.status(), 400);

    h.control.advance(10.0).await;
    let res = h
        .control
        .post(
            "/sandbox/bankid/scan",
            json!({ "qr_data": qr.data_at(now) }),
        )
        .await;
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert!(body["detail"].as_str().unwrap().contains("stale"), "{body}");
    assert_eq!(body["field"], "qr_data");
    h.sandbox.stop().await;
}

#[test]
fn configuration_is_checked() {
    let plain_remote = BankIdSeConfig::new("http://appapi2.bankid.com/rp/v6.0");
    assert!(matches!(
        HttpBankIdSe::new(&plain_remote),
        Err(ProviderError::Config { .. })
    ));
    let https_without_cert = BankIdSeConfig::new("https://appapi2.bankid.com/rp/v6.0");
    assert!(matches!(
        HttpBankIdSe::new(&https_without_cert),
        Err(ProviderError::Config { .. })
    ));
    let mut https = https_without_cert;
    https.mtls = Some(MtlsConfig {
        client_identity_pem: "/nonexistent/rp.pem".into(),
        ca_bundle_pem: "/nonexistent/bankid-ca.pem".into(),
    });
    // Without the `mtls` feature: refused; with it: the missing files are named.
    let err = HttpBankIdSe::new(&https).unwrap_err();
    assert!(matches!(err, ProviderError::Config { .. }), "{err:?}");
    assert!(HttpBankIdSe::new(&BankIdSeConfig::new("http://[::1]:8090/rp/v6.0")).is_ok());
    assert!(HttpBankIdSe::new(&BankIdSeConfig::new("http://localhost:8090/rp/v6.0/")).is_ok());
}
