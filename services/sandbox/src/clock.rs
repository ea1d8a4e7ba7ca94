//! The simulators' clock: wall time plus an offset that tests move forward
//! (`POST /sandbox/clock/advance`), so expiry and scripted timelines need no sleeping.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, TimeDelta, Utc};

#[derive(Debug, Clone, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + TimeDelta::milliseconds(self.offset_ms.load(Ordering::SeqCst))
    }

    /// Moves the clock forward; the clock never goes back.
    pub fn advance(&self, by: TimeDelta) {
        let ms = by.num_milliseconds().max(0);
        self.offset_ms.fetch_add(ms, Ordering::SeqCst);
    }

    pub fn offset(&self) -> TimeDelta {
        TimeDelta::milliseconds(self.offset_ms.load(Ordering::SeqCst))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advance_moves_now_forward_and_never_back() {
        let clock = Clock::default();
        let before = clock.now();
        clock.advance(TimeDelta::seconds(31));
        assert!(clock.now() - before >= TimeDelta::seconds(31));
        clock.advance(TimeDelta::seconds(-100));
        assert_eq!(clock.offset(), TimeDelta::seconds(31));
    }
}
