//! Sending one e-mail: record it, hand it to SMTP, record the outcome.

use chrono::Utc;
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::MessagingError;
use crate::state::pooled;

use super::model::{DeliveryStatus, OutgoingEmail, SentEmail};
use super::rows::NewEmailMessageRow;
use super::smtp::SmtpMailer;
use super::storage;

/// Longest relay error text kept on the record.
const MAX_ERROR_TEXT: usize = 1_000;

pub async fn do_send_email(
    pool: &DbPool,
    mailer: &SmtpMailer,
    email: OutgoingEmail,
) -> Result<SentEmail, MessagingError> {
    let message_id = Uuid::now_v7();
    let recipient = email.to.to_string();
    {
        let mut conn = pooled(pool).await?;
        storage::insert_email_message(
            &mut conn,
            &NewEmailMessageRow {
                message_id,
                recipient: &recipient,
                subject: &email.subject,
                body: &email.body_text,
                purpose: &email.purpose,
                status: DeliveryStatus::Pending.as_str(),
            },
        )
        .await?;
    }
    // No connection is held while the relay talks.
    let delivery = mailer.deliver(message_id, &email).await;
    let mut conn = pooled(pool).await?;
    match delivery {
        Ok(()) => {
            let sent_at = Utc::now();
            storage::mark_email_message_sent_by_message_id(&mut conn, message_id, sent_at).await?;
            tracing::info!(%message_id, purpose = %email.purpose, "e-mail sent");
            Ok(SentEmail {
                message_id,
                sent_at,
            })
        }
        Err(error) => {
            let recorded: String = error.chars().take(MAX_ERROR_TEXT).collect();
            storage::mark_email_message_failed_by_message_id(&mut conn, message_id, &recorded)
                .await?;
            Err(MessagingError::Delivery(error))
        }
    }
}
