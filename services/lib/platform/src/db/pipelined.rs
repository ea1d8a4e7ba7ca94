//! One connection shared by many requests for point reads, with their queries pipelined.
//!
//! diesel-async runs queries on a shared `&AsyncPgConnection` concurrently, and tokio-postgres
//! then writes the queries of the moment together and reads their answers together. Several
//! requests reading one row each cost the server one wake-up and this process one write, where a
//! pooled connection per request costs one of each per request. On the 2-core benchmark machine
//! that was most of what a `GET /lead/get/{id}` cost Postgres (see deploy/README.md).
//!
//! Only for short single-statement reads outside a transaction: the server answers a pipeline
//! in order, so a slow query holds up the ones queued behind it, and a transaction cannot be
//! shared. Everything else takes a pooled connection.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use diesel_async::{AsyncConnection, AsyncPgConnection};
use tokio::sync::Mutex;

use super::DatabaseSettings;
use crate::PlatformError;

pub struct PipelinedReads {
    url: String,
    connect_timeout: Duration,
    current: Mutex<Option<Arc<AsyncPgConnection>>>,
}

impl PipelinedReads {
    /// Connects lazily, on the first read.
    pub fn new(settings: &DatabaseSettings) -> Self {
        Self {
            url: settings.url.clone(),
            connect_timeout: Duration::from_millis(settings.acquire_timeout_ms.max(1_000)),
            current: Mutex::new(None),
        }
    }

    /// The shared connection, connecting when there is none.
    pub async fn connection(&self) -> Result<Arc<AsyncPgConnection>, PlatformError> {
        let mut current = self.current.lock().await;
        if let Some(connection) = current.as_ref() {
            return Ok(Arc::clone(connection));
        }
        let connection = tokio::time::timeout(
            self.connect_timeout,
            AsyncPgConnection::establish(&self.url),
        )
        .await
        .map_err(|_| PlatformError::Pool("timed out connecting for pipelined reads".into()))??;
        let connection = Arc::new(connection);
        *current = Some(Arc::clone(&connection));
        Ok(connection)
    }

    /// Runs `read` on the shared connection. A failed read drops the connection (unless another
    /// read already replaced it), so a connection the server closed is not used again. A read
    /// that failed because the connection was gone (the server restarted while it sat idle) runs
    /// once more on a new one: it is a read, so running it again is safe.
    ///
    /// `read` gets the connection itself (not a borrow of it), so the future it returns owns
    /// what it uses and stays `Send` for the caller.
    pub async fn read<T, F, R>(&self, read: F) -> Result<T, PlatformError>
    where
        F: Fn(Arc<AsyncPgConnection>) -> R,
        R: Future<Output = diesel::QueryResult<T>>,
    {
        let mut retried = false;
        loop {
            let connection = self.connection().await?;
            let error = match read(Arc::clone(&connection)).await {
                Ok(value) => return Ok(value),
                Err(error) => error,
            };
            self.discard(&connection).await;
            if retried || !is_connection_lost(&error) {
                return Err(error.into());
            }
            retried = true;
        }
    }

    /// Drops `broken` unless another read already replaced it.
    async fn discard(&self, broken: &Arc<AsyncPgConnection>) {
        let mut current = self.current.lock().await;
        if current
            .as_ref()
            .is_some_and(|shared| Arc::ptr_eq(shared, broken))
        {
            *current = None;
        }
    }
}

/// The connection, not the query, failed: diesel-async reports an error without an SQLSTATE
/// (the socket closed) as `UnableToSendCommand`.
fn is_connection_lost(error: &diesel::result::Error) -> bool {
    use diesel::result::DatabaseErrorKind::{ClosedConnection, UnableToSendCommand};
    matches!(
        error,
        diesel::result::Error::DatabaseError(ClosedConnection | UnableToSendCommand, _)
    )
}
