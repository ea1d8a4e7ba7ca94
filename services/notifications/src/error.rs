//! The one error type of zrm-notifications and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::Status;

use zrm_platform::grpc::status::invalid_argument;
use zrm_platform::storage::StorageError;

#[derive(Debug, Error)]
pub enum NotificationsError {
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    /// The database failed; mapped to a status by the platform, the same way in every service.
    #[error(transparent)]
    Storage(#[from] StorageError),
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
            NotificationsError::Storage(storage) => storage.into(),
        }
    }
}

impl From<zrm_domain::PagingError> for NotificationsError {
    fn from(error: zrm_domain::PagingError) -> Self {
        NotificationsError::invalid(error.field, error.detail)
    }
}

impl From<diesel::result::Error> for NotificationsError {
    fn from(error: diesel::result::Error) -> Self {
        NotificationsError::Storage(error.into())
    }
}
