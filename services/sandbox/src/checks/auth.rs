//! The API key check: credit check and valuation take `X-API-Key`, PEP screening takes
//! `Authorization: Bearer <key>`; a missing or wrong key is `401 unauthorized`.

use actix_web::HttpRequest;
use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;

use super::check_error;
use crate::error::SandboxError;

pub const API_KEY_HEADER: &str = "X-API-Key";

fn unauthorized() -> SandboxError {
    check_error(
        StatusCode::UNAUTHORIZED,
        "unauthorized",
        "Missing or invalid API key",
    )
}

pub fn require_api_key(req: &HttpRequest, expected: &str) -> Result<(), SandboxError> {
    let given = req
        .headers()
        .get(API_KEY_HEADER)
        .and_then(|v| v.to_str().ok());
    if given == Some(expected) {
        Ok(())
    } else {
        Err(unauthorized())
    }
}

pub fn require_bearer(req: &HttpRequest, expected: &str) -> Result<(), SandboxError> {
    let given = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    if given == Some(expected) {
        Ok(())
    } else {
        Err(unauthorized())
    }
}
