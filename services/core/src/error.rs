//! The one error type of zrm-core and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::{Code, Status};

use zrm_platform::grpc::status::{internal, invalid_argument};

#[derive(Debug, Error)]
pub enum CoreError {
    /// Bad input; `field` names the request field as the REST contract spells it.
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    #[error("Lead not found")]
    LeadNotFound,

    #[error("Employee not found")]
    EmployeeNotFound,

    #[error("Assignee not found")]
    AssigneeNotFound,

    #[error("Assignee is deactivated")]
    AssigneeDeactivated,

    #[error("Wrong username or password")]
    WrongCredentials,

    #[error("Invalid or expired one-time code")]
    InvalidOneTimeCode,

    /// The messaging service could not take the one-time-code e-mail.
    #[error("messaging service failed: {0}")]
    Messaging(Status),

    #[error("database unavailable: {0}")]
    DatabaseUnavailable(String),

    #[error("database query failed: {0}")]
    Database(#[from] diesel::result::Error),

    #[error("outbox failed: {0}")]
    Outbox(String),

    /// A platform helper failed in a way that is not the database being unreachable.
    #[error("platform failure: {0}")]
    Platform(String),

    #[error("password hashing failed: {0}")]
    PasswordHashing(String),

    #[error("background task failed: {0}")]
    Task(#[from] tokio::task::JoinError),

    /// Generating demo data failed (only the `seed` command produces it).
    #[error("seed data generation failed: {0}")]
    Seed(String),
}

impl CoreError {
    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        CoreError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }
}

impl From<CoreError> for Status {
    fn from(error: CoreError) -> Self {
        match error {
            CoreError::InvalidArgument { field, detail } => invalid_argument(field, &detail),
            CoreError::LeadNotFound | CoreError::EmployeeNotFound => {
                Status::not_found(error.to_string())
            }
            CoreError::AssigneeNotFound | CoreError::AssigneeDeactivated => {
                invalid_argument("assignee_id", &error.to_string())
            }
            CoreError::WrongCredentials | CoreError::InvalidOneTimeCode => {
                Status::unauthenticated(error.to_string())
            }
            CoreError::Messaging(ref status) => {
                tracing::error!(error = %error, "sending the one-time code failed");
                if matches!(
                    status.code(),
                    Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled
                ) {
                    Status::unavailable("E-mail delivery is unavailable, try again shortly")
                } else {
                    internal()
                }
            }
            CoreError::DatabaseUnavailable(_) => {
                tracing::error!(error = %error, "database unavailable");
                Status::unavailable("Service temporarily unavailable")
            }
            CoreError::Database(_)
            | CoreError::Outbox(_)
            | CoreError::Platform(_)
            | CoreError::PasswordHashing(_)
            | CoreError::Task(_)
            | CoreError::Seed(_) => {
                tracing::error!(error = %error, "request failed");
                internal()
            }
        }
    }
}

/// Errors of the platform's database helpers: a connection that could not be made or was lost is
/// the database being unavailable (503, retried by callers); anything else failed the query.
impl From<zrm_platform::PlatformError> for CoreError {
    fn from(error: zrm_platform::PlatformError) -> Self {
        use diesel::result::DatabaseErrorKind::{ClosedConnection, UnableToSendCommand};
        use zrm_platform::PlatformError;
        match error {
            PlatformError::Database(diesel::result::Error::DatabaseError(
                ClosedConnection | UnableToSendCommand,
                info,
            )) => CoreError::DatabaseUnavailable(info.message().to_owned()),
            PlatformError::Database(error) => CoreError::Database(error),
            unavailable @ (PlatformError::Connection(_)
            | PlatformError::Pool(_)
            | PlatformError::Postgres(_)
            | PlatformError::Io(_)) => CoreError::DatabaseUnavailable(unavailable.to_string()),
            other @ (PlatformError::Config(_)
            | PlatformError::Migration(_)
            | PlatformError::Amqp(_)
            | PlatformError::PublishNotConfirmed
            | PlatformError::Redis(_)
            | PlatformError::Transport(_)
            | PlatformError::Decode(_)
            | PlatformError::Telemetry(_)) => CoreError::Platform(other.to_string()),
        }
    }
}

impl From<zrm_domain::PagingError> for CoreError {
    fn from(error: zrm_domain::PagingError) -> Self {
        CoreError::invalid(error.field, error.detail)
    }
}
