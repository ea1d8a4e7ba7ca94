//! The dispatcher: claims queued messages that are due and hands each to 46elks. An accepted
//! message becomes `sent` (with the provider's id) and `messaging.sms.sent` is published; a
//! provider that fails or does not answer gets the message again after a doubling wait; a
//! refusal (4xx) or the last allowed attempt makes it `failed` (`messaging.sms.failed`).
//!
//! A claim holds a message for `claim_ms`, so several replicas never hand the same message over
//! at once, and a replica that dies mid-send leaves it to be retried after the claim runs out.

use std::sync::Arc;

use chrono::{TimeDelta, Utc};
use diesel_async::AsyncConnection;
use tokio::sync::Notify;
use tokio::task::{JoinHandle, JoinSet};
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_platform::shutdown::Shutdown;
use zrm_providers::ProviderError;
use zrm_providers::elks46::{self, SentSms, SmsGateway};

use crate::error::MessagingError;
use crate::state::pooled;

use super::model::{MAX_ERROR_CHARS, SmsStatus};
use super::rows::SmsRow;
use super::settings::SmsSettings;
use super::storage;

/// Wakes the dispatcher after a message was queued, so it leaves within milliseconds.
#[derive(Debug, Clone, Default)]
pub struct DispatchWaker(Arc<Notify>);

impl DispatchWaker {
    pub fn wake(&self) {
        self.0.notify_one();
    }
}

pub struct Dispatcher<G> {
    pub pool: DbPool,
    pub provider: G,
    pub settings: SmsSettings,
    pub outbox: Outbox,
    pub waker: DispatchWaker,
}

impl<G: SmsGateway + 'static> Dispatcher<G> {
    pub fn spawn(self, shutdown: Shutdown) -> JoinHandle<()> {
        tokio::spawn(Arc::new(self).run(shutdown))
    }

    async fn run(self: Arc<Self>, shutdown: Shutdown) {
        let poll = std::time::Duration::from_millis(self.settings.poll_ms);
        while !shutdown.is_triggered() {
            let handed = match Arc::clone(&self).round().await {
                Ok(handed) => handed,
                Err(error) => {
                    tracing::warn!(%error, "sms dispatch round failed");
                    0
                }
            };
            // A full batch may have left more due messages behind: go on at once.
            if handed >= self.settings.batch_size as usize {
                continue;
            }
            tokio::select! {
                () = self.waker.0.notified() => {}
                () = tokio::time::sleep(poll) => {}
                () = shutdown.wait() => {}
            }
        }
    }

    /// Claims one batch and hands its messages over side by side; answers how many it claimed.
    async fn round(self: Arc<Self>) -> Result<usize, MessagingError> {
        let now = Utc::now();
        let claimed_until = now + millis(self.settings.claim_ms);
        let limit = i64::from(self.settings.batch_size);
        let claimed = {
            let mut conn = pooled(&self.pool).await?;
            conn.transaction::<_, MessagingError, _>(async |conn| {
                Ok(storage::claim_due_sms(conn, now, claimed_until, limit).await?)
            })
            .await?
        };
        let count = claimed.len();
        let mut handing = JoinSet::new();
        for row in claimed {
            let dispatcher = Arc::clone(&self);
            handing.spawn(async move { dispatcher.hand_over(row).await });
        }
        while let Some(done) = handing.join_next().await {
            if let Err(error) = done {
                tracing::error!(%error, "sms hand-over task ended abnormally");
            }
        }
        Ok(count)
    }

    async fn hand_over(&self, row: SmsRow) {
        let sms_id = row.sms_id;
        let outgoing = elks46::OutgoingSms {
            from: self.settings.from.clone(),
            to: row.phone_number.clone(),
            message: row.body.clone(),
            when_delivered: Some(self.settings.delivery_report_url.clone())
                .filter(|url| !url.is_empty()),
            dry_run: false,
            flash: false,
            dont_log: false,
        };
        // No database connection is held while the provider answers.
        let answer = self.provider.send(&outgoing).await;
        if let Err(error) = self.record(row, answer).await {
            // The claim runs out and the message is handed over again.
            tracing::error!(%error, sms_id, "recording an sms hand-over failed");
        }
    }

    async fn record(
        &self,
        row: SmsRow,
        answer: Result<SentSms, ProviderError>,
    ) -> Result<(), MessagingError> {
        let mut conn = pooled(&self.pool).await?;
        let attempts = u32::try_from(row.attempts).unwrap_or(u32::MAX);
        let failure = match answer {
            Ok(SentSms { id: Some(id), .. }) => {
                let at = Utc::now();
                conn.transaction::<_, MessagingError, _>(async |conn| {
                    let sent =
                        storage::mark_sms_sent_by_sms_id(conn, row.sms_id, &id.0, at).await?;
                    enqueue_event(conn, &sent, SmsStatus::Sent).await
                })
                .await?;
                self.outbox.wake();
                tracing::info!(sms_id = row.sms_id, provider_id = %id, attempts, "sms sent");
                return Ok(());
            }
            Ok(SentSms { id: None, .. }) => Failure::Final("46elks answered without an id".into()),
            Err(error) if retryable(&error) && attempts < self.settings.max_attempts => {
                Failure::Retry(error.to_string())
            }
            Err(error) => Failure::Final(error.to_string()),
        };
        match failure {
            Failure::Retry(error) => {
                let wait = self.settings.backoff(attempts);
                let next =
                    Utc::now() + TimeDelta::from_std(wait).unwrap_or_else(|_| TimeDelta::days(1));
                storage::schedule_sms_retry_by_sms_id(
                    &mut conn,
                    row.sms_id,
                    next,
                    &clipped(&error),
                )
                .await?;
                tracing::warn!(sms_id = row.sms_id, attempts, ?wait, %error, "sms provider failed, retrying");
            }
            Failure::Final(error) => {
                conn.transaction::<_, MessagingError, _>(async |conn| {
                    let failed =
                        storage::mark_sms_failed_by_sms_id(conn, row.sms_id, &clipped(&error))
                            .await?;
                    enqueue_event(conn, &failed, SmsStatus::Failed).await
                })
                .await?;
                self.outbox.wake();
                tracing::error!(sms_id = row.sms_id, attempts, %error, "sms failed");
            }
        }
        Ok(())
    }
}

enum Failure {
    Retry(String),
    Final(String),
}

/// The provider was down, overloaded or did not answer: the same request may succeed later. A
/// 4xx is a refusal of this message and would be refused again.
fn retryable(error: &ProviderError) -> bool {
    if let ProviderError::Elks46 { status, .. } | ProviderError::UnexpectedResponse { status, .. } =
        error
    {
        return *status >= 500 || *status == 429;
    }
    matches!(
        error,
        ProviderError::Timeout { .. } | ProviderError::Unreachable { .. }
    )
}

fn clipped(error: &str) -> String {
    error.chars().take(MAX_ERROR_CHARS).collect()
}

fn millis(ms: u64) -> TimeDelta {
    TimeDelta::milliseconds(i64::try_from(ms).unwrap_or(i64::MAX))
}

/// Writes the event of a message reaching `status` to the outbox, in the caller's transaction.
pub async fn enqueue_event(
    conn: &mut diesel_async::AsyncPgConnection,
    row: &SmsRow,
    status: SmsStatus,
) -> Result<(), MessagingError> {
    let Some(event_type) = status.event_type() else {
        return Ok(());
    };
    let event = zrm_proto::messaging::v1::SmsEvent {
        sms_id: row.sms_id,
        phone_number: row.phone_number.clone(),
        customer_id: row.customer_id,
        application_id_or_lead_id: row.application_id_or_lead_id.clone(),
    };
    outbox::enqueue(conn, event_type, &event).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outages_and_throttling_are_retried_refusals_are_not() {
        let provider = "46elks";
        assert!(retryable(&ProviderError::Timeout { provider }));
        for status in [500, 502, 503, 429] {
            assert!(retryable(&ProviderError::Elks46 {
                status,
                message: String::new()
            }));
        }
        for status in [400, 401, 403, 404] {
            assert!(!retryable(&ProviderError::Elks46 {
                status,
                message: String::new()
            }));
        }
    }
}
