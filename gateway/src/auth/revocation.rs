//! Revoked tokens, shared by every replica: `<prefix>auth:revoked:<jti>` holds the token's expiry
//! and exists until then, so the set never grows beyond the live tokens. Each revocation is also
//! published on `<prefix>auth:revocations` for the replicas' mirrors ([`RevocationMirror`]), which
//! answer the per-request check without a round trip while they are in sync.

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

use super::revocation_mirror::{RevocationMirror, revocation_message};
use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;

#[derive(Clone)]
pub struct RevocationStore {
    redis: ConnectionManager,
    keys: RedisKeys,
    mirror: RevocationMirror,
}

impl RevocationStore {
    pub fn new(redis: ConnectionManager, keys: RedisKeys, mirror: RevocationMirror) -> Self {
        Self {
            redis,
            keys,
            mirror,
        }
    }

    /// Revokes token `jti` that expires at `exp` (seconds since the epoch).
    pub async fn revoke(&self, jti: &str, exp: i64) -> Result<(), GatewayError> {
        let remaining = exp.saturating_sub(chrono::Utc::now().timestamp());
        let ttl = u64::try_from(remaining).unwrap_or(0).max(1);
        let mut redis = self.redis.clone();
        redis::pipe()
            .set_ex(self.keys.revoked_token(jti), exp, ttl)
            .ignore()
            .publish(
                self.keys.revocations_channel(),
                revocation_message(jti, exp),
            )
            .ignore()
            .query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        self.mirror.insert(jti, exp);
        Ok(())
    }

    pub async fn is_revoked(&self, jti: &str) -> Result<bool, GatewayError> {
        if let Some(revoked) = self.mirror.check(jti) {
            return Ok(revoked);
        }
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
