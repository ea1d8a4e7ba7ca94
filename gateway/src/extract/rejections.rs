//! Error handlers for actix's own `Json`, `Query` and `Path` extractors, so that even where they
//! are used the client gets the gateway's error body instead of actix's plain-text error.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{HttpRequest, web};

use super::serde_errors::to_validation_error;
use crate::error::GatewayError;

pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(|error, _req| json_rejection(error).into())
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error, _req| query_rejection(&error).into())
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|error, req| path_rejection(&error, req).into())
}

fn json_rejection(error: JsonPayloadError) -> GatewayError {
    if let JsonPayloadError::Deserialize(inner) = &error {
        if inner.is_data() {
            return to_validation_error(".", &inner.to_string());
        }
        return GatewayError::bad_request("Request body is not valid JSON");
    }
    if let JsonPayloadError::OverflowKnownLength { limit, .. }
    | JsonPayloadError::Overflow { limit } = error
    {
        return GatewayError::PayloadTooLarge { limit };
    }
    if let JsonPayloadError::ContentType = error {
        return GatewayError::bad_request("Content-Type must be application/json");
    }
    GatewayError::bad_request(format!("Cannot read request body: {error}"))
}

fn query_rejection(error: &QueryPayloadError) -> GatewayError {
    let QueryPayloadError::Deserialize(inner) = error else {
        return GatewayError::bad_request(error.to_string());
    };
    to_validation_error(".", &inner.to_string())
}

/// actix reports `can not parse "abc" to a i64` without the parameter's name; find the segment
/// whose value is quoted in the message (or the only one).
fn path_rejection(error: &PathError, req: &HttpRequest) -> GatewayError {
    let PathError::Deserialize(inner) = error else {
        return GatewayError::bad_request(error.to_string());
    };
    let message = inner.to_string();
    let segments: Vec<(&str, &str)> = req.match_info().iter().collect();
    let named = segments
        .iter()
        .find(|(_, value)| message.contains(&format!("{value:?}")))
        .or_else(|| {
            if segments.len() == 1 {
                segments.first()
            } else {
                None
            }
        });
    match named {
        Some((name, _)) => GatewayError::field(*name, expected_kind(&message)),
        None => to_validation_error(".", &message),
    }
}

fn expected_kind(message: &str) -> &'static str {
    match message.rsplit_once(" to a ").map(|(_, kind)| kind) {
        Some("bool") => "Must be true or false",
        Some("f32" | "f64") => "Must be a number",
        Some(
            "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
            | "usize",
        ) => "Must be a whole number",
        Some(_) | None => "Invalid value",
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use actix_web::{App, HttpResponse, test};

    async fn by_id(id: web::Path<i64>) -> HttpResponse {
        HttpResponse::Ok().body(id.to_string())
    }

    #[actix_web::test]
    async fn bad_path_number_names_the_segment() {
        let app = test::init_service(
            App::new()
                .app_data(path_config())
                .route("/lead/get/{id}", web::get().to(by_id)),
        )
        .await;
        let response = test::call_service(
            &app,
            test::TestRequest::get().uri("/lead/get/abc").to_request(),
        )
        .await;
        assert_eq!(response.status(), 400);
        let body: serde_json::Value = test::read_body_json(response).await;
        assert_eq!(body["field"], "id");
        assert_eq!(body["detail"], "Must be a whole number");
        assert!(body["request_id"].is_string());
    }
}
