//! Months of cover. An insurance is billed a premium per month of cover, in advance: its first
//! period starts the day billing first sees it in force, each next one a month later on the same
//! day of the month (the billing day), or the month's last day when the month is shorter — so a
//! period begun on 31 January is followed by 28 February and then 31 March, never drifting.

use chrono::{Datelike, Months, NaiveDate};

/// The day of the month periods start on, from the first period's start.
pub fn billing_day(first_period_start: NaiveDate) -> u32 {
    first_period_start.day()
}

/// The start of the period after the one starting `start`, on `billing_day` or the month's last
/// day.
pub fn period_after(start: NaiveDate, billing_day: u32) -> NaiveDate {
    let first_of_month = start.with_day(1).unwrap_or(start);
    let Some(next_month) = first_of_month.checked_add_months(Months::new(1)) else {
        return start;
    };
    (1..=billing_day.clamp(1, 31))
        .rev()
        .find_map(|day| next_month.with_day(day))
        .unwrap_or(next_month)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn periods_keep_their_day_and_end_of_month_clamps_without_drifting() {
        assert_eq!(period_after(day("2026-11-29"), 29), day("2026-12-29"));
        assert_eq!(period_after(day("2026-12-29"), 29), day("2027-01-29"));
        assert_eq!(period_after(day("2027-01-29"), 29), day("2027-02-28"));
        assert_eq!(period_after(day("2027-02-28"), 29), day("2027-03-29"));
        assert_eq!(period_after(day("2027-01-31"), 31), day("2027-02-28"));
        assert_eq!(period_after(day("2027-02-28"), 31), day("2027-03-31"));
        assert_eq!(period_after(day("2027-03-31"), 31), day("2027-04-30"));
        assert_eq!(period_after(day("2028-01-31"), 31), day("2028-02-29"));
        assert_eq!(billing_day(day("2027-01-31")), 31);
    }
}
