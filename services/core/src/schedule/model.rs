//! A working day as the domain sees it, and the rules of its hours.

use chrono::{NaiveDate, NaiveTime, Timelike};
use uuid::Uuid;
use zrm_domain::{Country, Page, Product};

use crate::error::CoreError;

/// Hours of a working day, local time of its country.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hours {
    pub starts: NaiveTime,
    pub ends: NaiveTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleDay {
    pub user_id: Uuid,
    pub name: String,
    pub day: NaiveDate,
    pub product: Product,
    pub country: Country,
    /// None: a day off.
    pub hours: Option<Hours>,
}

/// An entry to set: replaces the employee's entry of that day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewScheduleDay {
    pub user_id: Uuid,
    pub day: NaiveDate,
    pub product: Product,
    pub country: Country,
    pub hours: Option<Hours>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScheduleFilter {
    pub day: NaiveDate,
    pub product: Option<Product>,
    pub country: Option<Country>,
    pub page: Page,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchedulePage {
    pub days: Vec<ScheduleDay>,
    pub total: u64,
    pub page: Page,
}

/// A time of day as people write it on a schedule: HH:MM on the hour or half hour.
pub fn parse_time(field: &'static str, text: &str) -> Result<NaiveTime, CoreError> {
    let time = NaiveTime::parse_from_str(text.trim(), "%H:%M")
        .map_err(|_| CoreError::invalid(field, "Must be a time of day, HH:MM"))?;
    if time.minute() % 30 != 0 {
        return Err(CoreError::invalid(
            field,
            "Must be on the hour or the half hour",
        ));
    }
    Ok(time)
}

/// The hours of a working day: both times or neither (a day off), the end after the start and
/// at least an hour later (room for one meeting slot).
pub fn hours(
    working: bool,
    starts: Option<&str>,
    ends: Option<&str>,
) -> Result<Option<Hours>, CoreError> {
    if !working {
        if starts.is_some() || ends.is_some() {
            return Err(CoreError::invalid("starts", "A day off has no hours"));
        }
        return Ok(None);
    }
    let starts = parse_time(
        "starts",
        starts.ok_or_else(|| CoreError::invalid("starts", "Give the time the day starts"))?,
    )?;
    let ends = parse_time(
        "ends",
        ends.ok_or_else(|| CoreError::invalid("ends", "Give the time the day ends"))?,
    )?;
    if ends <= starts || (ends - starts).num_minutes() < 60 {
        return Err(CoreError::invalid(
            "ends",
            "Must be at least an hour after the start",
        ));
    }
    Ok(Some(Hours { starts, ends }))
}

pub fn format_time(time: NaiveTime) -> String {
    time.format("%H:%M").to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn hours_are_both_or_neither_in_order_and_on_the_half_hour() {
        let day = hours(true, Some("08:30"), Some("16:00")).unwrap().unwrap();
        assert_eq!(
            (format_time(day.starts), format_time(day.ends)),
            ("08:30".into(), "16:00".into())
        );
        assert_eq!(hours(false, None, None).unwrap(), None);
        for (working, starts, ends, field) in [
            (false, Some("08:00"), None, "starts"),
            (true, None, Some("16:00"), "starts"),
            (true, Some("08:00"), None, "ends"),
            (true, Some("8"), Some("16:00"), "starts"),
            (true, Some("08:15"), Some("16:00"), "starts"),
            (true, Some("16:00"), Some("08:00"), "ends"),
            (true, Some("08:00"), Some("08:30"), "ends"),
            (true, Some("25:00"), Some("26:00"), "starts"),
        ] {
            match hours(working, starts, ends) {
                Err(CoreError::InvalidArgument { field: named, .. }) => {
                    assert_eq!(named, field, "{starts:?}–{ends:?}");
                }
                other => panic!("{starts:?}–{ends:?} gave {other:?}"),
            }
        }
    }
}
