//! Access tokens against the real Redis: expiry, revocation by logout and by an administrator
//! ending a person's sessions (on every replica, and through each replica's mirror),
//! foreign signatures, zoordinate checks, and the sign-in rate limits.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use actix_web::test::{self, TestRequest};
use serde_json::{Value, json};
use std::time::Duration;
use zrm_gateway::app;
use zrm_gateway::push::{CLOSE_POLICY_VIOLATION, Outbound, SESSION_ENDED_REASON};
use zrm_gateway::rate_limit::{Limit, RateLimiter};

/// Calls the in-process service; (status, JSON body or null).
macro_rules! get_json {
    ($service:expr, $request:expr) => {{
        let response = test::call_service($service, $request.to_request()).await;
        let status = response.status().as_u16();
        let body = test::read_body(response).await;
        (
            status,
            if body.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice::<Value>(&body).unwrap()
            },
        )
    }};
}

#[actix_web::test]
async fn expired_token_is_refused_with_token_expired() {
    let mut settings = common::settings();
    settings.auth.token_lifetime_secs = 1;
    let state = common::state(settings).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    let request = || {
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(common::bearer(&token))
    };
    let (status, _) = get_json!(&service, request());
    assert_eq!(status, 200, "fresh token works");
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let (status, body) = get_json!(&service, request());
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Token expired");
}

#[actix_web::test]
async fn logout_revokes_the_token_on_every_replica() {
    let settings = common::settings();
    let first = common::state(settings.clone()).await;
    let second = common::state(settings).await;
    let token = common::access_token(&first, &common::user_id());
    let jti = first.tokens.verify_access(&token.token).unwrap().jti;
    let first_service = test::init_service(app::build(first.clone())).await;
    let second_service = test::init_service(app::build(second)).await;

    let ws_token = || {
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(common::bearer(&token))
    };
    assert_eq!(get_json!(&second_service, ws_token()).0, 200);

    let (status, _) = get_json!(
        &first_service,
        TestRequest::post()
            .uri("/auth/logout")
            .insert_header(common::bearer(&token))
    );
    assert_eq!(status, 204);

    for service in [&first_service, &second_service] {
        let (status, body) = get_json!(service, ws_token());
        assert_eq!(status, 401);
        assert_eq!(body["detail"], "Token revoked");
    }
    let ttl = first.revocations.remaining_ttl(&jti).await.unwrap();
    assert!(
        ttl > 0 && ttl <= 8 * 3600,
        "revocation lives until the token expires, ttl {ttl}"
    );
    let (status, _) = get_json!(
        &first_service,
        TestRequest::post()
            .uri("/auth/logout")
            .insert_header(common::bearer(&token))
    );
    assert_eq!(status, 401, "a revoked token cannot log out again");
}

/// Waits until `condition` holds, polling every 10 ms for at most 3 s.
async fn eventually(what: &str, condition: impl Fn() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
    while !condition() {
        assert!(tokio::time::Instant::now() < deadline, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[actix_web::test]
async fn each_replica_mirrors_revocations_made_before_and_after_it_started() {
    let settings = common::settings();
    let first = common::state(settings.clone()).await;
    let second = common::state(settings).await;
    let earlier = common::access_token(&first, &common::user_id());
    let earlier = first.tokens.verify_access(&earlier.token).unwrap();
    first
        .revocations
        .revoke(&earlier.jti, earlier.exp)
        .await
        .unwrap();
    assert_eq!(
        second.revocation_mirror.check(&earlier.jti),
        None,
        "an unsynced mirror leaves the check to Redis"
    );
    assert!(second.revocations.is_revoked(&earlier.jti).await.unwrap());

    let shutdown = zrm_platform::shutdown::Shutdown::new();
    let mirror = {
        let (second, shutdown) = (second.clone(), shutdown.clone());
        tokio::spawn(async move { second.run_revocation_mirror(shutdown).await })
    };
    eventually("the mirror loads", || second.revocation_mirror.is_synced()).await;
    assert_eq!(second.revocation_mirror.check(&earlier.jti), Some(true));
    assert_eq!(second.revocation_mirror.check("never-revoked"), Some(false));

    let later = common::access_token(&first, &common::user_id());
    let later = first.tokens.verify_access(&later.token).unwrap();
    first
        .revocations
        .revoke(&later.jti, later.exp)
        .await
        .unwrap();
    eventually("the revocation reaches the other replica", || {
        second.revocation_mirror.check(&later.jti) == Some(true)
    })
    .await;
    assert_eq!(second.revocation_mirror.len(), 2);

    shutdown.trigger();
    mirror.await.unwrap();
    assert_eq!(
        second.revocation_mirror.check(&later.jti),
        None,
        "a stopped subscription no longer answers"
    );
}

#[actix_web::test]
async fn tokens_of_another_key_or_kind_are_invalid() {
    let state = common::state(common::settings()).await;
    let mut other_settings = common::settings();
    other_settings.auth.jwt_secret = "another-secret-another-secret-another".into();
    let other = common::state(other_settings).await;
    let foreign = common::access_token(&other, "u-1");
    let ws_only = state.tokens.issue_ws("u-1").unwrap();
    let service = test::init_service(app::build(state)).await;
    for token in [foreign.token, ws_only.token, "garbage".to_string()] {
        let request = TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(("Authorization", format!("Bearer {token}")));
        let (status, body) = get_json!(&service, request);
        assert_eq!(status, 401);
        assert_eq!(body["detail"], "Invalid token");
    }
    let (status, body) = get_json!(
        &service,
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(("Authorization", "Basic x"))
    );
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Not authenticated");
}

#[actix_web::test]
async fn zoordinate_header_must_be_one_of_the_users() {
    let state = common::state(common::settings()).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    let request = |zoordinate: &'static str| {
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(common::bearer(&token))
            .insert_header(("x-zoordinates", zoordinate))
    };
    assert_eq!(get_json!(&service, request("MOSESTFTSA")).0, 200);
    let (status, body) = get_json!(&service, request("CCNOOSFTKH"));
    assert_eq!(status, 403);
    assert!(body["request_id"].is_string());
}

fn login_attempt(email: &str, peer: &str) -> TestRequest {
    TestRequest::post()
        .uri("/employee/login")
        .peer_addr(peer.parse().unwrap())
        .set_json(json!({"email": email, "password": "wrong-password"}))
}

/// Fills `key` with `count` failures, as wrong passwords would.
async fn fail(state: &actix_web::web::Data<zrm_gateway::state::AppState>, key: &str, count: u32) {
    for _ in 0..count {
        state.rate_limiter.record_failure(key).await.unwrap();
    }
}

#[actix_web::test]
async fn sign_in_is_refused_once_the_account_holds_its_failures() {
    let mut settings = common::settings();
    settings.rate_limit.login_per_account = 3;
    settings.rate_limit.login_per_address = 100;
    let state = common::state(settings).await;
    let service = test::init_service(app::build(state.clone())).await;
    // Core is down in this test: attempts reach it and fail with 503, which is no wrong
    // password and counts nothing, however many there are.
    for attempt in 0..5 {
        let peer = format!("10.0.0.{attempt}:5000");
        assert_eq!(
            get_json!(&service, login_attempt("anna@zrm.example", &peer)).0,
            503
        );
    }
    fail(
        &state,
        &state.keys.login_attempts_by_account("anna@zrm.example"),
        3,
    )
    .await;
    let response = test::call_service(
        &service,
        login_attempt("Anna@ZRM.example", "10.0.0.9:5000").to_request(),
    )
    .await;
    assert_eq!(
        response.status(),
        429,
        "the account is counted whatever the case of the address"
    );
    let retry_after: u64 = response
        .headers()
        .get("retry-after")
        .unwrap()
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (1..=900).contains(&retry_after),
        "retry after {retry_after}"
    );
    let body: Value = test::read_body_json(response).await;
    assert!(body["request_id"].is_string());
    assert_eq!(body["retry_after_secs"], retry_after);
    assert!(
        body["detail"]
            .as_str()
            .unwrap()
            .starts_with("Too many failed attempts; try again in "),
        "{body}"
    );
    assert_eq!(
        get_json!(&service, login_attempt("erik@zrm.example", "10.0.0.9:5000")).0,
        503,
        "other accounts still try"
    );
}

#[actix_web::test]
async fn sign_in_is_refused_once_the_client_address_holds_its_failures() {
    let mut settings = common::settings();
    settings.rate_limit.login_per_account = 100;
    settings.rate_limit.login_per_address = 2;
    let state = common::state(settings).await;
    let service = test::init_service(app::build(state.clone())).await;
    fail(&state, &state.keys.login_attempts_by_address("10.1.0.1"), 1).await;
    assert_eq!(
        get_json!(&service, login_attempt("a@zrm.example", "10.1.0.1:1")).0,
        503,
        "one failure short of the limit"
    );
    fail(&state, &state.keys.login_attempts_by_address("10.1.0.1"), 1).await;
    assert_eq!(
        get_json!(&service, login_attempt("c@zrm.example", "10.1.0.1:3")).0,
        429
    );
    assert_eq!(
        get_json!(&service, login_attempt("c@zrm.example", "10.1.0.2:3")).0,
        503,
        "another address is not limited"
    );
}

#[actix_web::test]
async fn code_attempts_are_refused_once_the_session_holds_its_wrong_codes() {
    let mut settings = common::settings();
    settings.rate_limit.otp_per_session = 2;
    let state = common::state(settings).await;
    let service = test::init_service(app::build(state.clone())).await;
    let attempt = |session: &str| {
        TestRequest::post()
            .uri("/employee/login/validate")
            .peer_addr("10.2.0.1:1".parse().unwrap())
            .set_json(json!({"session_id": session, "otp": "123456"}))
    };
    assert_eq!(get_json!(&service, attempt("session-a")).0, 503);
    fail(&state, &state.keys.otp_attempts_by_session("session-a"), 2).await;
    assert_eq!(get_json!(&service, attempt("session-a")).0, 429);
    assert_eq!(get_json!(&service, attempt("session-b")).0, 503);
}

#[actix_web::test]
async fn rate_limit_window_expires() {
    let settings = common::settings();
    let prefix = settings.redis.key_prefix.clone();
    let redis = zrm_platform::redis::connect(&settings.redis).await.unwrap();
    let limiter = RateLimiter::new(redis, Duration::from_millis(1000));
    let key = format!("{prefix}window-test");
    let limit = [Limit {
        key: &key,
        limit: 2,
    }];
    limiter.check(&limit).await.unwrap();
    assert_eq!(limiter.record_failure(&key).await.unwrap().count, 1);
    limiter.check(&limit).await.unwrap();
    assert_eq!(limiter.record_failure(&key).await.unwrap().count, 2);
    assert!(limiter.check(&limit).await.is_err());
    tokio::time::sleep(Duration::from_millis(1100)).await;
    limiter.check(&limit).await.unwrap();
    assert_eq!(
        limiter.record_failure(&key).await.unwrap().count,
        1,
        "a new window starts"
    );
}

#[actix_web::test]
async fn ending_a_persons_sessions_refuses_their_earlier_tokens_on_every_replica() {
    let settings = common::settings();
    let first = common::state(settings.clone()).await;
    let second = common::state(settings).await;
    let person = common::user_id();
    let earlier = common::access_token(&first, &person);
    let earlier_claims = first.tokens.verify_access(&earlier.token).unwrap();
    let colleague = common::access_token(&first, &common::user_id());
    let colleague_claims = first.tokens.verify_access(&colleague.token).unwrap();

    first.revocations.end_sessions(&person, 3600).await.unwrap();
    assert!(
        second
            .revocations
            .is_refused(&earlier_claims)
            .await
            .unwrap(),
        "an unsynced replica asks Redis"
    );
    assert!(
        !second
            .revocations
            .is_refused(&colleague_claims)
            .await
            .unwrap()
    );
    let second_service = test::init_service(app::build(second.clone())).await;
    let (status, body) = get_json!(
        &second_service,
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(common::bearer(&earlier))
    );
    assert_eq!(status, 401);
    assert_eq!(body["detail"], "Token revoked");

    let shutdown = zrm_platform::shutdown::Shutdown::new();
    let mirror = {
        let (second, shutdown) = (second.clone(), shutdown.clone());
        tokio::spawn(async move { second.run_revocation_mirror(shutdown).await })
    };
    eventually("the mirror loads the ended sessions", || {
        matches!(second.revocation_mirror.sessions_ended_at(&person), Some(Some(at)) if at >= earlier_claims.iat)
    })
    .await;
    assert!(
        second
            .revocations
            .is_refused(&earlier_claims)
            .await
            .unwrap()
    );
    assert!(
        !second
            .revocations
            .is_refused(&colleague_claims)
            .await
            .unwrap()
    );

    // A sign-in after the end (the next second: tokens count whole seconds) works again.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let later = common::access_token(&first, &person);
    let later_claims = first.tokens.verify_access(&later.token).unwrap();
    assert!(!second.revocations.is_refused(&later_claims).await.unwrap());
    let (status, _) = get_json!(
        &second_service,
        TestRequest::get()
            .uri("/notification/ws-token")
            .insert_header(common::bearer(&later))
    );
    assert_eq!(status, 200);

    // An end published while subscribed reaches the mirror too, and closes the person's open
    // websockets on that replica (a colleague's stays open).
    let (_hers, mut her_socket) = second.sessions.register(&person);
    let (_theirs, mut their_socket) = second.sessions.register(&colleague_claims.sub);
    first.revocations.end_sessions(&person, 3600).await.unwrap();
    eventually("the new end reaches the other replica", || {
        matches!(second.revocation_mirror.sessions_ended_at(&person), Some(Some(at)) if at >= later_claims.iat)
    })
    .await;
    assert!(second.revocations.is_refused(&later_claims).await.unwrap());
    assert_eq!(
        her_socket.try_recv().unwrap(),
        Outbound::Close(CLOSE_POLICY_VIOLATION, SESSION_ENDED_REASON.to_owned())
    );
    assert!(their_socket.try_recv().is_err());
    shutdown.trigger();
    mirror.await.unwrap();
}
