//! `POST /bank/login` and `POST /bank/login/validate` in process, with core at a closed port:
//! the employee routes' rate limits, 503 when core is down, bank-platform tokens refused by the
//! staff routes, and a bank partner's logout. The input rules are core's (tested there and in
//! the full-stack tests).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use actix_web::test::{self, TestRequest};
use serde_json::{Value, json};
use zrm_gateway::app;
use zrm_gateway::auth::TokenPlatform;

async fn call(
    settings: zrm_gateway::settings::Settings,
    requests: Vec<TestRequest>,
) -> Vec<(u16, Value)> {
    let state = common::state(settings).await;
    let service = test::init_service(app::build(state)).await;
    let mut answers = Vec::new();
    for request in requests {
        let response = test::call_service(&service, request.to_request()).await;
        let status = response.status().as_u16();
        let bytes = test::read_body(response).await;
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        answers.push((status, body));
    }
    answers
}

fn bank_login(body: &Value) -> TestRequest {
    TestRequest::post().uri("/bank/login").set_json(body)
}

fn bank_validate(body: &Value) -> TestRequest {
    TestRequest::post()
        .uri("/bank/login/validate")
        .set_json(body)
}

#[actix_web::test]
async fn core_down_is_503_on_both_steps() {
    let answers = call(
        common::settings(),
        vec![
            bank_login(&json!({"username": "partner@bank.example", "password": "demo-bank-1"})),
            bank_validate(&json!({"session_id": "s-1", "otp": "123456"})),
        ],
    )
    .await;
    for (status, body) in answers {
        assert_eq!(status, 503, "{body}");
        assert!(body["detail"].is_string(), "{body}");
    }
}

#[actix_web::test]
async fn bank_sign_in_shares_the_employee_rate_limits() {
    let mut settings = common::settings();
    settings.rate_limit.login_per_account = 2;
    settings.rate_limit.login_per_address = 100;
    settings.rate_limit.otp_per_session = 1;
    let state = common::state(settings).await;
    // The account is counted across both login routes (the username is the e-mail): two
    // failures, wherever they came from, close both.
    let account = state.keys.login_attempts_by_account("Partner@Bank.example");
    state.rate_limiter.record_failure(&account).await.unwrap();
    state.rate_limiter.record_failure(&account).await.unwrap();
    state
        .rate_limiter
        .record_failure(&state.keys.otp_attempts_by_session("bank-session"))
        .await
        .unwrap();
    let service = test::init_service(app::build(state)).await;
    let attempt = |uri: &str, body: Value| {
        TestRequest::post()
            .uri(uri)
            .peer_addr("10.3.0.1:1".parse().unwrap())
            .set_json(body)
    };
    let mut statuses = Vec::new();
    for request in [
        attempt(
            "/bank/login",
            json!({"username": "partner@bank.example", "password": "wrong"}),
        ),
        attempt(
            "/employee/login",
            json!({"email": "partner@bank.example", "password": "wrong"}),
        ),
        attempt(
            "/bank/login",
            json!({"username": "other@bank.example", "password": "wrong"}),
        ),
        attempt(
            "/bank/login/validate",
            json!({"session_id": "bank-session", "otp": "123456"}),
        ),
        attempt(
            "/bank/login/validate",
            json!({"session_id": "other-session", "otp": "123456"}),
        ),
    ] {
        statuses.push(
            test::call_service(&service, request.to_request())
                .await
                .status()
                .as_u16(),
        );
    }
    assert_eq!(statuses, vec![429, 429, 503, 429, 503]);
}

#[actix_web::test]
async fn bank_tokens_are_refused_by_staff_routes() {
    let state = common::state(common::settings()).await;
    let token = common::bank_access_token(&state, &common::user_id());
    let claims = state
        .tokens
        .verify_access_on(&token.token, TokenPlatform::Bank)
        .unwrap();
    assert_eq!(claims.platform, "bank");
    assert_eq!(claims.banks.len(), 1);
    let service = test::init_service(app::build(state)).await;
    for uri in ["/lead/list", "/employee/me", "/notification/ws-token"] {
        let response = test::call_service(
            &service,
            TestRequest::get()
                .uri(uri)
                .insert_header(common::bearer(&token))
                .to_request(),
        )
        .await;
        // Signed in, but not staff: refused, not unauthenticated.
        assert_eq!(response.status().as_u16(), 403, "{uri}");
        let body: Value = test::read_body_json(response).await;
        assert_eq!(body["detail"], "This is for staff only", "{uri}");
    }
}

/// Logout is one route for both platforms: a bank partner's token is revoked like a staff one.
#[actix_web::test]
async fn a_bank_partner_signs_out_and_the_token_stops_working() {
    let state = common::state(common::settings()).await;
    let token = common::bank_access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    let logout = || {
        TestRequest::post()
            .uri("/auth/logout")
            .insert_header(common::bearer(&token))
            .to_request()
    };
    let response = test::call_service(&service, logout()).await;
    assert_eq!(response.status().as_u16(), 204);
    let response = test::call_service(&service, logout()).await;
    assert_eq!(response.status().as_u16(), 401);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["detail"], "Token revoked");
}

#[actix_web::test]
async fn the_openapi_document_lists_the_bank_routes() {
    let document = serde_json::to_value(zrm_gateway::openapi::document()).unwrap();
    for path in ["/bank/login", "/bank/login/validate"] {
        assert!(document["paths"][path]["post"].is_object(), "{path}");
    }
}
