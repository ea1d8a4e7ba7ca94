//! What the request handlers share.

use zrm_platform::db::{DbConnection, DbPool};
use zrm_platform::outbox::Outbox;

use crate::customers::CustomerRegister;
use crate::email::smtp::SmtpMailer;
use crate::error::MessagingError;
use crate::sms::dispatch::DispatchWaker;
use crate::templates::links::TemplateSettings;

#[derive(Clone)]
pub struct MessagingState {
    pub pool: DbPool,
    pub mailer: SmtpMailer,
    /// Wakes the relay of the SMS events after a commit.
    pub outbox: Outbox,
    /// Wakes the SMS dispatcher after a message was queued.
    pub sms_dispatch: DispatchWaker,
    /// Outgoing SMS one number may be sent in an hour.
    pub sms_per_recipient_per_hour: u32,
    /// kdlt: whom a message may reach, whose a number is.
    pub customers: CustomerRegister,
    /// Where the templates' link variables point.
    pub templates: TemplateSettings,
}

pub async fn pooled(pool: &DbPool) -> Result<DbConnection, MessagingError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
