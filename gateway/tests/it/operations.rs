//! Health, readiness, metrics and the OpenAPI document.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

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
async fn readyz_checks_only_what_the_gateway_needs_and_stays_ready_while_services_are_down() {
    // Every service points at a closed port (common::settings).
    let service = test::init_service(app::build(common::state(common::settings()).await)).await;
    let response =
        test::call_service(&service, TestRequest::get().uri("/readyz").to_request()).await;
    assert_eq!(response.status(), 200);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["status"], "ready");
    assert_eq!(body["checks"], serde_json::json!({"redis": "ok"}));
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
