//! What the request handlers share.

use zrm_platform::db::{DbConnection, DbPool};

use crate::error::InsuranceError;

#[derive(Clone)]
pub struct InsuranceState {
    pub pool: DbPool,
}

/// A pooled connection; a pool that cannot hand one out means the database is unreachable.
pub async fn pooled(pool: &DbPool) -> Result<DbConnection, InsuranceError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
