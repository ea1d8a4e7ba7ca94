//! `errorCode` of BankID's error answers (`{"errorCode","details"}`).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorCode {
    /// An order for this personal number is in progress; both are now cancelled (RFA4).
    AlreadyInProgress,
    /// A bug on our side (bad field, unknown or already collected order). Do not retry.
    InvalidParameters,
    Unauthorized,
    NotFound,
    MethodNotAllowed,
    RequestTimeout,
    UnsupportedMediaType,
    TooManyRequests,
    InternalError,
    /// May be retried silently.
    Maintenance,
    /// A code this client does not know yet; treat like `internalError`.
    Unknown(String),
}

impl ErrorCode {
    pub fn parse(code: &str) -> Self {
        match code {
            "alreadyInProgress" => Self::AlreadyInProgress,
            "invalidParameters" => Self::InvalidParameters,
            "unauthorized" => Self::Unauthorized,
            "notFound" => Self::NotFound,
            "methodNotAllowed" => Self::MethodNotAllowed,
            "requestTimeout" => Self::RequestTimeout,
            "unsupportedMediaType" => Self::UnsupportedMediaType,
            "tooManyRequests" => Self::TooManyRequests,
            "internalError" => Self::InternalError,
            "maintenance" => Self::Maintenance,
            other => Self::Unknown(other.to_owned()),
        }
    }

    pub fn as_str(&self) -> &str {
        match self {
            Self::AlreadyInProgress => "alreadyInProgress",
            Self::InvalidParameters => "invalidParameters",
            Self::Unauthorized => "unauthorized",
            Self::NotFound => "notFound",
            Self::MethodNotAllowed => "methodNotAllowed",
            Self::RequestTimeout => "requestTimeout",
            Self::UnsupportedMediaType => "unsupportedMediaType",
            Self::TooManyRequests => "tooManyRequests",
            Self::InternalError => "internalError",
            Self::Maintenance => "maintenance",
            Self::Unknown(code) => code,
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
