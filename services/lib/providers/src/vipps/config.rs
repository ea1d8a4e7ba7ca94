//! [`VippsConfig`]: where the Vipps client sends its calls and the sales unit's API keys.

use std::fmt;

use serde::Deserialize;

fn default_timeout_ms() -> u64 {
    10_000
}

fn default_retries() -> u32 {
    2
}

fn default_system_name() -> String {
    "zrm".into()
}

fn default_system_version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

/// Production `https://api.vipps.no`, Vipps's test environment `https://apitest.vipps.no`, ours
/// `http://127.0.0.1:8092` (the root of its own port); the sales unit's API keys from the Vipps portal.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VippsConfig {
    pub base_url: String,
    pub client_id: String,
    pub client_secret: String,
    pub subscription_key: String,
    pub merchant_serial_number: String,
    #[serde(default = "default_system_name")]
    pub system_name: String,
    #[serde(default = "default_system_version")]
    pub system_version: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Extra attempts after a timeout, a lost connection or a 5xx; every call carries an
    /// `Idempotency-Key` or only reads, so a retry cannot do anything twice.
    #[serde(default = "default_retries")]
    pub retries: u32,
}

impl fmt::Debug for VippsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VippsConfig")
            .field("base_url", &self.base_url)
            .field("client_id", &self.client_id)
            .field("client_secret", &"***")
            .field("subscription_key", &"***")
            .field("merchant_serial_number", &self.merchant_serial_number)
            .field("timeout_ms", &self.timeout_ms)
            .field("retries", &self.retries)
            .finish_non_exhaustive()
    }
}

impl VippsConfig {
    pub fn new(
        base_url: impl Into<String>,
        client_id: impl Into<String>,
        client_secret: impl Into<String>,
        subscription_key: impl Into<String>,
        merchant_serial_number: impl Into<String>,
    ) -> Self {
        Self {
            base_url: base_url.into(),
            client_id: client_id.into(),
            client_secret: client_secret.into(),
            subscription_key: subscription_key.into(),
            merchant_serial_number: merchant_serial_number.into(),
            system_name: default_system_name(),
            system_version: default_system_version(),
            timeout_ms: default_timeout_ms(),
            retries: default_retries(),
        }
    }
}
