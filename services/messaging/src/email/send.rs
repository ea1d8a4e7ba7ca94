//! Sending one e-mail: record it, hand it to SMTP, record the outcome.

use chrono::Utc;
use diesel_async::AsyncConnection;
use uuid::Uuid;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_platform::outbox;
use zrm_proto::messaging::v1::EmailEvent;

use crate::error::MessagingError;
use crate::state::{MessagingState, pooled};

use super::model::{DeliveryStatus, EMAIL_SENT, OutgoingEmail, SentEmail};
use super::rows::NewEmailMessageRow;
use super::storage;

/// Longest relay error text kept on the record.
const MAX_ERROR_TEXT: usize = 1_000;

/// Records the message, hands it to the relay and records the outcome; a message the relay
/// accepted is published as `messaging.email.sent`.
pub async fn do_send_email(
    state: &MessagingState,
    email: OutgoingEmail,
) -> Result<SentEmail, MessagingError> {
    let (pool, mailer) = (&state.pool, &state.mailer);
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
                body: email.body.as_str(),
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
            let event = EmailEvent {
                message_id: message_id.to_string(),
                purpose: email.purpose.clone(),
                customer_id: email.customer_id,
                application_id_or_lead_id: email.application_id_or_lead_id.clone(),
                sent_at: Some(to_timestamp(sent_at)),
            };
            conn.transaction::<_, MessagingError, _>(async |conn| {
                storage::mark_email_message_sent_by_message_id(conn, message_id, sent_at).await?;
                outbox::enqueue(conn, EMAIL_SENT, &event).await?;
                Ok(())
            })
            .await?;
            state.outbox.wake();
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
