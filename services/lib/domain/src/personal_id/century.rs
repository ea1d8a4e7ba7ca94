//! Century inference for Swedish numbers written with a two-digit year.

use chrono::{Datelike, NaiveDate};

/// Day offset of a samordningsnummer (coordination number).
pub(super) const COORDINATION_DAY_OFFSET: u32 = 60;

/// Full birth year for `yymmdd` written with a two-digit year: prefix 20, or 19 when that date
/// would be in the future; generalised to "the latest century that does not put the
/// date after `today`", which is the same rule for any `today` in 2000–2099. A `+` separator
/// (the person is 100 or older) moves one century further back, as Skatteverket writes it.
///
/// The comparison is on the (year, month, day) numbers, so an impossible date still gets a
/// definite century; a samordningsnummer day has its +60 removed first.
pub(super) fn infer_swedish_birth_year(
    two_digit_year: u32,
    month: u32,
    day_field: u32,
    hundred_or_older: bool,
    today: NaiveDate,
) -> i32 {
    let day = if day_field > COORDINATION_DAY_OFFSET {
        day_field - COORDINATION_DAY_OFFSET
    } else {
        day_field
    };
    let two_digit_year = i32::try_from(two_digit_year % 100).unwrap_or_default();
    let mut year = today.year().div_euclid(100) * 100 + two_digit_year;
    if (year, month, day) > (today.year(), today.month(), today.day()) {
        year -= 100;
    }
    if hundred_or_older {
        year -= 100;
    }
    year
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn date(year: i32, month: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(year, month, day).unwrap()
    }

    #[test]
    fn today_itself_is_not_the_future() {
        let today = date(2024, 6, 15);
        assert_eq!(infer_swedish_birth_year(24, 6, 15, false, today), 2024);
    }

    #[test]
    fn the_day_after_today_is_the_future() {
        let today = date(2024, 6, 15);
        assert_eq!(infer_swedish_birth_year(24, 6, 16, false, today), 1924);
        assert_eq!(infer_swedish_birth_year(24, 7, 1, false, today), 1924);
        assert_eq!(infer_swedish_birth_year(25, 1, 1, false, today), 1925);
    }

    #[test]
    fn earlier_years_of_this_century_get_20() {
        let today = date(2024, 6, 15);
        assert_eq!(infer_swedish_birth_year(0, 1, 1, false, today), 2000);
        assert_eq!(infer_swedish_birth_year(23, 12, 31, false, today), 2023);
        assert_eq!(infer_swedish_birth_year(99, 12, 31, false, today), 1999);
    }

    #[test]
    fn plus_moves_back_one_more_century() {
        let today = date(2024, 6, 15);
        assert_eq!(infer_swedish_birth_year(20, 1, 1, true, today), 1920);
        assert_eq!(infer_swedish_birth_year(24, 6, 15, true, today), 1924);
        assert_eq!(infer_swedish_birth_year(24, 6, 16, true, today), 1824);
        assert_eq!(infer_swedish_birth_year(99, 1, 1, true, today), 1899);
    }

    #[test]
    fn coordination_day_is_compared_as_the_real_day() {
        let today = date(2024, 6, 15);
        // Day 75 is the 15th: today, so not the future.
        assert_eq!(infer_swedish_birth_year(24, 6, 75, false, today), 2024);
        // Day 76 is the 16th: tomorrow.
        assert_eq!(infer_swedish_birth_year(24, 6, 76, false, today), 1924);
    }

    #[test]
    fn works_on_new_years_eve_and_day() {
        assert_eq!(
            infer_swedish_birth_year(0, 1, 1, false, date(2000, 1, 1)),
            2000
        );
        assert_eq!(
            infer_swedish_birth_year(0, 1, 2, false, date(2000, 1, 1)),
            1900
        );
        assert_eq!(
            infer_swedish_birth_year(99, 12, 31, false, date(1999, 12, 31)),
            1999
        );
    }
}
