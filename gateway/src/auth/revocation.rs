//! Revoked tokens, shared by every replica: `<prefix>auth:revoked:<jti>` holds the token's expiry
//! and exists until then, so the set never grows beyond the live tokens. Each revocation is also
//! published on `<prefix>auth:revocations` for the replicas' mirrors ([`RevocationMirror`]), which
//! answer the per-request check without a round trip while they are in sync.

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

use super::revocation_mirror::{
    RevocationMirror, parse_sessions_ended, revocation_message, sessions_ended_message,
    sessions_ended_value,
};
use super::tokens::AccessClaims;
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

    /// Ends every session `user_id` holds now (an administrator blocked, deactivated or changed
    /// the access of the person): tokens issued until this second are refused. The mark lasts
    /// one token lifetime (`token_lifetime_secs` plus the clock leeway), after which no such
    /// token is valid anyway.
    pub async fn end_sessions(&self, user_id: &str, mark_secs: u64) -> Result<(), GatewayError> {
        let ended_at = chrono::Utc::now().timestamp();
        let until = ended_at.saturating_add(i64::try_from(mark_secs).unwrap_or(i64::MAX));
        let mut redis = self.redis.clone();
        redis::pipe()
            .set_ex(
                self.keys.sessions_ended(user_id),
                sessions_ended_value(ended_at, until),
                mark_secs.max(1),
            )
            .ignore()
            .publish(
                self.keys.revocations_channel(),
                sessions_ended_message(user_id, ended_at, until),
            )
            .ignore()
            .query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        self.mirror.end_sessions(user_id, ended_at, until);
        Ok(())
    }

    /// True when the token was revoked or issued before its holder's sessions were ended.
    pub async fn is_refused(&self, claims: &AccessClaims) -> Result<bool, GatewayError> {
        if let Some(refused) = self.mirror.refuses(&claims.jti, &claims.sub, claims.iat) {
            return Ok(refused);
        }
        let mut redis = self.redis.clone();
        let (revoked, ended): (bool, Option<String>) = redis::pipe()
            .exists(self.keys.revoked_token(&claims.jti))
            .get(self.keys.sessions_ended(&claims.sub))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        let ended_at = ended
            .as_deref()
            .and_then(parse_sessions_ended)
            .map(|(ended_at, _)| ended_at);
        Ok(revoked || ended_at.is_some_and(|ended_at| claims.iat <= ended_at))
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
