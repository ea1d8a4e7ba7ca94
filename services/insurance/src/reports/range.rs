//! A report's range of days: both ends included, as UTC instants `[from 00:00, to + 1 00:00)`.

use chrono::{DateTime, Days, NaiveDate, Utc};

use crate::error::InsuranceError;

/// Ten years: longer ranges are a mistake, not a report.
pub const MAX_DAYS: i64 = 3_660;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

fn day(field: &'static str, raw: &str) -> Result<NaiveDate, InsuranceError> {
    NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
        .map_err(|_| InsuranceError::invalid(field, "Must be a date, YYYY-MM-DD"))
}

impl DayRange {
    pub fn parse(from: &str, to: &str) -> Result<Self, InsuranceError> {
        let range = Self {
            from: day("from", from)?,
            to: day("to", to)?,
        };
        if range.to < range.from {
            return Err(InsuranceError::invalid("to", "Must not be before from"));
        }
        if (range.to - range.from).num_days() >= MAX_DAYS {
            return Err(InsuranceError::invalid(
                "to",
                "The range must be at most 3660 days",
            ));
        }
        Ok(range)
    }

    pub fn start(self) -> DateTime<Utc> {
        self.from.and_time(chrono::NaiveTime::MIN).and_utc()
    }

    /// The first instant after the range.
    pub fn end(self) -> DateTime<Utc> {
        self.to
            .checked_add_days(Days::new(1))
            .unwrap_or(self.to)
            .and_time(chrono::NaiveTime::MIN)
            .and_utc()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn field(error: InsuranceError) -> &'static str {
        if let InsuranceError::InvalidArgument { field, .. } = error {
            field
        } else {
            panic!("not a field error: {error:?}")
        }
    }

    #[test]
    fn both_days_are_included_and_bad_ranges_name_their_field() {
        let range = DayRange::parse("2026-11-01", "2026-11-30").unwrap();
        assert_eq!(range.start().to_rfc3339(), "2026-11-01T00:00:00+00:00");
        assert_eq!(range.end().to_rfc3339(), "2026-12-01T00:00:00+00:00");
        assert!(DayRange::parse("2026-11-29", "2026-11-29").is_ok());
        assert_eq!(
            field(DayRange::parse("29/11/2026", "2026-11-30").unwrap_err()),
            "from"
        );
        assert_eq!(field(DayRange::parse("2026-11-01", "").unwrap_err()), "to");
        assert_eq!(
            field(DayRange::parse("2026-11-02", "2026-11-01").unwrap_err()),
            "to"
        );
        assert_eq!(
            field(DayRange::parse("2000-01-01", "2026-11-01").unwrap_err()),
            "to"
        );
    }
}
