//! This replica's copy of the revoked tokens, so checking a token costs no Redis round trip.
//!
//! Redis stays the source of truth (`auth:revoked:<jti>` keys, see [`super::RevocationStore`]).
//! Every revocation is also published on `auth:revocations`; the mirror subscribes, then loads
//! the existing keys, and only then answers checks. While the subscription is down (or before it
//! first came up) the mirror answers nothing and checks go to Redis again, so a revocation is
//! never missed, only seen over the network. Entries leave the mirror once their token has
//! expired, since an expired token is refused before revocation is asked.

use std::collections::HashMap;
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

use crate::pubsub::Subscriber;
use crate::redis_keys::RedisKeys;

/// How many keys one SCAN step asks for while loading.
const SCAN_BATCH: usize = 500;

#[derive(Default)]
struct Mirror {
    /// True between a completed load and the loss of the subscription.
    synced: bool,
    /// Revoked token id → the token's expiry (seconds since the epoch).
    revoked: HashMap<String, i64>,
    /// Expiry of the entry that expires first, so pruning runs only when something can go.
    next_expiry: i64,
}

impl Mirror {
    fn insert(&mut self, jti: String, exp: i64) {
        self.next_expiry = if self.revoked.is_empty() {
            exp
        } else {
            self.next_expiry.min(exp)
        };
        self.revoked.insert(jti, exp);
    }

    fn prune(&mut self, now: i64) {
        if self.revoked.is_empty() || self.next_expiry > now {
            return;
        }
        self.revoked.retain(|_, exp| *exp > now);
        self.next_expiry = self.revoked.values().copied().min().unwrap_or(i64::MAX);
    }
}

/// Shared by every worker of the process; cheap to clone.
#[derive(Clone)]
pub struct RevocationMirror {
    inner: Arc<RwLock<Mirror>>,
    redis: ConnectionManager,
    keys: RedisKeys,
}

impl RevocationMirror {
    pub fn new(redis: ConnectionManager, keys: RedisKeys) -> Self {
        Self {
            inner: Arc::default(),
            redis,
            keys,
        }
    }

    /// `Some(revoked)` when the mirror is in sync, `None` when Redis must be asked.
    pub fn check(&self, jti: &str) -> Option<bool> {
        let mirror = self.read();
        mirror.synced.then(|| mirror.revoked.contains_key(jti))
    }

    pub fn is_synced(&self) -> bool {
        self.read().synced
    }

    /// Records a revocation made by this replica at once (its own message follows).
    pub fn insert(&self, jti: &str, exp: i64) {
        let now = chrono::Utc::now().timestamp();
        let mut mirror = self.write();
        mirror.prune(now);
        if exp > now {
            mirror.insert(jti.to_string(), exp);
        }
    }

    /// Number of revocations held (metrics, tests).
    pub fn len(&self) -> usize {
        self.read().revoked.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    async fn load(&self) -> Result<(), redis::RedisError> {
        let mut redis = self.redis.clone();
        let prefix = self.keys.revoked_token("");
        let pattern = format!("{prefix}*");
        let mut loaded = Vec::new();
        let mut cursor: u64 = 0;
        loop {
            let (next, keys): (u64, Vec<String>) = redis::cmd("SCAN")
                .arg(cursor)
                .arg("MATCH")
                .arg(&pattern)
                .arg("COUNT")
                .arg(SCAN_BATCH)
                .query_async(&mut redis)
                .await?;
            if !keys.is_empty() {
                let expiries: Vec<Option<String>> = redis.mget(&keys).await?;
                for (key, exp) in keys.into_iter().zip(expiries) {
                    // A key that expired between SCAN and MGET is gone, as its token.
                    if let (Some(jti), Some(exp)) = (key.strip_prefix(&prefix), exp) {
                        loaded.push((jti.to_string(), parse_expiry(&exp)));
                    }
                }
            }
            if next == 0 {
                break;
            }
            cursor = next;
        }
        let now = chrono::Utc::now().timestamp();
        let count = loaded.len();
        let mut mirror = self.write();
        for (jti, exp) in loaded {
            mirror.insert(jti, exp);
        }
        mirror.prune(now);
        mirror.synced = true;
        drop(mirror);
        tracing::info!(revoked = count, "revocation mirror loaded");
        Ok(())
    }

    // A poisoned lock only means a panic elsewhere while holding it; the map itself is intact.
    fn read(&self) -> RwLockReadGuard<'_, Mirror> {
        self.inner
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Mirror> {
        self.inner
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The message published for a revocation: `<exp> <jti>`.
pub fn revocation_message(jti: &str, exp: i64) -> String {
    format!("{exp} {jti}")
}

fn parse_message(payload: &[u8]) -> Option<(&str, i64)> {
    let text = std::str::from_utf8(payload).ok()?;
    let (exp, jti) = text.split_once(' ')?;
    Some((jti, exp.parse().ok()?))
}

/// Keys written before expiries were stored hold `1`; such a token expires within a lifetime.
fn parse_expiry(value: &str) -> i64 {
    value
        .parse::<i64>()
        .ok()
        .filter(|exp| *exp > 1)
        .unwrap_or(i64::MAX)
}

impl Subscriber for RevocationMirror {
    fn name(&self) -> &'static str {
        "token revocations"
    }

    async fn on_subscribed(&self) -> Result<(), redis::RedisError> {
        self.load().await
    }

    fn on_message(&self, payload: &[u8]) {
        match parse_message(payload) {
            Some((jti, exp)) => self.insert(jti, exp),
            None => tracing::warn!("malformed revocation message ignored"),
        }
    }

    fn on_lost(&self) {
        self.write().synced = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip() {
        let message = revocation_message("0193-abc", 1_900_000_000);
        assert_eq!(
            parse_message(message.as_bytes()),
            Some(("0193-abc", 1_900_000_000))
        );
        assert_eq!(parse_message(b"nonsense"), None);
        assert_eq!(parse_message(b"soon 0193-abc"), None);
    }

    #[test]
    fn old_marks_without_an_expiry_are_kept() {
        assert_eq!(parse_expiry("1"), i64::MAX);
        assert_eq!(parse_expiry("1900000000"), 1_900_000_000);
    }

    #[test]
    fn pruning_drops_only_expired_entries() {
        let mut mirror = Mirror::default();
        mirror.insert("old".into(), 100);
        mirror.insert("new".into(), 300);
        mirror.prune(50);
        assert_eq!(mirror.revoked.len(), 2, "nothing expired yet");
        mirror.prune(200);
        assert!(!mirror.revoked.contains_key("old"));
        assert!(mirror.revoked.contains_key("new"));
        assert_eq!(mirror.next_expiry, 300);
    }
}
