//! Fixed-window attempt counters in Redis, shared by every replica: the first hit of a window
//! creates the counter with the window as its expiry; a hit past the limit is refused with the
//! time left until the window ends.

use redis::Script;
use redis::aio::ConnectionManager;
use std::sync::Arc;
use std::time::Duration;

use crate::error::GatewayError;

/// INCR and (on the first hit, or if a counter lost its expiry) PEXPIRE in one round trip.
const HIT_SCRIPT: &str = r"
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
";

#[derive(Clone)]
pub struct RateLimiter {
    redis: ConnectionManager,
    script: Arc<Script>,
    window: Duration,
}

/// What one hit found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hit {
    pub count: u64,
    pub retry_after_secs: u64,
}

impl RateLimiter {
    pub fn new(redis: ConnectionManager, window: Duration) -> Self {
        Self {
            redis,
            script: Arc::new(Script::new(HIT_SCRIPT)),
            window,
        }
    }

    /// Counts one attempt on `key`; 429 once more than `limit` attempts fell in the window.
    pub async fn hit(&self, key: &str, limit: u32) -> Result<Hit, GatewayError> {
        let window_ms = u64::try_from(self.window.as_millis()).unwrap_or(u64::MAX);
        let mut redis = self.redis.clone();
        let (count, ttl_ms): (u64, i64) = self
            .script
            .key(key)
            .arg(window_ms)
            .invoke_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        let retry_after_secs = u64::try_from(ttl_ms).unwrap_or(0).div_ceil(1000).max(1);
        if count > u64::from(limit) {
            return Err(GatewayError::RateLimited { retry_after_secs });
        }
        Ok(Hit {
            count,
            retry_after_secs,
        })
    }
}
