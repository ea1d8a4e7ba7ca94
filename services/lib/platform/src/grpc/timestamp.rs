//! `google.protobuf.Timestamp` ⇄ chrono.

use chrono::{DateTime, Utc};
use prost_types::Timestamp;

pub fn to_timestamp(at: DateTime<Utc>) -> Timestamp {
    Timestamp {
        seconds: at.timestamp(),
        // Sub-second nanoseconds are below 2e9, so they always fit.
        nanos: i32::try_from(at.timestamp_subsec_nanos()).unwrap_or(0),
    }
}

/// `None` for a timestamp outside chrono's range or with negative nanoseconds.
pub fn from_timestamp(at: &Timestamp) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp(at.seconds, u32::try_from(at.nanos).ok()?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn round_trip_keeps_nanoseconds() {
        let at = DateTime::from_timestamp(1_763_700_000, 123_456_789).unwrap();
        assert_eq!(from_timestamp(&to_timestamp(at)), Some(at));
        assert_eq!(
            from_timestamp(&Timestamp {
                seconds: 0,
                nanos: -1
            }),
            None
        );
    }
}
