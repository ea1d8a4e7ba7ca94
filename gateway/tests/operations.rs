//! Health, readiness, metrics and the OpenAPI document.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use actix_web::test::{self, TestRequest};
use serde_json::Value;
use zrm_gateway::app;

#[actix_web::test]
async fn healthz_is_ok_while_the_process_runs() {
    let service = test::init_service(app::build(common::state(common::settings()).await)).await;
    let response =
        test::call_service(&service, TestRequest::get().uri("/healthz").to_request()).await;
    assert_eq!(response.status(), 200);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body, serde_json::json!({"status": "ok"}));
}

#[actix_web::test]
async fn readyz_reports_each_check_and_fails_while_one_fails() {
    let service = test::init_service(app::build(common::state(common::settings()).await)).await;
    let response =
        test::call_service(&service, TestRequest::get().uri("/readyz").to_request()).await;
    assert_eq!(
        response.status(),
        503,
        "the services point at a closed port"
    );
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["status"], "not_ready");
    let checks = body["checks"].as_object().unwrap();
    for name in [
        "postgres",
        "redis",
        "rabbitmq",
        "core",
        "kdlt",
        "insurance",
        "messaging",
        "notifications",
        "dialler",
    ] {
        assert!(checks.contains_key(name), "missing {name}: {body}");
    }
    assert_eq!(checks["redis"], "ok");
    assert_eq!(checks["postgres"], "ok");
    assert_eq!(checks["rabbitmq"], "ok");
    for service in [
        "core",
        "kdlt",
        "insurance",
        "messaging",
        "notifications",
        "dialler",
    ] {
        let outcome = checks[service].as_str().unwrap();
        assert_ne!(outcome, "ok");
        assert!(!outcome.is_empty());
    }
}

#[actix_web::test]
async fn readyz_names_a_broken_infrastructure_check() {
    let mut settings = common::settings();
    settings.readiness.postgres_url = "postgres://postgres@127.0.0.1:1/postgres".into();
    let service = test::init_service(app::build(common::state(settings).await)).await;
    let response =
        test::call_service(&service, TestRequest::get().uri("/readyz").to_request()).await;
    assert_eq!(response.status(), 503);
    let body: Value = test::read_body_json(response).await;
    assert_ne!(body["checks"]["postgres"], "ok");
    assert_eq!(body["checks"]["redis"], "ok");
}

#[actix_web::test]
async fn metrics_count_requests_by_route() {
    let service = test::init_service(app::build(common::state(common::settings()).await)).await;
    let response = test::call_service(
        &service,
        TestRequest::get().uri("/lead/get/abc").to_request(),
    )
    .await;
    assert_eq!(response.status(), 401);
    let response =
        test::call_service(&service, TestRequest::get().uri("/metrics").to_request()).await;
    assert_eq!(response.status(), 200);
    let text = String::from_utf8(test::read_body(response).await.to_vec()).unwrap();
    assert!(
        text.contains(
            r#"zrm_http_requests_total{method="GET",route="/lead/get/{id}",status="401"}"#
        ),
        "{text}"
    );
    assert!(text.contains("zrm_gateway_ws_sessions"));
}

#[actix_web::test]
async fn openapi_lists_every_route_with_the_error_body() {
    let service = test::init_service(app::build(common::state(common::settings()).await)).await;
    let response = test::call_service(
        &service,
        TestRequest::get().uri("/openapi.json").to_request(),
    )
    .await;
    assert_eq!(response.status(), 200);
    let document: Value = test::read_body_json(response).await;
    let expected = [
        ("/employee/login", "post"),
        ("/employee/login/validate", "post"),
        ("/auth/logout", "post"),
        ("/employee/me", "get"),
        ("/employee/all", "get"),
        ("/lead/create", "post"),
        ("/lead/list", "get"),
        ("/lead/list/mine", "get"),
        ("/lead/get/{id}", "get"),
        ("/lead/assign/{id}", "post"),
        ("/lead/reprocess-submissions", "post"),
        ("/notification/list", "get"),
        ("/notification/acknowledge", "post"),
        ("/notification/ws-token", "get"),
        ("/notification/ws", "get"),
        ("/healthz", "get"),
        ("/readyz", "get"),
        ("/metrics", "get"),
    ];
    for (path, method) in expected {
        assert!(
            document["paths"][path][method].is_object(),
            "{method} {path} missing"
        );
    }
    let schemas = &document["components"]["schemas"];
    for schema in [
        "ErrorBody",
        "Lead",
        "User",
        "Notification",
        "LoginRequest",
        "SignedIn",
        "LeadPage",
        "ReprocessSubmissionsRequest",
        "ReprocessResult",
    ] {
        assert!(schemas[schema].is_object(), "schema {schema} missing");
    }
    assert_eq!(
        document["paths"]["/employee/login"]["post"]["responses"]["400"]["content"]["application/json"]
            ["schema"]["$ref"],
        "#/components/schemas/ErrorBody"
    );
    let response =
        test::call_service(&service, TestRequest::get().uri("/docs/").to_request()).await;
    assert_eq!(response.status(), 200);
}
