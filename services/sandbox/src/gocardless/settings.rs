//! `[gocardless]` settings: the access token the simulated API accepts, where its webhooks go.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::webhook_delivery::RetryPolicy;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoCardlessSettings {
    /// The bearer token the API accepts (the client's `access_token`).
    pub access_token: String,
    /// The webhook endpoint (GoCardless dashboard: Developers → Webhook endpoints); empty: events
    /// are only listed by `GET /events`.
    pub webhook_url: String,
    /// The endpoint's secret, the HMAC key of `Webhook-Signature`.
    pub webhook_secret: String,
    pub webhook_retry_base_ms: u64,
    pub webhook_max_attempts: u32,
    pub webhook_timeout_ms: u64,
    /// How often scheduled state changes are looked for (wall time).
    pub tick_ms: u64,
}

impl GoCardlessSettings {
    pub fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy {
            base_delay_ms: self.webhook_retry_base_ms,
            max_attempts: self.webhook_max_attempts,
            timeout_ms: self.webhook_timeout_ms,
        }
    }

    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("gocardless.access_token", &self.access_token)?;
        if !self.webhook_url.is_empty() {
            scope.require_url(
                "gocardless.webhook_url",
                &self.webhook_url,
                &["http", "https"],
            )?;
        }
        scope.require_non_empty("gocardless.webhook_secret", &self.webhook_secret)?;
        scope.require_range(
            "gocardless.webhook_retry_base_ms",
            self.webhook_retry_base_ms,
            1,
            600_000,
        )?;
        scope.require_range(
            "gocardless.webhook_max_attempts",
            self.webhook_max_attempts,
            1,
            20,
        )?;
        scope.require_range(
            "gocardless.webhook_timeout_ms",
            self.webhook_timeout_ms,
            1,
            60_000,
        )?;
        scope.require_range("gocardless.tick_ms", self.tick_ms, 1, 60_000)
    }
}
