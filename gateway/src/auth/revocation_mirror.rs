//! This replica's copy of the revoked tokens and of the people whose sessions an administrator
//! ended, so checking a token costs no Redis round trip.
//!
//! Redis stays the source of truth (`auth:revoked:<jti>` and `auth:sessions-ended:<user_id>`
//! keys, see [`super::RevocationStore`]). Every revocation is also published on
//! `auth:revocations`; the mirror subscribes, then loads the existing keys, and only then answers
//! checks. While the subscription is down (or before it
//! first came up) the mirror answers nothing and checks go to Redis again, so a revocation is
//! never missed, only seen over the network. Entries leave the mirror once their token has
//! expired, since an expired token is refused before revocation is asked.

use std::collections::HashMap;
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

use crate::pubsub::Subscriber;
use crate::push::{CLOSE_POLICY_VIOLATION, SESSION_ENDED_REASON, SessionRegistry};
use crate::redis_keys::RedisKeys;

/// How many keys one SCAN step asks for while loading.
const SCAN_BATCH: usize = 500;

#[derive(Default)]
struct Mirror {
    /// True between a completed load and the loss of the subscription.
    synced: bool,
    /// Revoked token id → the token's expiry (seconds since the epoch).
    revoked: HashMap<String, i64>,
    /// User id → (the moment their sessions were ended, when the mark expires).
    sessions_ended: HashMap<String, (i64, i64)>,
    /// Expiry of the entry that expires first, so pruning runs only when something can go.
    next_expiry: i64,
}

impl Mirror {
    fn is_empty(&self) -> bool {
        self.revoked.is_empty() && self.sessions_ended.is_empty()
    }

    fn note_expiry(&mut self, exp: i64) {
        self.next_expiry = if self.is_empty() {
            exp
        } else {
            self.next_expiry.min(exp)
        };
    }

    fn insert(&mut self, jti: String, exp: i64) {
        self.note_expiry(exp);
        self.revoked.insert(jti, exp);
    }

    /// A later end replaces an earlier one (it covers more tokens).
    fn end_sessions(&mut self, user_id: String, ended_at: i64, until: i64) {
        self.note_expiry(until);
        let entry = self
            .sessions_ended
            .entry(user_id)
            .or_insert((ended_at, until));
        if ended_at >= entry.0 {
            *entry = (ended_at, until);
        }
    }

    fn prune(&mut self, now: i64) {
        if self.is_empty() || self.next_expiry > now {
            return;
        }
        self.revoked.retain(|_, exp| *exp > now);
        self.sessions_ended.retain(|_, (_, until)| *until > now);
        self.next_expiry = self
            .revoked
            .values()
            .copied()
            .chain(self.sessions_ended.values().map(|(_, until)| *until))
            .min()
            .unwrap_or(i64::MAX);
    }
}

/// Shared by every worker of the process; cheap to clone.
#[derive(Clone)]
pub struct RevocationMirror {
    inner: Arc<RwLock<Mirror>>,
    redis: ConnectionManager,
    keys: RedisKeys,
    /// This replica's websocket sessions: a person whose sessions end is disconnected at once.
    sockets: Option<SessionRegistry>,
}

impl RevocationMirror {
    pub fn new(redis: ConnectionManager, keys: RedisKeys) -> Self {
        Self {
            inner: Arc::default(),
            redis,
            keys,
            sockets: None,
        }
    }

    /// The mirror also closes the websockets (of `sockets`) of a person whose sessions end.
    #[must_use]
    pub fn closing_sockets_of(mut self, sockets: SessionRegistry) -> Self {
        self.sockets = Some(sockets);
        self
    }

    /// `Some(revoked)` when the mirror is in sync, `None` when Redis must be asked.
    pub fn check(&self, jti: &str) -> Option<bool> {
        let mirror = self.read();
        mirror.synced.then(|| mirror.revoked.contains_key(jti))
    }

    /// `Some(ended_at)` when the mirror is in sync: when the person's sessions were last ended
    /// (None: never, within a token lifetime). `None` when Redis must be asked.
    pub fn sessions_ended_at(&self, user_id: &str) -> Option<Option<i64>> {
        let mirror = self.read();
        mirror.synced.then(|| {
            mirror
                .sessions_ended
                .get(user_id)
                .map(|(ended_at, _)| *ended_at)
        })
    }

    /// `Some(refused)` when the mirror is in sync: the token `jti` of `user_id`, issued at `iat`,
    /// was revoked or issued no later than the person's sessions were ended. One lock per
    /// request. `None` when Redis must be asked.
    pub fn refuses(&self, jti: &str, user_id: &str, iat: i64) -> Option<bool> {
        let mirror = self.read();
        mirror.synced.then(|| {
            mirror.revoked.contains_key(jti)
                || mirror
                    .sessions_ended
                    .get(user_id)
                    .is_some_and(|(ended_at, _)| iat <= *ended_at)
        })
    }

    /// Records that a person's sessions ended at `ended_at`, marked until `until`.
    pub fn end_sessions(&self, user_id: &str, ended_at: i64, until: i64) {
        let now = chrono::Utc::now().timestamp();
        let mut mirror = self.write();
        mirror.prune(now);
        if until > now {
            mirror.end_sessions(user_id.to_string(), ended_at, until);
        }
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
        let prefix = self.keys.revoked_token("");
        let loaded = self.scan_values(&prefix).await?;
        let ended_prefix = self.keys.sessions_ended("");
        let ended = self.scan_values(&ended_prefix).await?;
        let now = chrono::Utc::now().timestamp();
        let count = loaded.len();
        let mut mirror = self.write();
        for (jti, exp) in loaded {
            mirror.insert(jti, parse_expiry(&exp));
        }
        for (user_id, value) in ended {
            if let Some((ended_at, until)) = parse_sessions_ended(&value) {
                mirror.end_sessions(user_id, ended_at, until);
            }
        }
        mirror.prune(now);
        mirror.synced = true;
        drop(mirror);
        tracing::info!(revoked = count, "revocation mirror loaded");
        Ok(())
    }

    /// Every key under `prefix` (without it) with its value.
    async fn scan_values(&self, prefix: &str) -> Result<Vec<(String, String)>, redis::RedisError> {
        let mut redis = self.redis.clone();
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
                for (key, value) in keys.into_iter().zip(expiries) {
                    // A key that expired between SCAN and MGET is gone, as its token.
                    if let (Some(id), Some(value)) = (key.strip_prefix(prefix), value) {
                        loaded.push((id.to_string(), value));
                    }
                }
            }
            if next == 0 {
                break;
            }
            cursor = next;
        }
        Ok(loaded)
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

/// The message published when a person's sessions end: `sessions <ended_at>:<until> <user_id>`
/// (a replica that only knows token revocations ignores it as malformed).
pub fn sessions_ended_message(user_id: &str, ended_at: i64, until: i64) -> String {
    format!(
        "sessions {} {user_id}",
        sessions_ended_value(ended_at, until)
    )
}

/// The value of an `auth:sessions-ended:<user_id>` key: `<ended_at>:<until>`.
pub fn sessions_ended_value(ended_at: i64, until: i64) -> String {
    format!("{ended_at}:{until}")
}

pub(super) fn parse_sessions_ended(value: &str) -> Option<(i64, i64)> {
    let (ended_at, until) = value.split_once(':')?;
    Some((ended_at.parse().ok()?, until.parse().ok()?))
}

#[derive(Debug, PartialEq, Eq)]
enum Message<'a> {
    Revoked {
        jti: &'a str,
        exp: i64,
    },
    SessionsEnded {
        user_id: &'a str,
        ended_at: i64,
        until: i64,
    },
}

fn parse_message(payload: &[u8]) -> Option<Message<'_>> {
    let text = std::str::from_utf8(payload).ok()?;
    if let Some(rest) = text.strip_prefix("sessions ") {
        let (value, user_id) = rest.split_once(' ')?;
        let (ended_at, until) = parse_sessions_ended(value)?;
        return Some(Message::SessionsEnded {
            user_id,
            ended_at,
            until,
        });
    }
    let (exp, jti) = text.split_once(' ')?;
    Some(Message::Revoked {
        jti,
        exp: exp.parse().ok()?,
    })
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
            Some(Message::Revoked { jti, exp }) => self.insert(jti, exp),
            Some(Message::SessionsEnded {
                user_id,
                ended_at,
                until,
            }) => {
                self.end_sessions(user_id, ended_at, until);
                if let Some(sockets) = &self.sockets {
                    let closed =
                        sockets.close_user(user_id, CLOSE_POLICY_VIOLATION, SESSION_ENDED_REASON);
                    tracing::info!(user_id, closed, "sessions ended: websockets closed");
                }
            }
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
            Some(Message::Revoked {
                jti: "0193-abc",
                exp: 1_900_000_000
            })
        );
        let ended = sessions_ended_message("u-1", 1_800_000_000, 1_800_003_600);
        assert_eq!(
            parse_message(ended.as_bytes()),
            Some(Message::SessionsEnded {
                user_id: "u-1",
                ended_at: 1_800_000_000,
                until: 1_800_003_600
            })
        );
        assert_eq!(parse_message(b"nonsense"), None);
        assert_eq!(parse_message(b"soon 0193-abc"), None);
        assert_eq!(parse_message(b"sessions 5 u-1"), None);
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

    #[test]
    fn ended_sessions_keep_the_latest_end_until_they_expire() {
        let mut mirror = Mirror::default();
        mirror.end_sessions("u".into(), 100, 400);
        mirror.end_sessions("u".into(), 90, 500);
        assert_eq!(mirror.sessions_ended.get("u"), Some(&(100, 400)));
        mirror.end_sessions("u".into(), 150, 450);
        assert_eq!(mirror.sessions_ended.get("u"), Some(&(150, 450)));
        mirror.prune(460);
        assert!(mirror.sessions_ended.is_empty());
    }
}
