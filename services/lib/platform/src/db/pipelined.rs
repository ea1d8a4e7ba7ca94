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

    /// Runs `read` on the shared connection. When it fails, the connection is dropped (unless
    /// another read already replaced it), so that a connection the server closed is not reused:
    /// the next read connects anew.
    pub async fn read<T, F>(&self, read: F) -> Result<T, PlatformError>
    where
        F: AsyncFnOnce(&AsyncPgConnection) -> diesel::QueryResult<T>,
    {
        let connection = self.connection().await?;
        match read(&connection).await {
            Ok(value) => Ok(value),
            Err(error) => {
                let mut current = self.current.lock().await;
                if current
                    .as_ref()
                    .is_some_and(|shared| Arc::ptr_eq(shared, &connection))
                {
                    *current = None;
                }
                Err(error.into())
            }
        }
    }
}
