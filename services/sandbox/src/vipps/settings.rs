//! `[vipps]` settings: the API keys the simulated Vipps MobilePay accepts, its timing rules and
//! where its webhooks go.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::webhook_delivery::RetryPolicy;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VippsSettings {
    /// The sales unit's API keys (the client's `client_id`, `client_secret`,
    /// `subscription_key`) and its merchant serial number.
    pub client_id: String,
    pub client_secret: String,
    pub subscription_key: String,
    pub merchant_serial_number: String,
    /// Access tokens live 1 h in Vipps's test environment (24 h in production).
    pub token_lifetime_seconds: i64,
    /// A draft agreement nobody accepts expires after this (Vipps: 10 minutes).
    pub agreement_timeout_seconds: i64,
    /// A charge's `due` must be at least this many days ahead (test environment 1, production 2).
    pub charge_min_lead_days: i64,
    /// The Webhooks API registration for every recurring event; empty url: no webhooks.
    pub webhook_url: String,
    /// The registration's secret, the HMAC key of the `Authorization` header.
    pub webhook_secret: String,
    pub webhook_retry_base_ms: u64,
    pub webhook_max_attempts: u32,
    pub webhook_timeout_ms: u64,
    /// How often (wall time) agreements and charges are moved along the simulated clock.
    pub tick_ms: u64,
}

impl VippsSettings {
    pub fn retry_policy(&self) -> RetryPolicy {
        RetryPolicy {
            base_delay_ms: self.webhook_retry_base_ms,
            max_attempts: self.webhook_max_attempts,
            timeout_ms: self.webhook_timeout_ms,
        }
    }

    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("vipps.client_id", &self.client_id)?;
        scope.require_non_empty("vipps.client_secret", &self.client_secret)?;
        scope.require_non_empty("vipps.subscription_key", &self.subscription_key)?;
        let msn = &self.merchant_serial_number;
        if !(4..=7).contains(&msn.len()) || !msn.bytes().all(|b| b.is_ascii_digit()) {
            return Err(scope.invalid("vipps.merchant_serial_number", "must be 4 to 7 digits"));
        }
        scope.require_range(
            "vipps.token_lifetime_seconds",
            self.token_lifetime_seconds,
            60,
            86_400,
        )?;
        scope.require_range(
            "vipps.agreement_timeout_seconds",
            self.agreement_timeout_seconds,
            10,
            86_400,
        )?;
        scope.require_range(
            "vipps.charge_min_lead_days",
            self.charge_min_lead_days,
            0,
            30,
        )?;
        if !self.webhook_url.is_empty() {
            scope.require_url("vipps.webhook_url", &self.webhook_url, &["http", "https"])?;
        }
        scope.require_non_empty("vipps.webhook_secret", &self.webhook_secret)?;
        scope.require_range(
            "vipps.webhook_retry_base_ms",
            self.webhook_retry_base_ms,
            1,
            600_000,
        )?;
        scope.require_range(
            "vipps.webhook_max_attempts",
            self.webhook_max_attempts,
            1,
            20,
        )?;
        scope.require_range(
            "vipps.webhook_timeout_ms",
            self.webhook_timeout_ms,
            1,
            60_000,
        )?;
        scope.require_range("vipps.tick_ms", self.tick_ms, 1, 60_000)
    }
}
