//! What the request handlers share.

use zrm_platform::db::{DbConnection, DbPool};

use crate::error::NotificationsError;

#[derive(Clone)]
pub struct NotificationsState {
    pub pool: DbPool,
}

pub async fn pooled(pool: &DbPool) -> Result<DbConnection, NotificationsError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
