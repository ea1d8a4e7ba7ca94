//! The scheduled billing job, in every replica: each round (every minute by default) bills the
//! insurances whose month of cover has begun, ends the cancelled ones whose paid period is over,
//! and raises the cancellation alerts. Replicas may run a round at the same time: a period is
//! billed once (the provider's idempotency key and the period's unique row), an alert raised once
//! (its unique episode).

use std::sync::Arc;
use std::time::Duration;

use tokio::task::JoinHandle;
use zrm_platform::shutdown::Shutdown;

use super::{alerts, collect};
use crate::state::InsuranceState;

pub fn spawn(state: Arc<InsuranceState>, round: Duration, shutdown: Shutdown) -> JoinHandle<()> {
    tokio::spawn(async move {
        while !shutdown.is_triggered() {
            match collect::bill_due(&state).await {
                Ok(billed) if billed != collect::Billed::default() => {
                    tracing::info!(payments = billed.payments, ended = billed.ended, "billed");
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "billing round failed"),
            }
            match alerts::raise_alerts(&state).await {
                Ok(raised) if raised != alerts::Raised::default() => {
                    tracing::info!(
                        alerts = raised.alerts,
                        cancelled = raised.cancelled,
                        "cancellation alerts raised"
                    );
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "cancellation alerts round failed"),
            }
            tokio::select! {
                () = tokio::time::sleep(round) => {}
                () = shutdown.wait() => {}
            }
        }
    })
}
