//! What the request handlers share.

use zrm_platform::db::{DbConnection, DbPool};

use crate::error::NotificationsError;

#[derive(Clone)]
pub struct NotificationsState {
    pub pool: DbPool,
}

pub async fn pooled(pool: &DbPool) -> Result<DbConnection, NotificationsError> {
    pool.get()
        .await
        .map_err(|error| NotificationsError::DatabaseUnavailable(error.to_string()))
}
