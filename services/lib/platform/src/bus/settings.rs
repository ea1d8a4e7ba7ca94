use serde::Deserialize;

use crate::config::{ConfigError, Scope};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AmqpSettings {
    /// `amqp://user:password@host:port/vhost` (`%2f` is the default vhost).
    pub url: String,
    /// Unacknowledged deliveries a consumer holds at once.
    pub prefetch: u16,
    /// Outbox rows the relay publishes per batch (confirms are awaited per batch, pipelined).
    pub relay_batch_size: i64,
    /// How often the relay looks for rows when nobody woke it (rows written by another replica).
    pub relay_poll_ms: u64,
    /// After a wake-up the relay waits this long for more commits, so a busy service publishes
    /// (and marks) its events in batches instead of one transaction per event.
    #[serde(default = "default_relay_coalesce_ms")]
    pub relay_coalesce_ms: u64,
    /// Deliveries of one message before a quorum queue dead-letters it.
    pub delivery_limit: u32,
    /// Upper bound of the reconnect backoff.
    pub max_backoff_ms: u64,
}

fn default_relay_coalesce_ms() -> u64 {
    2
}

impl AmqpSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_url(&format!("{section}.url"), &self.url, &["amqp", "amqps"])?;
        scope.require_range(&format!("{section}.prefetch"), self.prefetch, 1, 10_000)?;
        scope.require_range(
            &format!("{section}.relay_batch_size"),
            self.relay_batch_size,
            1,
            10_000,
        )?;
        scope.require_range(
            &format!("{section}.relay_poll_ms"),
            self.relay_poll_ms,
            10,
            60_000,
        )?;
        scope.require_range(
            &format!("{section}.relay_coalesce_ms"),
            self.relay_coalesce_ms,
            0,
            1_000,
        )?;
        scope.require_range(
            &format!("{section}.delivery_limit"),
            self.delivery_limit,
            1,
            1_000,
        )?;
        scope.require_range(
            &format!("{section}.max_backoff_ms"),
            self.max_backoff_ms,
            100,
            300_000,
        )
    }
}
