//! The debt-register consents customers were sent to give on NoGi's page, by the `state` NoGi
//! echoes back: each names the customer it was begun for and the page NoGi returns to (the code
//! is bound to it), and is answered once, within [`TTL_SECS`].

use redis::aio::ConnectionManager;
use serde::{Deserialize, Serialize};

use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;

/// Long enough to log in at NoGi and read the consent text.
pub const TTL_SECS: u64 = 900;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingConsent {
    pub customer_id: String,
    pub redirect_uri: String,
}

#[derive(Clone)]
pub struct DebtRegisterConsents {
    redis: ConnectionManager,
    keys: RedisKeys,
}

impl DebtRegisterConsents {
    pub fn new(redis: ConnectionManager, keys: RedisKeys) -> Self {
        Self { redis, keys }
    }

    /// Records a consent begun; answers its new `state` (128 random bits).
    pub async fn begin(&self, pending: &PendingConsent) -> Result<String, GatewayError> {
        let state = uuid::Uuid::new_v4().simple().to_string();
        let value = serde_json::to_string(pending)
            .map_err(|error| GatewayError::Internal(format!("pending consent: {error}")))?;
        let mut redis = self.redis.clone();
        redis::cmd("SET")
            .arg(self.keys.debt_register_consent(&state))
            .arg(value)
            .arg("EX")
            .arg(TTL_SECS)
            .query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        Ok(state)
    }

    /// The consent `state` was begun for, removed: of two callers, one gets it.
    pub async fn take(&self, state: &str) -> Result<Option<PendingConsent>, GatewayError> {
        let mut redis = self.redis.clone();
        let stored: Option<String> = redis::cmd("GETDEL")
            .arg(self.keys.debt_register_consent(state))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        Ok(stored.and_then(|value| serde_json::from_str(&value).ok()))
    }
}
