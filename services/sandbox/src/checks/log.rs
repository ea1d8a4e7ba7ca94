//! The recent requests of one simulator, newest first, at most `CAPACITY` (oldest dropped).

use std::collections::VecDeque;
use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::error::SandboxError;

const CAPACITY: usize = 500;
const DEFAULT_LIMIT: usize = 50;

#[derive(Debug, Clone, Serialize)]
pub struct LoggedRequest {
    pub at: DateTime<Utc>,
    /// What was asked (personal id, address, name).
    pub subject: String,
    /// What was answered, e.g. `approved`, `404 address_not_found`.
    pub outcome: String,
    /// The answer came from a one-off script.
    pub scripted: bool,
}

#[derive(Debug, Default)]
pub struct RequestLog(Mutex<VecDeque<LoggedRequest>>);

impl RequestLog {
    // Plain values behind the lock: a poisoned lock is still consistent.
    fn lock(&self) -> MutexGuard<'_, VecDeque<LoggedRequest>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn record(&self, entry: LoggedRequest) {
        let mut log = self.lock();
        log.push_front(entry);
        log.truncate(CAPACITY);
    }

    pub fn page(&self, offset: usize, limit: usize) -> Vec<LoggedRequest> {
        self.lock()
            .iter()
            .skip(offset)
            .take(limit)
            .cloned()
            .collect()
    }
}

#[derive(Debug, Deserialize)]
pub struct ListParams {
    pub limit: Option<usize>,
    pub offset: Option<usize>,
}

impl ListParams {
    /// `(offset, limit)`; the limit is 1 to `CAPACITY`, 50 by default.
    pub fn bounds(&self) -> Result<(usize, usize), SandboxError> {
        let limit = self.limit.unwrap_or(DEFAULT_LIMIT);
        if !(1..=CAPACITY).contains(&limit) {
            return Err(SandboxError::validation(
                "limit",
                format!("limit must be 1 to {CAPACITY}"),
            ));
        }
        Ok((self.offset.unwrap_or(0), limit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_newest_first_and_drops_the_oldest() {
        let log = RequestLog::default();
        for n in 0..CAPACITY + 2 {
            log.record(LoggedRequest {
                at: Utc::now(),
                subject: n.to_string(),
                outcome: "ok".into(),
                scripted: false,
            });
        }
        let page = log.page(0, CAPACITY + 10);
        assert_eq!(page.len(), CAPACITY);
        assert_eq!(page[0].subject, (CAPACITY + 1).to_string());
        assert_eq!(log.page(1, 1)[0].subject, CAPACITY.to_string());
    }
}
