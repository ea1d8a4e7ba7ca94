//! `/readyz`: can this replica serve? It reports only what the gateway itself needs: its Redis
//! (sessions, revocation, rate limits, push fan-out), by PING with a short timeout; its settings
//! were validated at start. The services are deliberately not checked: one service down must not
//! take every gateway replica out of the load balancer. Its routes answer 503 with the error body
//! while the other routes keep working, and each service reports its own Postgres and RabbitMQ
//! through its gRPC health service.

use redis::aio::ConnectionManager;
use serde::Serialize;
use std::collections::BTreeMap;
use std::future::Future;
use std::time::Duration;
use utoipa::ToSchema;

use crate::settings::ReadinessSettings;

pub const OK: &str = "ok";

#[derive(Clone)]
pub struct Readiness {
    redis: ConnectionManager,
    timeout: Duration,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReadinessReport {
    /// `ready` or `not_ready`
    pub status: &'static str,
    /// Each check (today `redis`): `ok` or its error text.
    pub checks: BTreeMap<String, String>,
}

impl ReadinessReport {
    pub fn is_ready(&self) -> bool {
        self.checks.values().all(|outcome| outcome == OK)
    }
}

impl Readiness {
    pub fn new(settings: &ReadinessSettings, redis: ConnectionManager) -> Self {
        Self {
            redis,
            timeout: Duration::from_millis(settings.timeout_ms),
        }
    }

    pub async fn check(&self) -> ReadinessReport {
        let redis = self.timed("redis", check_redis(self.redis.clone())).await;
        let checks: BTreeMap<String, String> = [redis]
            .into_iter()
            .map(|(name, outcome)| {
                (
                    name.to_string(),
                    outcome.err().unwrap_or_else(|| OK.to_string()),
                )
            })
            .collect();
        let status = if checks.values().all(|outcome| outcome == OK) {
            "ready"
        } else {
            "not_ready"
        };
        ReadinessReport { status, checks }
    }

    async fn timed<'a>(
        &self,
        name: &'a str,
        check: impl Future<Output = Result<(), String>>,
    ) -> (&'a str, Result<(), String>) {
        let outcome = match tokio::time::timeout(self.timeout, check).await {
            Ok(outcome) => outcome,
            Err(_) => Err(format!("no answer within {} ms", self.timeout.as_millis())),
        };
        (name, outcome)
    }
}

async fn check_redis(mut redis: ConnectionManager) -> Result<(), String> {
    redis::cmd("PING")
        .query_async::<String>(&mut redis)
        .await
        .map(|_| ())
        .map_err(|error| error.to_string())
}
