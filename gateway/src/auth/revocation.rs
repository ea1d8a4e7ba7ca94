//! Revoked tokens, shared by every replica: `<prefix>auth:revoked:<jti>` exists until the token
//! would have expired anyway, so the set never grows beyond the live tokens.

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;

#[derive(Clone)]
pub struct RevocationStore {
    redis: ConnectionManager,
    keys: RedisKeys,
}

impl RevocationStore {
    pub fn new(redis: ConnectionManager, keys: RedisKeys) -> Self {
        Self { redis, keys }
    }

    /// Revokes token `jti` that expires at `exp` (seconds since the epoch).
    pub async fn revoke(&self, jti: &str, exp: i64) -> Result<(), GatewayError> {
        let remaining = exp.saturating_sub(chrono::Utc::now().timestamp());
        let ttl = u64::try_from(remaining).unwrap_or(0).max(1);
        let mut redis = self.redis.clone();
        redis
            .set_ex::<_, _, ()>(self.keys.revoked_token(jti), 1, ttl)
            .await
            .map_err(GatewayError::redis)
    }

    pub async fn is_revoked(&self, jti: &str) -> Result<bool, GatewayError> {
        let mut redis = self.redis.clone();
        redis
            .exists(self.keys.revoked_token(jti))
            .await
            .map_err(GatewayError::redis)
    }

    /// Seconds until the revocation mark of `jti` disappears (tests, diagnostics).
    pub async fn remaining_ttl(&self, jti: &str) -> Result<i64, GatewayError> {
        let mut redis = self.redis.clone();
        redis
            .ttl(self.keys.revoked_token(jti))
            .await
            .map_err(GatewayError::redis)
    }
}
