//! The one error type of the gateway and its HTTP form. Every failure a client can see goes
//! through [`GatewayError`], so the body is always `{"detail","request_id","field"?}`.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;
use zrm_domain::{Language, server_text};

/// What a 500 tells the client; the cause goes to the log only.
pub const INTERNAL_DETAIL: &str = "Something went wrong";

#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    /// Bad input. `field` names the offending field when one is to blame.
    #[error("{detail}")]
    Validation {
        field: Option<String>,
        detail: String,
    },
    /// Missing, invalid, expired or revoked credentials.
    #[error("{0}")]
    Unauthenticated(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The path exists, served with other methods (listed in `Allow`).
    #[error("method not allowed")]
    MethodNotAllowed {
        allowed: Vec<actix_web::http::Method>,
    },
    #[error("{0}")]
    Conflict(String),
    #[error("too many attempts, retry after {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    /// The response cannot be given in a form the `Accept` header allows.
    #[error("{0}")]
    NotAcceptable(String),
    /// A service's own limit was reached (e.g. a number's hourly SMS); its text says which.
    #[error("{0}")]
    QuotaExhausted(String),
    #[error("request body larger than {limit} bytes")]
    PayloadTooLarge { limit: usize },
    /// A dependency (a service, Redis) cannot be reached or timed out.
    #[error("{dependency} unavailable: {cause}")]
    Unavailable {
        dependency: &'static str,
        cause: String,
    },
    /// A bug or an unexpected answer; the text is logged, never shown.
    #[error("internal error: {0}")]
    Internal(String),
}

impl GatewayError {
    pub fn field(field: impl Into<String>, detail: impl Into<String>) -> Self {
        Self::Validation {
            field: Some(field.into()),
            detail: detail.into(),
        }
    }

    /// A validation error moved onto `name` (a service named its own field for the value);
    /// any other error as it is.
    pub fn with_field(self, name: &str) -> Self {
        if let Self::Validation { detail, .. } = &self {
            return Self::field(name, detail.clone());
        }
        self
    }

    pub fn bad_request(detail: impl Into<String>) -> Self {
        Self::Validation {
            field: None,
            detail: detail.into(),
        }
    }

    pub fn unauthenticated(detail: impl Into<String>) -> Self {
        Self::Unauthenticated(detail.into())
    }

    pub fn redis(cause: impl std::fmt::Display) -> Self {
        Self::Unavailable {
            dependency: "redis",
            cause: cause.to_string(),
        }
    }

    /// The field and detail of a validation error; `None` for any other error.
    pub fn into_validation(self) -> Option<(Option<String>, String)> {
        if let Self::Validation { field, detail } = self {
            Some((field, detail))
        } else {
            None
        }
    }

    /// The text the client sees.
    pub fn detail(&self) -> String {
        match self {
            Self::Validation { detail, .. } => detail.clone(),
            Self::Unauthenticated(detail)
            | Self::Forbidden(detail)
            | Self::NotFound(detail)
            | Self::Conflict(detail)
            | Self::NotAcceptable(detail)
            | Self::QuotaExhausted(detail) => detail.clone(),
            Self::MethodNotAllowed { allowed } => format!(
                "Method not allowed; this path accepts {}",
                allowed_header(allowed)
            ),
            Self::RateLimited { retry_after_secs } => format!(
                "Too many failed attempts; try again in {}",
                wait_text(*retry_after_secs)
            ),
            Self::PayloadTooLarge { limit } => {
                format!("Request body must be at most {limit} bytes")
            }
            Self::Unavailable { .. } => {
                "Service temporarily unavailable, please try again".to_string()
            }
            Self::Internal(_) => INTERNAL_DETAIL.to_string(),
        }
    }
}

/// "45 seconds", "1 minute", "9 minutes" (whole minutes rounded up past the first minute).
fn wait_text(seconds: u64) -> String {
    match seconds {
        0..=59 => format!("{seconds} seconds"),
        60 => "1 minute".to_string(),
        _ => format!("{} minutes", seconds.div_ceil(60)),
    }
}

fn allowed_header(methods: &[actix_web::http::Method]) -> String {
    methods
        .iter()
        .map(actix_web::http::Method::as_str)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The error body of every failed request.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What is wrong, in the language the request's `Accept-Language` asks for (en, sv or nb;
    /// English otherwise), named in the response's `Content-Language`.
    pub detail: String,
    pub request_id: String,
    /// The offending input field, for validation errors only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// Seconds until a refused attempt may be made again (429 only; also in `Retry-After`), so
    /// the apps can say how long to wait in the user's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after_secs: Option<u64>,
}

/// The language of the request being served (from its `Accept-Language`); English otherwise.
pub fn reader_language() -> Language {
    zrm_platform::context::current()
        .and_then(|context| context.language)
        .map_or(Language::En, |code| Language::or_english(&code))
}

/// `detail` in the language of the request being served, through the server-text catalogue.
pub fn for_reader(detail: &str) -> String {
    server_text::translate(detail, reader_language()).into_owned()
}

/// The request id of the request being served (set by the request-context middleware).
pub fn current_request_id() -> String {
    zrm_platform::context::current()
        .map(|context| context.request_id)
        .unwrap_or_else(zrm_platform::context::new_request_id)
}

impl ResponseError for GatewayError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::Validation { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            Self::NotAcceptable(_) => StatusCode::NOT_ACCEPTABLE,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::RateLimited { .. } | Self::QuotaExhausted(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Unavailable { .. } => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        let request_id = current_request_id();
        match self {
            Self::Internal(cause) => tracing::error!(%request_id, %cause, "internal error"),
            Self::Unavailable { dependency, cause } => {
                tracing::warn!(%request_id, dependency, %cause, "dependency unavailable")
            }
            Self::Validation { .. }
            | Self::Unauthenticated(_)
            | Self::Forbidden(_)
            | Self::NotFound(_)
            | Self::MethodNotAllowed { .. }
            | Self::NotAcceptable(_)
            | Self::Conflict(_)
            | Self::RateLimited { .. }
            | Self::QuotaExhausted(_)
            | Self::PayloadTooLarge { .. } => {}
        }
        let field = match self {
            Self::Validation { field, .. } => field.clone(),
            Self::Unauthenticated(_)
            | Self::Forbidden(_)
            | Self::NotFound(_)
            | Self::MethodNotAllowed { .. }
            | Self::NotAcceptable(_)
            | Self::Conflict(_)
            | Self::RateLimited { .. }
            | Self::QuotaExhausted(_)
            | Self::PayloadTooLarge { .. }
            | Self::Unavailable { .. }
            | Self::Internal(_) => None,
        };
        let mut response = HttpResponse::build(status);
        match self {
            Self::RateLimited { retry_after_secs } => {
                response.insert_header((header::RETRY_AFTER, retry_after_secs.to_string()));
            }
            Self::Unauthenticated(_) => {
                response
                    .insert_header((header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer")));
            }
            Self::MethodNotAllowed { allowed } => {
                response.insert_header((header::ALLOW, allowed_header(allowed)));
            }
            Self::Validation { .. }
            | Self::Forbidden(_)
            | Self::NotFound(_)
            | Self::Conflict(_)
            | Self::NotAcceptable(_)
            | Self::QuotaExhausted(_)
            | Self::PayloadTooLarge { .. }
            | Self::Unavailable { .. }
            | Self::Internal(_) => {}
        }
        let language = reader_language();
        response.insert_header((header::CONTENT_LANGUAGE, language.code()));
        response.json(ErrorBody {
            detail: server_text::translate(&self.detail(), language).into_owned(),
            request_id,
            field,
            retry_after_secs: if let Self::RateLimited { retry_after_secs } = self {
                Some(*retry_after_secs)
            } else {
                None
            },
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use actix_web::body::to_bytes;

    async fn body_of(error: GatewayError) -> (StatusCode, serde_json::Value) {
        let response = error.error_response();
        let status = response.status();
        let bytes = to_bytes(response.into_body()).await.unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    #[actix_web::test]
    async fn internal_errors_hide_their_cause() {
        let (status, body) = body_of(GatewayError::Internal("db password wrong".into())).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(body["detail"], INTERNAL_DETAIL);
        assert!(body["request_id"].as_str().is_some_and(|id| !id.is_empty()));
        assert!(body.get("field").is_none());
    }

    #[actix_web::test]
    async fn the_detail_reads_in_the_language_the_request_asked_for() {
        let swedish = zrm_platform::context::RequestContext::fresh().with_language(Some("sv"));
        let response = zrm_platform::context::scope(swedish, async {
            GatewayError::RateLimited {
                retry_after_secs: 540,
            }
            .error_response()
        })
        .await;
        assert_eq!(
            response.headers().get(header::CONTENT_LANGUAGE).unwrap(),
            "sv"
        );
        let body: serde_json::Value =
            serde_json::from_slice(&to_bytes(response.into_body()).await.unwrap()).unwrap();
        assert_eq!(
            body["detail"],
            "För många misslyckade försök; försök igen om 9 minuter"
        );

        let norwegian = zrm_platform::context::RequestContext::fresh().with_language(Some("nb"));
        let (_, body) = zrm_platform::context::scope(
            norwegian,
            body_of(GatewayError::field("email", "This field is required")),
        )
        .await;
        assert_ne!(body["detail"], "This field is required");
        assert_eq!(
            body["field"], "email",
            "the field keeps its name in every language"
        );

        let (_, body) = body_of(GatewayError::field("email", "This field is required")).await;
        assert_eq!(
            body["detail"], "This field is required",
            "English without a language"
        );
    }

    #[actix_web::test]
    async fn validation_errors_name_the_field() {
        let (status, body) = body_of(GatewayError::field("email", "Email is required")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["detail"], "Email is required");
        assert_eq!(body["field"], "email");
    }

    #[actix_web::test]
    async fn rate_limited_carries_retry_after() {
        let response = GatewayError::RateLimited {
            retry_after_secs: 42,
        }
        .error_response();
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(response.headers().get(header::RETRY_AFTER).unwrap(), "42");
        let (_, body) = body_of(GatewayError::RateLimited {
            retry_after_secs: 540,
        })
        .await;
        assert_eq!(
            body["detail"],
            "Too many failed attempts; try again in 9 minutes"
        );
        assert_eq!(body["retry_after_secs"], 540);
    }

    #[test]
    fn waits_read_naturally() {
        assert_eq!(wait_text(45), "45 seconds");
        assert_eq!(wait_text(60), "1 minute");
        assert_eq!(wait_text(61), "2 minutes");
    }

    #[actix_web::test]
    async fn request_id_comes_from_the_context() {
        let context = zrm_platform::context::RequestContext::new("req-42".into(), None, None);
        let response = zrm_platform::context::scope(context, async {
            GatewayError::NotFound("Lead not found".into()).error_response()
        })
        .await;
        let bytes = to_bytes(response.into_body()).await.unwrap();
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(body["request_id"], "req-42");
        assert_eq!(body["detail"], "Lead not found");
    }
}
