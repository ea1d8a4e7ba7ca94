//! The one mapping of storage failures, shared by every service: diesel and pool errors become a
//! [`StorageError`], which each service's error type wraps (`#[from]`) and which becomes a
//! `tonic::Status` here. A connection that could not be made or was lost is the database being
//! unavailable (503 at the edge, retried by callers); anything else failed the query (500, its
//! cause logged, never shown).

use diesel::result::DatabaseErrorKind::{ClosedConnection, UnableToSendCommand};
use tonic::Status;

use crate::PlatformError;
use crate::db::{DbConnection, DbPool};
use crate::grpc::status::internal;

#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("database unavailable: {0}")]
    Unavailable(String),

    #[error("database query failed: {0}")]
    Query(diesel::result::Error),

    /// A platform helper used by storage (the outbox, a migration) failed otherwise.
    #[error("storage failure: {0}")]
    Other(String),
}

impl From<diesel::result::Error> for StorageError {
    fn from(error: diesel::result::Error) -> Self {
        // diesel's error enum is non-exhaustive: only the lost connection is told apart.
        if let diesel::result::Error::DatabaseError(ClosedConnection | UnableToSendCommand, info) =
            &error
        {
            return StorageError::Unavailable(info.message().to_owned());
        }
        StorageError::Query(error)
    }
}

impl From<PlatformError> for StorageError {
    fn from(error: PlatformError) -> Self {
        match error {
            PlatformError::Database(error) => error.into(),
            unavailable @ (PlatformError::Connection(_)
            | PlatformError::Pool(_)
            | PlatformError::Postgres(_)
            | PlatformError::Io(_)) => StorageError::Unavailable(unavailable.to_string()),
            other @ (PlatformError::Config(_)
            | PlatformError::Migration(_)
            | PlatformError::Amqp(_)
            | PlatformError::PublishNotConfirmed
            | PlatformError::Redis(_)
            | PlatformError::Transport(_)
            | PlatformError::Decode(_)
            | PlatformError::Telemetry(_)) => StorageError::Other(other.to_string()),
        }
    }
}

impl From<diesel_async::pooled_connection::deadpool::PoolError> for StorageError {
    fn from(error: diesel_async::pooled_connection::deadpool::PoolError) -> Self {
        StorageError::Unavailable(error.to_string())
    }
}

impl From<StorageError> for Status {
    fn from(error: StorageError) -> Self {
        match error {
            StorageError::Unavailable(_) => {
                tracing::error!(%error, "database unavailable");
                Status::unavailable("Service temporarily unavailable")
            }
            StorageError::Query(_) | StorageError::Other(_) => {
                tracing::error!(%error, "request failed");
                internal()
            }
        }
    }
}

/// A pooled connection, or the database being unavailable.
pub async fn pooled(pool: &DbPool) -> Result<DbConnection, StorageError> {
    Ok(pool.get().await?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use tonic::Code;

    #[test]
    fn a_lost_connection_is_unavailable_and_a_failed_query_internal() {
        let lost = diesel::result::Error::DatabaseError(
            ClosedConnection,
            Box::new(String::from("server closed the connection")),
        );
        assert_eq!(
            Status::from(StorageError::from(lost)).code(),
            Code::Unavailable
        );
        let failed = StorageError::from(diesel::result::Error::NotFound);
        assert!(matches!(failed, StorageError::Query(_)));
        let status = Status::from(failed);
        assert_eq!(status.code(), Code::Internal);
        assert!(!status.message().contains("NotFound"));
    }

    #[test]
    fn platform_connection_failures_are_unavailable() {
        let error = StorageError::from(PlatformError::Pool("timed out".into()));
        assert!(matches!(error, StorageError::Unavailable(_)));
        let error = StorageError::from(PlatformError::PublishNotConfirmed);
        assert!(matches!(error, StorageError::Other(_)));
    }
}
