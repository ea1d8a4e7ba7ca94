//! The one error type of zrm-notifications and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::Status;

use zrm_platform::grpc::status::{internal, invalid_argument};

#[derive(Debug, Error)]
pub enum NotificationsError {
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    #[error("database unavailable: {0}")]
    DatabaseUnavailable(String),

    #[error("database query failed: {0}")]
    Database(#[from] diesel::result::Error),
}

impl NotificationsError {
    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        NotificationsError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }
}

impl From<NotificationsError> for Status {
    fn from(error: NotificationsError) -> Self {
        match error {
            NotificationsError::InvalidArgument { field, detail } => {
                invalid_argument(field, &detail)
            }
            NotificationsError::DatabaseUnavailable(_) => {
                tracing::error!(error = %error, "database unavailable");
                Status::unavailable("Service temporarily unavailable")
            }
            NotificationsError::Database(_) => {
                tracing::error!(error = %error, "request failed");
                internal()
            }
        }
    }
}

impl From<zrm_domain::PagingError> for NotificationsError {
    fn from(error: zrm_domain::PagingError) -> Self {
        NotificationsError::invalid(error.field, error.detail)
    }
}
