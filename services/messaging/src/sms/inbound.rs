//! What the provider tells messaging through the gateway's webhooks: delivery reports and SMS
//! customers send. 46elks retries a webhook until it is answered with 2xx, so either may come
//! more than once; each is recorded once and its event published once.

use diesel_async::AsyncConnection;

use crate::error::MessagingError;
use crate::state::{MessagingState, pooled};

use super::dispatch::enqueue_event;
use super::model::{DeliveryReport, InboundSms, Sms, SmsDirection, SmsStatus};
use super::rows::NewSmsRow;
use super::storage;

/// Moves the message the report is about forward (never back: reports may arrive out of order).
/// An unknown provider id is NOT_FOUND: the send may not be recorded yet, and the provider
/// retries.
pub async fn record_delivery_report(
    state: &MessagingState,
    report: &DeliveryReport,
) -> Result<Sms, MessagingError> {
    let mut conn = pooled(&state.pool).await?;
    let (row, moved) = conn
        .transaction::<_, MessagingError, _>(async |conn| {
            let row = storage::find_sms_by_provider_id_for_update(conn, &report.provider_id)
                .await?
                .ok_or(MessagingError::NotFound("No SMS with this provider id"))?;
            let current = Sms::try_from(row.clone())?.status;
            let Some(next) = report.status.moves(current) else {
                return Ok((row, false));
            };
            let delivered_at = if next == SmsStatus::Delivered {
                report.delivered_at.or(Some(chrono::Utc::now()))
            } else {
                row.delivered_at
            };
            let updated =
                storage::update_sms_status_by_sms_id(conn, row.sms_id, next, delivered_at).await?;
            enqueue_event(conn, &updated, next).await?;
            Ok((updated, true))
        })
        .await?;
    if moved {
        state.outbox.wake();
    }
    Sms::try_from(row)
}

/// Stores an SMS a customer sent. From a number messaging has written to, it joins that
/// conversation (its customer and application or lead); from a number kdlt knows as exactly one
/// customer's, that customer's; from any other number it is kept without a customer, among the
/// unknown senders.
pub async fn record_inbound_sms(
    state: &MessagingState,
    sms: &InboundSms,
) -> Result<Sms, MessagingError> {
    let mut conn = pooled(&state.pool).await?;
    let (customer_id, application_id_or_lead_id) =
        match storage::find_latest_outgoing_link_by_phone_number(&mut conn, &sms.from).await? {
            Some(link) => link,
            None => (customer_of_number(state, &sms.from).await, None),
        };
    let (row, stored) = conn
        .transaction::<_, MessagingError, _>(async |conn| {
            let inserted = storage::insert_sms_unless_provider_id_exists(
                conn,
                &NewSmsRow {
                    direction: SmsDirection::Incoming.as_str(),
                    status: SmsStatus::Received.as_str(),
                    phone_number: &sms.from,
                    body: &sms.message,
                    customer_id,
                    application_id_or_lead_id: application_id_or_lead_id.as_deref(),
                    sent_by: "",
                    provider_id: Some(&sms.provider_id),
                    next_attempt_at: None,
                    created_at: sms.received_at,
                },
            )
            .await?;
            match inserted {
                Some(row) => {
                    enqueue_event(conn, &row, SmsStatus::Received).await?;
                    Ok((row, true))
                }
                None => {
                    let existing =
                        storage::find_sms_by_provider_id_for_update(conn, &sms.provider_id)
                            .await?
                            .ok_or(MessagingError::NotFound("No SMS with this provider id"))?;
                    Ok((existing, false))
                }
            }
        })
        .await?;
    if stored {
        state.outbox.wake();
        tracing::info!(
            sms_id = row.sms_id,
            known = row.customer_id.is_some(),
            "sms received"
        );
    }
    Sms::try_from(row)
}

/// The one customer kdlt holds the number for. A register that does not answer leaves the SMS
/// among the unknown senders rather than losing it or making the provider retry.
async fn customer_of_number(state: &MessagingState, phone_number: &str) -> Option<i64> {
    match state
        .customers
        .customers_with_phone_number(phone_number)
        .await
    {
        Ok(customer_ids) => match customer_ids.as_slice() {
            [only] => Some(*only),
            _ => None,
        },
        Err(error) => {
            tracing::warn!(%error, "the customer register did not say whose the number is");
            None
        }
    }
}
