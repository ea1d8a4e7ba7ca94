//! Errors of the simulated Vipps MobilePay API, in the three shapes Vipps answers with:
//! RFC 7807 problem details from the Recurring API (`type` = the problem page plus an identifier
//! from recurring-api-problems.md, `contextId`, `extraDetails`), Azure API Management's
//! `{statusCode, message}` for subscription-key and token failures, and the access token
//! endpoint's OAuth-style `{error, error_description}`.

use actix_web::http::StatusCode;
use serde_json::{Value, json};

const PROBLEMS: &str =
    "https://developer.vippsmobilepay.com/docs/APIs/recurring-api/recurring-api-problems#";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VippsError {
    Problem {
        status: StatusCode,
        /// The identifier after `#`, e.g. `charge-due-too-soon`.
        problem: &'static str,
        detail: String,
        /// `extraDetails`: field and text.
        extra: Vec<(String, String)>,
    },
    Azure {
        status: StatusCode,
        message: &'static str,
    },
    Token {
        error: &'static str,
        description: &'static str,
    },
}

impl std::fmt::Display for VippsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Problem {
                problem, detail, ..
            } => write!(f, "{problem}: {detail}"),
            Self::Azure { message, .. } => f.write_str(message),
            Self::Token { error, description } => write!(f, "{error}: {description}"),
        }
    }
}

impl VippsError {
    pub fn problem(status: StatusCode, problem: &'static str, detail: impl Into<String>) -> Self {
        Self::Problem {
            status,
            problem,
            detail: detail.into(),
            extra: Vec::new(),
        }
    }

    /// `400 validation-error` naming the field.
    pub fn validation(field: &str, text: impl Into<String>) -> Self {
        Self::Problem {
            status: StatusCode::BAD_REQUEST,
            problem: "validation-error",
            detail: "Validation error".into(),
            extra: vec![(field.to_owned(), text.into())],
        }
    }

    pub fn bad_request(problem: &'static str, detail: impl Into<String>) -> Self {
        Self::problem(StatusCode::BAD_REQUEST, problem, detail)
    }

    pub fn not_found(detail: impl Into<String>) -> Self {
        Self::problem(StatusCode::NOT_FOUND, "resource-not-found", detail)
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Problem { status, .. } | Self::Azure { status, .. } => *status,
            Self::Token { .. } => StatusCode::UNAUTHORIZED,
        }
    }

    pub fn content_type(&self) -> &'static str {
        match self {
            Self::Problem { .. } => "application/problem+json",
            Self::Azure { .. } | Self::Token { .. } => "application/json",
        }
    }

    /// The body; `instance` is the request path, `context_id` the request id.
    pub fn body(&self, instance: &str, context_id: &str) -> Value {
        match self {
            Self::Problem {
                status,
                problem,
                detail,
                extra,
            } => json!({
                "type": format!("{PROBLEMS}{problem}"),
                "title": status.canonical_reason().unwrap_or("Error"),
                "status": status.as_u16(),
                "detail": detail,
                "instance": instance,
                "contextId": context_id,
                "extraDetails": extra
                    .iter()
                    .map(|(field, text)| json!({"field": field, "text": text}))
                    .collect::<Vec<_>>(),
            }),
            Self::Azure { status, message } => {
                json!({"statusCode": status.as_u16(), "message": message})
            }
            Self::Token { error, description } => {
                json!({"error": error, "error_description": description})
            }
        }
    }
}
