//! Small conversions between protobuf well-known types and REST types.

use chrono::{DateTime, Utc};

pub fn timestamp(value: Option<prost_types::Timestamp>) -> Option<DateTime<Utc>> {
    let value = value?;
    DateTime::from_timestamp(value.seconds, u32::try_from(value.nanos).unwrap_or(0))
}

/// For fields the services always fill; a missing one becomes the epoch rather than an error.
pub fn timestamp_or_epoch(value: Option<prost_types::Timestamp>) -> DateTime<Utc> {
    timestamp(value).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn converts_seconds_and_nanos() {
        let converted = timestamp(Some(prost_types::Timestamp {
            seconds: 1_700_000_000,
            nanos: 5,
        }))
        .unwrap();
        assert_eq!(converted.timestamp(), 1_700_000_000);
        assert_eq!(converted.timestamp_subsec_nanos(), 5);
        assert_eq!(timestamp(None), None);
    }
}
