//! Every bad request gets `{"detail","request_id","field"?}` with the right status, never a 500
//! or actix's plain-text error.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use actix_web::http::StatusCode;
use actix_web::test::{self, TestRequest};
use serde_json::{Value, json};
use zrm_gateway::app;

async fn call(request: TestRequest) -> (StatusCode, actix_web::http::header::HeaderMap, Value) {
    let state = common::state(common::settings()).await;
    let service = test::init_service(app::build(state)).await;
    let response = test::call_service(&service, request.to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = test::read_body(response).await;
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|error| panic!("not JSON ({error}): {}", String::from_utf8_lossy(&bytes)));
    (status, headers, body)
}

fn assert_error(status: StatusCode, body: &Value, expected_status: u16, field: Option<&str>) {
    assert_eq!(status.as_u16(), expected_status, "{body}");
    assert!(
        body["detail"]
            .as_str()
            .is_some_and(|detail| !detail.is_empty()),
        "{body}"
    );
    assert!(
        body["request_id"].as_str().is_some_and(|id| !id.is_empty()),
        "{body}"
    );
    assert_eq!(body.get("field").and_then(Value::as_str), field, "{body}");
}

async fn login(body: Value) -> (StatusCode, Value) {
    let (status, _, body) = call(TestRequest::post().uri("/employee/login").set_json(body)).await;
    (status, body)
}

#[actix_web::test]
async fn malformed_and_mistyped_json_are_400() {
    let (status, _, body) = call(
        TestRequest::post()
            .uri("/employee/login")
            .insert_header(("content-type", "application/json"))
            .set_payload("{\"email\": "),
    )
    .await;
    assert_error(status, &body, 400, None);
    assert_eq!(body["detail"], "Request body is not valid JSON");

    let (status, body) = login(json!({"email": 5, "password": "x"})).await;
    assert_error(status, &body, 400, Some("email"));

    let (status, _, body) = call(
        TestRequest::post()
            .uri("/employee/login")
            .insert_header(("content-type", "text/plain"))
            .set_payload("email=a"),
    )
    .await;
    assert_error(status, &body, 400, None);
}

#[actix_web::test]
async fn nested_json_errors_name_the_path() {
    let state = common::state(common::settings()).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    let request = TestRequest::post()
        .uri("/lead/create")
        .insert_header(common::bearer(&token))
        .set_json(json!({
            "source": "ONLINE_LEAD", "country": "SE",
            "create_source": {"type": "online_form", "error": null},
            "data": {"applicant": {"pni": 198112289874u64, "first_name": "Anna", "last_name": "Svensson"}}
        }))
        .to_request();
    let response = test::call_service(&service, request).await;
    assert_eq!(response.status(), 400);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["field"], "data.applicant.pni", "{body}");
}

#[actix_web::test]
async fn query_and_path_errors_name_the_parameter() {
    let state = common::state(common::settings()).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    let cases = [
        ("/lead/list?limit=7", "limit"),
        ("/lead/list?limit=100", "limit"),
        ("/lead/list?page=0", "page"),
        ("/lead/list?page=abc", "page"),
        ("/lead/list?include_failed=maybe", "include_failed"),
        ("/lead/list/mine?limit=3", "limit"),
        ("/lead/get/abc", "id"),
        ("/employee/all?limit=11", "limit"),
        ("/notification/list?limit=0", "limit"),
        ("/notification/list?status=unknown", "status"),
    ];
    for (uri, field) in cases {
        let request = TestRequest::get()
            .uri(uri)
            .insert_header(common::bearer(&token))
            .to_request();
        let response = test::call_service(&service, request).await;
        let status = response.status();
        let body: Value = test::read_body_json(response).await;
        assert_error(status, &body, 400, Some(field));
    }
    let request = TestRequest::post()
        .uri("/notification/acknowledge")
        .insert_header(common::bearer(&token))
        .set_json(json!({"notification_ids": ["n-1"], "action": "seen"}))
        .to_request();
    let response = test::call_service(&service, request).await;
    let status = response.status();
    let body: Value = test::read_body_json(response).await;
    assert_error(status, &body, 400, Some("action"));
}

#[actix_web::test]
async fn reprocess_needs_a_token_then_the_online_admin_role_then_valid_lead_ids() {
    let state = common::state(common::settings()).await;
    let online_admin = common::access_token(&state, &common::user_id());
    let other_admin =
        common::access_token_with_roles(&state, &common::user_id(), &["mortgage:admin"]);
    let team_lead = common::access_token_with_roles(&state, &common::user_id(), &["team-lead"]);
    let no_roles = common::access_token_with_roles(&state, &common::user_id(), &[]);
    let service = test::init_service(app::build(state)).await;
    let too_many: Vec<i64> = (1..=101).collect();
    // (token, body, status, field, detail); an empty detail is not compared.
    let cases = [
        (
            None,
            json!({"lead_ids": [1]}),
            401,
            None,
            "Not authenticated",
        ),
        // The role is checked before the body is read: a bad body from a non-admin is 403 too.
        (Some(&team_lead), json!({"lead_ids": [1]}), 403, None, ""),
        (Some(&team_lead), json!({"lead_ids": "all"}), 403, None, ""),
        (Some(&no_roles), json!({"lead_ids": [1]}), 403, None, ""),
        (
            Some(&online_admin),
            json!({}),
            400,
            Some("lead_ids"),
            "This field is required",
        ),
        (
            Some(&online_admin),
            json!({"lead_ids": null}),
            400,
            Some("lead_ids"),
            "",
        ),
        (
            Some(&online_admin),
            json!({"lead_ids": []}),
            400,
            Some("lead_ids"),
            "At least one lead id is required",
        ),
        (
            Some(&online_admin),
            json!({ "lead_ids": too_many }),
            400,
            Some("lead_ids"),
            "At most 100 lead ids per call",
        ),
        (
            Some(&online_admin),
            json!({"lead_ids": [1, 0]}),
            400,
            Some("lead_ids"),
            "Lead ids must be positive numbers",
        ),
        (
            Some(&online_admin),
            json!({"lead_ids": [1, "2"]}),
            400,
            Some("lead_ids[1]"),
            "",
        ),
        // Valid input from an online admin (or any admin, by the role rule) reaches core, which
        // is down here.
        (
            Some(&online_admin),
            json!({"lead_ids": [1, 2, 2]}),
            503,
            None,
            "",
        ),
        (Some(&other_admin), json!({"lead_ids": [1]}), 503, None, ""),
    ];
    for (token, request_body, expected, field, detail) in cases {
        let mut request = TestRequest::post()
            .uri("/lead/reprocess-submissions")
            .set_json(&request_body);
        if let Some(token) = token {
            request = request.insert_header(common::bearer(token));
        }
        let response = test::call_service(&service, request.to_request()).await;
        let status = response.status();
        let body: Value = test::read_body_json(response).await;
        assert_error(status, &body, expected, field);
        if !detail.is_empty() {
            assert_eq!(body["detail"], detail, "for {request_body}");
        }
    }
}

#[actix_web::test]
async fn a_service_that_is_down_gives_503_not_500() {
    let state = common::state(common::settings()).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;
    for uri in [
        "/lead/list",
        "/lead/get/12",
        "/employee/me",
        "/notification/list",
    ] {
        let request = TestRequest::get()
            .uri(uri)
            .insert_header(common::bearer(&token))
            .to_request();
        let response = test::call_service(&service, request).await;
        let status = response.status();
        let body: Value = test::read_body_json(response).await;
        assert_error(status, &body, 503, None);
    }
    let (status, body) =
        login(json!({"email": "anna.online@zrm.example", "password": "demo-online-1"})).await;
    assert_error(status, &body, 503, None);
}

#[actix_web::test]
async fn request_id_is_echoed_and_used_in_the_body() {
    let (status, headers, body) = call(
        TestRequest::get()
            .uri("/employee/me")
            .insert_header(("X-Request-ID", "test-req-123")),
    )
    .await;
    assert_error(status, &body, 401, None);
    assert_eq!(body["detail"], "Not authenticated");
    assert_eq!(body["request_id"], "test-req-123");
    assert_eq!(headers.get("x-request-id").unwrap(), "test-req-123");

    let (_, headers, body) = call(TestRequest::get().uri("/employee/me")).await;
    let created = headers
        .get("x-request-id")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert!(!created.is_empty());
    assert_eq!(body["request_id"], created);

    let (_, headers, _) = call(
        TestRequest::get()
            .uri("/healthz")
            .insert_header(("X-Request-ID", "bad id\twith tab")),
    )
    .await;
    assert_ne!(headers.get("x-request-id").unwrap(), "bad id\twith tab");
}

#[actix_web::test]
async fn unknown_routes_are_404_with_the_error_body() {
    let (status, _, body) = call(TestRequest::get().uri("/no/such/route")).await;
    assert_error(status, &body, 404, None);
}

#[actix_web::test]
async fn a_method_a_path_does_not_have_is_405_naming_the_allowed_ones() {
    let (status, headers, body) = call(TestRequest::get().uri("/lead/create")).await;
    assert_error(status, &body, 405, None);
    assert_eq!(headers.get("allow").unwrap(), "POST");
    let (status, headers, body) = call(TestRequest::delete().uri("/lead/get/12")).await;
    assert_error(status, &body, 405, None);
    assert_eq!(headers.get("allow").unwrap(), "GET");
    // A parameter stands for one segment: a longer path is unknown.
    let (status, _, body) = call(TestRequest::delete().uri("/lead/get/12/x")).await;
    assert_error(status, &body, 404, None);
    // A concrete path is not also its templated neighbour, and a parameter outside its pattern
    // names nothing.
    let (status, headers, body) = call(TestRequest::get().uri("/customer/name/by-pni")).await;
    assert_error(status, &body, 405, None);
    assert_eq!(headers.get("allow").unwrap(), "POST");
    let (status, _, body) = call(TestRequest::get().uri("/customer/name/null%2Cnull")).await;
    assert_error(status, &body, 404, None);
    // `GET /employee/{user_id}` takes a UUID's shape only: the literal neighbours served with
    // other methods stay 405, and the staff's own GET routes stay theirs (401 without a token).
    let (status, headers, body) = call(TestRequest::get().uri("/employee/login")).await;
    assert_error(status, &body, 405, None);
    assert_eq!(headers.get("allow").unwrap(), "POST");
    for path in ["/employee/all", "/employee/me", "/employee/my-settings"] {
        let (status, _, body) = call(TestRequest::get().uri(path)).await;
        assert_error(status, &body, 401, None);
    }
}

#[actix_web::test]
async fn cors_admits_the_app_origins_only() {
    let state = common::state(common::settings()).await;
    let service = test::init_service(app::build(state)).await;
    let preflight = |origin: &'static str| {
        TestRequest::default()
            .method(actix_web::http::Method::OPTIONS)
            .uri("/employee/login")
            .insert_header(("Origin", origin))
            .insert_header(("Access-Control-Request-Method", "POST"))
            .insert_header((
                "Access-Control-Request-Headers",
                "content-type,x-request-id",
            ))
            .to_request()
    };
    let allowed = test::call_service(&service, preflight("http://localhost:3000")).await;
    assert!(allowed.status().is_success(), "{}", allowed.status());
    assert_eq!(
        allowed
            .headers()
            .get("access-control-allow-origin")
            .unwrap(),
        "http://localhost:3000"
    );
    let refused = test::call_service(&service, preflight("http://evil.example")).await;
    assert!(
        refused
            .headers()
            .get("access-control-allow-origin")
            .is_none()
    );
    assert_eq!(refused.status(), 400);
    let body: Value = test::read_body_json(refused).await;
    assert!(body["request_id"].is_string(), "{body}");
}

#[actix_web::test]
async fn cors_lets_the_apps_read_request_ids_and_download_names() {
    let state = common::state(common::settings()).await;
    let service = test::init_service(app::build(state)).await;
    let response = test::call_service(
        &service,
        TestRequest::get()
            .uri("/healthz")
            .insert_header(("Origin", "http://localhost:3000"))
            .to_request(),
    )
    .await;
    let exposed = response
        .headers()
        .get("access-control-expose-headers")
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase();
    for header in ["x-request-id", "retry-after", "content-disposition"] {
        assert!(exposed.contains(header), "{header} not in {exposed:?}");
    }
}
