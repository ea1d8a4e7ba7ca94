//! The one error type of zrm-messaging and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::Status;

use zrm_platform::grpc::status::{internal, invalid_argument};

#[derive(Debug, Error)]
pub enum MessagingError {
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    /// The SMTP relay refused or could not be reached; the message is recorded as failed.
    #[error("smtp delivery failed: {0}")]
    Delivery(String),

    #[error("database unavailable: {0}")]
    DatabaseUnavailable(String),

    #[error("database query failed: {0}")]
    Database(#[from] diesel::result::Error),
}

impl MessagingError {
    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        MessagingError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }
}

impl From<MessagingError> for Status {
    fn from(error: MessagingError) -> Self {
        match error {
            MessagingError::InvalidArgument { field, detail } => invalid_argument(field, &detail),
            MessagingError::Delivery(_) => {
                tracing::error!(error = %error, "e-mail delivery failed");
                Status::unavailable("E-mail delivery is unavailable, try again shortly")
            }
            MessagingError::DatabaseUnavailable(_) => {
                tracing::error!(error = %error, "database unavailable");
                Status::unavailable("Service temporarily unavailable")
            }
            MessagingError::Database(_) => {
                tracing::error!(error = %error, "request failed");
                internal()
            }
        }
    }
}
