//! GoCardless's error envelope, read into [`GoCardlessError`]
//! (`{"error": {"type", "code", "message", "request_id", "errors": [...]}}`).

use std::fmt;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorType {
    /// A bad request: authentication, unknown resource, malformed body (400, 401, 404, …).
    InvalidApiUsage,
    /// The resource is in the wrong state for the action (422), or an idempotency conflict (409).
    InvalidState,
    /// A field failed validation (422); each error names its `field`.
    ValidationFailed,
    /// A GoCardless-side fault; retry later.
    Gocardless,
    Unknown(String),
}

impl ErrorType {
    pub fn parse(text: &str) -> Self {
        match text {
            "invalid_api_usage" => Self::InvalidApiUsage,
            "invalid_state" => Self::InvalidState,
            "validation_failed" => Self::ValidationFailed,
            "gocardless" => Self::Gocardless,
            other => Self::Unknown(other.to_owned()),
        }
    }
}

/// One item of `errors`: a `field` (validation) or a `reason` (the other types).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorDetail {
    pub field: Option<String>,
    pub reason: Option<String>,
    pub message: String,
    /// `links.conflicting_resource_id` of an `idempotent_creation_conflict`.
    pub conflicting_resource_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoCardlessError {
    pub status: u16,
    pub error_type: ErrorType,
    pub message: String,
    pub request_id: Option<String>,
    pub errors: Vec<ErrorDetail>,
}

impl GoCardlessError {
    /// Whether any item carries this `reason` (e.g. `mandate_is_inactive`).
    pub fn has_reason(&self, reason: &str) -> bool {
        self.errors
            .iter()
            .any(|e| e.reason.as_deref() == Some(reason))
    }

    /// The resource an earlier create with the same `Idempotency-Key` made.
    pub fn conflicting_resource_id(&self) -> Option<&str> {
        self.errors
            .iter()
            .find(|e| e.reason.as_deref() == Some("idempotent_creation_conflict"))
            .and_then(|e| e.conflicting_resource_id.as_deref())
    }
}

impl fmt::Display for GoCardlessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HTTP {}: {}", self.status, self.message)?;
        for e in &self.errors {
            let what = e.field.as_deref().or(e.reason.as_deref()).unwrap_or("-");
            write!(f, "; {what}: {}", e.message)?;
        }
        Ok(())
    }
}

#[derive(Debug, Deserialize)]
struct WireDetail {
    field: Option<String>,
    reason: Option<String>,
    #[serde(default)]
    message: String,
    links: Option<WireLinks>,
}

#[derive(Debug, Deserialize)]
struct WireLinks {
    conflicting_resource_id: Option<String>,
}

#[derive(Debug, Deserialize)]
struct WireError {
    #[serde(rename = "type")]
    error_type: String,
    #[serde(default)]
    message: String,
    request_id: Option<String>,
    #[serde(default)]
    errors: Vec<WireDetail>,
}

#[derive(Debug, Deserialize)]
struct Envelope {
    error: WireError,
}

/// The envelope of an error answer, if the body is one.
pub fn parse(status: u16, body: &[u8]) -> Option<GoCardlessError> {
    let envelope: Envelope = serde_json::from_slice(body).ok()?;
    let e = envelope.error;
    Some(GoCardlessError {
        status,
        error_type: ErrorType::parse(&e.error_type),
        message: e.message,
        request_id: e.request_id,
        errors: e
            .errors
            .into_iter()
            .map(|d| ErrorDetail {
                field: d.field,
                reason: d.reason,
                message: d.message,
                conflicting_resource_id: d.links.and_then(|l| l.conflicting_resource_id),
            })
            .collect(),
    })
}
