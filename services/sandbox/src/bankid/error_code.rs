//! BankID RP API error codes and the HTTP status each is returned with.

use actix_web::http::StatusCode;
use serde::Deserialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ErrorCode {
    AlreadyInProgress,
    InvalidParameters,
    Unauthorized,
    NotFound,
    MethodNotAllowed,
    RequestTimeout,
    UnsupportedMediaType,
    TooManyRequests,
    InternalError,
    Maintenance,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
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
        }
    }

    pub fn status(self) -> StatusCode {
        match self {
            Self::AlreadyInProgress | Self::InvalidParameters => StatusCode::BAD_REQUEST,
            Self::Unauthorized => StatusCode::UNAUTHORIZED,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
            Self::InternalError => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Maintenance => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}
