//! Fixed-window failure counters in Redis, shared by every replica: a sign-in is refused while
//! its counters hold `limit` failures, with the time left until the window ends; only failures
//! count (a person signing in ten times a day is not an attack), and the first failure of a
//! window creates the counter with the window as its expiry.

use redis::Script;
use redis::aio::ConnectionManager;
use std::sync::Arc;
use std::time::Duration;

use crate::error::GatewayError;

/// INCR and (on the first failure, or if a counter lost its expiry) PEXPIRE in one round trip.
const FAILURE_SCRIPT: &str = r"
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
";

/// The count and time left of each key, in one round trip.
const CHECK_SCRIPT: &str = r"
local result = {}
for i, key in ipairs(KEYS) do
  result[2 * i - 1] = tonumber(redis.call('GET', key) or '0')
  result[2 * i] = redis.call('PTTL', key)
end
return result
";

#[derive(Clone)]
pub struct RateLimiter {
    redis: ConnectionManager,
    failure: Arc<Script>,
    check: Arc<Script>,
    window: Duration,
}

/// A counter and the limit it is held to.
#[derive(Debug, Clone, Copy)]
pub struct Limit<'a> {
    pub key: &'a str,
    pub limit: u32,
}

/// What recording one failure found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Failures {
    pub count: u64,
    pub retry_after_secs: u64,
}

fn seconds_left(ttl_ms: i64) -> u64 {
    u64::try_from(ttl_ms).unwrap_or(0).div_ceil(1000).max(1)
}

impl RateLimiter {
    pub fn new(redis: ConnectionManager, window: Duration) -> Self {
        Self {
            redis,
            failure: Arc::new(Script::new(FAILURE_SCRIPT)),
            check: Arc::new(Script::new(CHECK_SCRIPT)),
            window,
        }
    }

    /// 429 with the time left when any counter already holds its limit of failures.
    pub async fn check(&self, limits: &[Limit<'_>]) -> Result<(), GatewayError> {
        let mut invocation = self.check.prepare_invoke();
        for limit in limits {
            invocation.key(limit.key);
        }
        let mut redis = self.redis.clone();
        let found: Vec<i64> = invocation
            .invoke_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        let refused = limits
            .iter()
            .zip(found.chunks(2))
            .filter_map(|(limit, pair)| match pair {
                [count, ttl_ms] if *count >= i64::from(limit.limit) => Some(seconds_left(*ttl_ms)),
                _ => None,
            })
            .max();
        match refused {
            Some(retry_after_secs) => Err(GatewayError::RateLimited { retry_after_secs }),
            None => Ok(()),
        }
    }

    /// Counts one failure on `key`.
    pub async fn record_failure(&self, key: &str) -> Result<Failures, GatewayError> {
        let window_ms = u64::try_from(self.window.as_millis()).unwrap_or(u64::MAX);
        let mut redis = self.redis.clone();
        let (count, ttl_ms): (u64, i64) = self
            .failure
            .key(key)
            .arg(window_ms)
            .invoke_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        Ok(Failures {
            count,
            retry_after_secs: seconds_left(ttl_ms),
        })
    }

    /// Counts one failure on each of `limits`' keys.
    pub async fn record_failures(&self, limits: &[Limit<'_>]) -> Result<(), GatewayError> {
        for limit in limits {
            self.record_failure(limit.key).await?;
        }
        Ok(())
    }
}
