//! The sandbox's one error type and its one mapping to HTTP.
//!
//! Simulated provider endpoints answer in the provider's own error format (e.g. BankID's
//! `{"errorCode","details"}`); everything else (control API, mail API) answers
//! `{"detail","request_id"}` plus `"field"` for validation errors.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde_json::json;

use crate::bankid::error_code::ErrorCode as BankIdErrorCode;
use crate::request_id;

#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("invalid {field}: {detail}")]
    Validation { field: String, detail: String },
    #[error("{0}")]
    NotFound(String),
    /// A control action that does not fit the simulated entity's current state.
    #[error("{0}")]
    Conflict(String),
    /// An error of the simulated BankID RP API, in BankID's format.
    #[error("bankid {code:?}: {details}")]
    BankId {
        code: BankIdErrorCode,
        details: String,
    },
    /// An error of the simulated 46elks API: a status and a plain-text message.
    #[error("46elks {status}: {message}")]
    Elks46 { status: StatusCode, message: String },
    /// An error of the simulated GoCardless API, in GoCardless's envelope.
    #[error("gocardless {0}")]
    GoCardless(crate::gocardless::error::GcError),
    /// An error of a simulated OAuth 2.0 / OpenID Connect endpoint, in the protocol's format.
    #[error("oauth {}: {}", .0.code.as_str(), .0.description)]
    OAuth(crate::oidc::error::OAuthError),
    /// An error of the simulated Vipps MobilePay API; `instance` is the request path.
    #[error("vipps {error}")]
    Vipps {
        error: crate::vipps::problem::VippsError,
        instance: String,
    },
    /// An error of the simulated Telavox API: a status and `{"message"}`.
    #[error("telavox {status}: {message}")]
    Telavox { status: StatusCode, message: String },
    /// An error of the simulated Norsk Gjeldsinformasjon API:
    /// `{error, error_description, timestamp, trace_id}`.
    #[error("nogi {status} {error}: {description}")]
    NoGi {
        status: StatusCode,
        error: &'static str,
        description: String,
    },
    /// An error of the simulated credit check, valuation or PEP screening API (ZRM's adapter
    /// shape): `{code, message, request_id}` plus `field` for validation errors.
    #[error("check {status} {code}: {message}")]
    Check {
        status: StatusCode,
        code: &'static str,
        message: String,
        field: Option<String>,
    },
    #[error("internal: {0}")]
    Internal(String),
}

impl From<crate::oidc::error::OAuthError> for SandboxError {
    fn from(error: crate::oidc::error::OAuthError) -> Self {
        Self::OAuth(error)
    }
}

impl SandboxError {
    pub fn validation(field: impl Into<String>, detail: impl Into<String>) -> Self {
        Self::Validation {
            field: field.into(),
            detail: detail.into(),
        }
    }

    pub fn bankid(code: BankIdErrorCode, details: impl Into<String>) -> Self {
        Self::BankId {
            code,
            details: details.into(),
        }
    }
}

impl ResponseError for SandboxError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::Validation { .. } => StatusCode::BAD_REQUEST,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::BankId { code, .. } => code.status(),
            Self::Elks46 { status, .. } => *status,
            Self::GoCardless(error) => error.status,
            Self::Vipps { error, .. } => error.status(),
            Self::OAuth(error) => error.status(),
            Self::Telavox { status, .. }
            | Self::NoGi { status, .. }
            | Self::Check { status, .. } => *status,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let request_id = request_id::current();
        if let Self::Elks46 { status, message } = self {
            let mut response = HttpResponse::build(*status);
            if *status == StatusCode::UNAUTHORIZED {
                response.insert_header(("WWW-Authenticate", "Basic realm=\"46elks\""));
            }
            return response
                .content_type("text/plain; charset=utf-8")
                .body(message.clone());
        }
        if let Self::OAuth(error) = self {
            return error.response();
        }
        if let Self::Vipps { error, instance } = self {
            return HttpResponse::build(error.status())
                .content_type(error.content_type())
                .body(error.body(instance, &request_id).to_string());
        }
        let body = match self {
            Self::Validation { field, detail } => {
                json!({"detail": detail, "field": field, "request_id": request_id})
            }
            Self::NotFound(detail) | Self::Conflict(detail) => {
                json!({"detail": detail, "request_id": request_id})
            }
            Self::BankId { code, details } => {
                json!({"errorCode": code.as_str(), "details": details})
            }
            Self::Elks46 { message, .. } => json!({"detail": message, "request_id": request_id}),
            Self::GoCardless(error) => error.body(&request_id),
            Self::Vipps { error, instance } => error.body(instance, &request_id),
            Self::OAuth(error) => {
                json!({"error": error.code.as_str(), "error_description": error.description})
            }
            Self::Telavox { message, .. } => json!({ "message": message }),
            Self::NoGi {
                error, description, ..
            } => json!({
                "error": error,
                "error_description": description,
                "timestamp": chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
                "trace_id": request_id,
            }),
            Self::Check {
                code,
                message,
                field: Some(field),
                ..
            } => {
                json!({"code": code, "message": message, "field": field, "request_id": request_id})
            }
            Self::Check {
                code,
                message,
                field: None,
                ..
            } => json!({"code": code, "message": message, "request_id": request_id}),
            Self::Internal(cause) => {
                tracing::error!(%cause, "request failed");
                json!({"detail": "Something went wrong", "request_id": request_id})
            }
        };
        let mut response = HttpResponse::build(self.status_code());
        if let Self::BankId {
            code: BankIdErrorCode::TooManyRequests,
            ..
        } = self
        {
            // BankID names the limit in IETF draft-polli-ratelimit-headers style.
            response
                .insert_header(("RateLimit-Limit", "10"))
                .insert_header(("RateLimit-Remaining", "0"))
                .insert_header(("RateLimit-Reset", "1"));
        }
        if let Self::Telavox {
            status: StatusCode::UNAUTHORIZED,
            ..
        } = self
        {
            response.insert_header(("WWW-Authenticate", "Bearer"));
        }
        response.json(body)
    }
}
