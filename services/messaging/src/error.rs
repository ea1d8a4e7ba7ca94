//! The one error type of zrm-messaging and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::{Code, Status};

use zrm_platform::grpc::status::invalid_argument;
use zrm_platform::storage::StorageError;

#[derive(Debug, Error)]
pub enum MessagingError {
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    /// The SMTP relay refused or could not be reached; the message is recorded as failed.
    #[error("smtp delivery failed: {0}")]
    Delivery(String),

    /// What the call names is not on record.
    #[error("{0}")]
    NotFound(&'static str),

    /// The number was sent as many SMS as it may be in the last hour.
    #[error(
        "This number has been sent {0} SMS in the last hour, the most it may get; try again later"
    )]
    RecipientLimit(u32),

    /// The customer may not be written to (blocked, erased, no number, no consent).
    #[error("{0}")]
    NotContactable(&'static str),

    /// kdlt, the customer register, failed or could not be reached.
    #[error("the customer register failed: {0}")]
    Kdlt(Status),

    /// A stored value messaging cannot read back (a bug or a hand-edited row).
    #[error("corrupt record: {0}")]
    Corrupt(String),

    /// The database failed; mapped to a status by the platform, the same way in every service.
    #[error(transparent)]
    Storage(#[from] StorageError),
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
            MessagingError::NotFound(detail) => Status::not_found(detail),
            MessagingError::RecipientLimit(_) => Status::resource_exhausted(error.to_string()),
            MessagingError::NotContactable(detail) => Status::failed_precondition(detail),
            MessagingError::Kdlt(ref status) => {
                tracing::error!(error = %error, "the customer register failed");
                if matches!(
                    status.code(),
                    Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled
                ) {
                    Status::unavailable("The customer register is unavailable, try again shortly")
                } else {
                    Status::internal("Internal error")
                }
            }
            MessagingError::Corrupt(_) => {
                tracing::error!(error = %error, "corrupt sms record");
                Status::internal("Internal error")
            }
            MessagingError::Storage(storage) => storage.into(),
        }
    }
}

impl From<zrm_platform::PlatformError> for MessagingError {
    fn from(error: zrm_platform::PlatformError) -> Self {
        MessagingError::Storage(error.into())
    }
}

impl From<diesel::result::Error> for MessagingError {
    fn from(error: diesel::result::Error) -> Self {
        MessagingError::Storage(error.into())
    }
}
