//! The applications each employee opened last, for "recent" lists: a Redis list per user of
//! reference numbers, most recent first, at most [`MAX_RECENT`], forgotten after 90 days unused.
//! Remembering never holds up the read that caused it: it runs beside the response and a Redis
//! hiccup only costs the list an entry.

use redis::aio::ConnectionManager;

use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;

pub const MAX_RECENT: u32 = 20;
const KEEP_SECONDS: i64 = 90 * 24 * 3600;

#[derive(Clone)]
pub struct RecentApplications {
    redis: ConnectionManager,
    keys: RedisKeys,
}

impl RecentApplications {
    pub fn new(redis: ConnectionManager, keys: RedisKeys) -> Self {
        Self { redis, keys }
    }

    /// Puts `reference` first in the user's list (once), in the background.
    pub fn remember(&self, user_id: &str, reference: String) {
        let key = self.keys.recent_applications(user_id);
        let mut redis = self.redis.clone();
        tokio::spawn(async move {
            let stored = redis::pipe()
                .atomic()
                .lrem(&key, 0, &reference)
                .ignore()
                .lpush(&key, &reference)
                .ignore()
                .ltrim(&key, 0, (MAX_RECENT - 1) as isize)
                .ignore()
                .expire(&key, KEEP_SECONDS)
                .ignore()
                .query_async::<()>(&mut redis)
                .await;
            if let Err(error) = stored {
                tracing::warn!(%error, "could not remember a recently opened application");
            }
        });
    }

    /// The user's `limit` most recent reference numbers, most recent first.
    pub async fn list(&self, user_id: &str, limit: u32) -> Result<Vec<String>, GatewayError> {
        let mut redis = self.redis.clone();
        let last = isize::try_from(limit.clamp(1, MAX_RECENT)).unwrap_or(1) - 1;
        redis::cmd("LRANGE")
            .arg(self.keys.recent_applications(user_id))
            .arg(0)
            .arg(last)
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)
    }
}
