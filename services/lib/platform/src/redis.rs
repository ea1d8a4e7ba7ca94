//! Redis through a connection manager (reconnects by itself). Redis holds caches, sessions,
//! rate counters and push fan-out; never a system of record.

use serde::Deserialize;

use crate::PlatformError;
use crate::config::{ConfigError, Scope};

pub use ::redis::aio::ConnectionManager;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedisSettings {
    pub url: String,
    /// Prefix of every key this process writes (tests use a random one to isolate themselves).
    pub key_prefix: String,
}

impl RedisSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_url(&format!("{section}.url"), &self.url, &["redis", "rediss"])?;
        scope.require_non_empty(&format!("{section}.key_prefix"), &self.key_prefix)
    }

    pub fn key(&self, suffix: &str) -> String {
        format!("{}{}", self.key_prefix, suffix)
    }
}

pub fn client(settings: &RedisSettings) -> Result<::redis::Client, PlatformError> {
    Ok(::redis::Client::open(settings.url.as_str())?)
}

pub async fn connect(settings: &RedisSettings) -> Result<ConnectionManager, PlatformError> {
    Ok(client(settings)?.get_connection_manager().await?)
}
