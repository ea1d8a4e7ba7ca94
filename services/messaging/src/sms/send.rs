//! Sending: kdlt confirms whom the message may reach (`recipient`); the message is recorded as queued (due now) and the dispatcher woken; the answer
//! does not wait for the provider, so a provider outage delays messages instead of failing them.
//! A number gets at most `sms.max_per_recipient_per_hour` SMS in an hour: sends to one number
//! take turns (a transaction-scoped advisory lock), so the count and the new record agree.

use chrono::{TimeDelta, Utc};
use diesel_async::AsyncConnection;

use crate::error::MessagingError;
use crate::state::{MessagingState, pooled};

use super::model::{RequestedSms, Sms, SmsDirection, SmsStatus};
use super::rows::NewSmsRow;
use super::{recipient, storage};

pub async fn do_send_sms(
    state: &MessagingState,
    requested: RequestedSms,
) -> Result<Sms, MessagingError> {
    let sms = &recipient::resolve(&state.customers, requested).await?;
    let now = Utc::now();
    let limit = state.sms_per_recipient_per_hour;
    let row = {
        let mut conn = pooled(&state.pool).await?;
        conn.transaction::<_, MessagingError, _>(async |conn| {
            storage::lock_recipient(conn, &sms.phone_number).await?;
            let recent = storage::count_outgoing_sms_to_number_since(
                conn,
                &sms.phone_number,
                now - TimeDelta::hours(1),
                i64::from(limit),
            )
            .await?;
            if recent >= i64::from(limit) {
                return Err(MessagingError::RecipientLimit(limit));
            }
            Ok(storage::insert_sms(
                conn,
                &NewSmsRow {
                    direction: SmsDirection::Outgoing.as_str(),
                    status: SmsStatus::Queued.as_str(),
                    phone_number: &sms.phone_number,
                    body: &sms.message,
                    customer_id: sms.customer_id,
                    application_id_or_lead_id: sms.application_id_or_lead_id.as_deref(),
                    sent_by: &sms.sent_by,
                    provider_id: None,
                    next_attempt_at: Some(now),
                    created_at: now,
                },
            )
            .await?)
        })
        .await?
    };
    state.sms_dispatch.wake();
    tracing::info!(sms_id = row.sms_id, "sms queued");
    Sms::try_from(row)
}
