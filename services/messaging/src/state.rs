//! What the request handlers share.

use zrm_platform::db::{DbConnection, DbPool};

use crate::email::smtp::SmtpMailer;
use crate::error::MessagingError;

#[derive(Clone)]
pub struct MessagingState {
    pub pool: DbPool,
    pub mailer: SmtpMailer,
}

pub async fn pooled(pool: &DbPool) -> Result<DbConnection, MessagingError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
