//! The scheduled job of the debt register, in every replica: each round (every minute by
//! default) deletes the data past
//! its retention and reads NoGi's consent feed on from where the last round stopped, marking the
//! consents NoGi archived (revoked by the person at NoGi, expired) inactive. The feed's cursor
//! row is locked while it is read, so replicas take turns instead of reading it twice.

use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use diesel_async::AsyncConnection;
use tokio::task::JoinHandle;
use zrm_platform::shutdown::Shutdown;

use super::storage;
use crate::error::KdltError;
use crate::state::{KdltState, pooled};

/// The feed's events read per call (NoGi allows up to 1000).
const FEED_PAGE: u32 = 500;
const FEED: &str = "consent";

/// Runs a round every `round` (`debt_register_job.round_secs`) until shutdown.
pub fn spawn(state: Arc<KdltState>, round: Duration, shutdown: Shutdown) -> JoinHandle<()> {
    tokio::spawn(async move {
        while !shutdown.is_triggered() {
            if let Err(error) = prune_expired(&state).await {
                tracing::warn!(%error, "deleting expired debt-register data failed");
            }
            if let Err(error) = follow_feed(&state).await {
                tracing::warn!(%error, "reading the debt register's consent feed failed");
            }
            tokio::select! {
                () = tokio::time::sleep(round) => {}
                () = shutdown.wait() => {}
            }
        }
    })
}

/// Deletes the data past its `delete_after`; answers how many customers' data went.
pub async fn prune_expired(state: &KdltState) -> Result<usize, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let deleted = storage::delete_expired_data(&mut conn, Utc::now()).await?;
    if deleted > 0 {
        tracing::info!(deleted, "expired debt-register data deleted");
    }
    Ok(deleted)
}

/// Reads the feed to its end; answers how many stored consents became inactive.
pub async fn follow_feed(state: &KdltState) -> Result<usize, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, KdltError, _>(async |conn| {
        let Some(mut next) = storage::lock_feed_cursor(conn, FEED).await? else {
            return Ok(0);
        };
        let mut deactivated = 0;
        loop {
            let page = state
                .providers
                .debt_register
                .consent_events(next, FEED_PAGE)
                .await
                .map_err(|error| KdltError::Provider {
                    provider: "The debt register's consent feed",
                    source: Box::new(error),
                })?;
            let archived: Vec<String> = page
                .result
                .iter()
                .filter(|event| event.archived())
                .map(|event| event.consent_id.clone())
                .collect();
            if !archived.is_empty() {
                deactivated +=
                    storage::deactivate_by_provider_ids(conn, &archived, Utc::now()).await?;
            }
            let Some(last) = page.result.last() else {
                break;
            };
            next = last.sequence_nr + 1;
            storage::save_feed_cursor(conn, FEED, next).await?;
            if page.result.len() < FEED_PAGE as usize {
                break;
            }
        }
        Ok(deactivated)
    })
    .await
}
