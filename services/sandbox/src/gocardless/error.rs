//! Errors of the simulated GoCardless API in GoCardless's envelope:
//! `{"error": {"type", "code", "message", "documentation_url", "request_id", "errors": [...]}}`.
//! `validation_failed` items name a `field`; the other types name a `reason`.

use actix_web::http::StatusCode;
use serde_json::{Value, json};

const DOCS: &str = "https://developer.gocardless.com/api-reference";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorType {
    InvalidApiUsage,
    InvalidState,
    ValidationFailed,
    Gocardless,
}

impl ErrorType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidApiUsage => "invalid_api_usage",
            Self::InvalidState => "invalid_state",
            Self::ValidationFailed => "validation_failed",
            Self::Gocardless => "gocardless",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorItem {
    Field {
        field: String,
        message: String,
        request_pointer: String,
    },
    Reason {
        reason: &'static str,
        message: String,
        conflicting_resource_id: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GcError {
    pub status: StatusCode,
    pub error_type: ErrorType,
    pub message: String,
    pub errors: Vec<ErrorItem>,
}

impl std::fmt::Display for GcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.error_type.as_str(),
            self.message
        )
    }
}

impl GcError {
    fn with_reason(
        status: StatusCode,
        error_type: ErrorType,
        reason: &'static str,
        message: impl Into<String>,
    ) -> Self {
        let message = message.into();
        Self {
            status,
            error_type,
            message: message.clone(),
            errors: vec![ErrorItem::Reason {
                reason,
                message,
                conflicting_resource_id: None,
            }],
        }
    }

    pub fn unauthorized(reason: &'static str, message: impl Into<String>) -> Self {
        Self::with_reason(
            StatusCode::UNAUTHORIZED,
            ErrorType::InvalidApiUsage,
            reason,
            message,
        )
    }

    pub fn bad_request(reason: &'static str, message: impl Into<String>) -> Self {
        Self::with_reason(
            StatusCode::BAD_REQUEST,
            ErrorType::InvalidApiUsage,
            reason,
            message,
        )
    }

    pub fn not_found(what: &str) -> Self {
        Self::with_reason(
            StatusCode::NOT_FOUND,
            ErrorType::InvalidApiUsage,
            "resource_not_found",
            format!("Resource not found: {what}"),
        )
    }

    pub fn path_not_found() -> Self {
        Self::with_reason(
            StatusCode::NOT_FOUND,
            ErrorType::InvalidApiUsage,
            "path_not_found",
            "Path not found",
        )
    }

    pub fn method_not_allowed() -> Self {
        Self::with_reason(
            StatusCode::METHOD_NOT_ALLOWED,
            ErrorType::InvalidApiUsage,
            "method_not_allowed",
            "Method not allowed on this path",
        )
    }

    pub fn invalid_state(reason: &'static str, message: impl Into<String>) -> Self {
        Self::with_reason(
            StatusCode::UNPROCESSABLE_ENTITY,
            ErrorType::InvalidState,
            reason,
            message,
        )
    }

    /// `field` within the request's envelope (`payments`, `refunds`, …), dotted for nesting.
    pub fn validation(envelope: &str, field: &str, message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            error_type: ErrorType::ValidationFailed,
            message: "Validation failed".into(),
            errors: vec![ErrorItem::Field {
                field: field.to_owned(),
                message: message.into(),
                request_pointer: format!("/{envelope}/{}", field.replace('.', "/")),
            }],
        }
    }

    /// A create repeated with an `Idempotency-Key` that already created `existing_id`.
    pub fn idempotent_creation_conflict(existing_id: &str) -> Self {
        let message = "A resource has already been created with this idempotency key".to_owned();
        Self {
            status: StatusCode::CONFLICT,
            error_type: ErrorType::InvalidState,
            message: message.clone(),
            errors: vec![ErrorItem::Reason {
                reason: "idempotent_creation_conflict",
                message,
                conflicting_resource_id: Some(existing_id.to_owned()),
            }],
        }
    }

    /// The one fault GoCardless asks clients to retry.
    pub fn internal() -> Self {
        Self {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            error_type: ErrorType::Gocardless,
            message: "Uh-oh! Something went wrong with our server. Please retry.".into(),
            errors: Vec::new(),
        }
    }

    pub fn body(&self, request_id: &str) -> Value {
        let errors: Vec<Value> = self
            .errors
            .iter()
            .map(|item| match item {
                ErrorItem::Field {
                    field,
                    message,
                    request_pointer,
                } => json!({
                    "field": field,
                    "message": message,
                    "request_pointer": request_pointer,
                }),
                ErrorItem::Reason {
                    reason,
                    message,
                    conflicting_resource_id,
                } => {
                    let mut item = json!({"reason": reason, "message": message});
                    if let Some(id) = conflicting_resource_id {
                        item["links"] = json!({"conflicting_resource_id": id});
                    }
                    item
                }
            })
            .collect();
        let anchor = self
            .errors
            .iter()
            .find_map(|item| match item {
                ErrorItem::Reason { reason, .. } => Some(*reason),
                ErrorItem::Field { .. } => None,
            })
            .unwrap_or(self.error_type.as_str());
        json!({"error": {
            "type": self.error_type.as_str(),
            "code": self.status.as_u16(),
            "message": self.message,
            "documentation_url": format!("{DOCS}#{anchor}"),
            "request_id": request_id,
            "errors": errors,
        }})
    }
}
