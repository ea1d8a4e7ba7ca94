#![allow(clippy::unwrap_used, clippy::expect_used)]

mod generated_ids;
mod norwegian_ids;
mod swedish_ids;

use chrono::NaiveDate;

use super::{norwegian, swedish};
use crate::country::Country;
use crate::error::{DomainError, PersonalIdProblem};
use crate::personal_id::PersonalId;

pub(super) fn date(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap()
}

pub(super) fn today() -> NaiveDate {
    date(2024, 6, 15)
}

pub(super) fn se(raw: &str) -> Result<PersonalId, DomainError> {
    PersonalId::parse(Country::Se, raw, today())
}

pub(super) fn no(raw: &str) -> Result<PersonalId, DomainError> {
    PersonalId::parse(Country::No, raw, today())
}

pub(super) fn problem(result: Result<PersonalId, DomainError>) -> PersonalIdProblem {
    match result {
        Err(DomainError::InvalidPersonalId { problem, .. }) => problem,
        other => panic!("expected an invalid personal id, got {other:?}"),
    }
}

/// Completes nine Swedish digits `YYMMDDNNN` with their Luhn digit.
pub(super) fn swedish_with_check_digit(first_nine: &str) -> String {
    let digits: Vec<u8> = first_nine.bytes().map(|b| b - b'0').collect();
    let check = swedish::luhn_check_digit(&digits.try_into().unwrap());
    format!("{first_nine}{check}")
}

/// Completes nine Norwegian digits `DDMMYYIII` with both control digits.
pub(super) fn norwegian_with_control_digits(first_nine: &str) -> Option<String> {
    let digits: Vec<u8> = first_nine.bytes().map(|b| b - b'0').collect();
    let (first, second) = norwegian::control_digits(&digits.try_into().unwrap())?;
    Some(format!("{first_nine}{first}{second}"))
}

/// The first Norwegian number `DDMMYY` + individual number from `individuals` whose control
/// digits exist (about one individual number in six has none).
pub(super) fn norwegian_in_range(
    ddmmyy: &str,
    individuals: std::ops::RangeInclusive<u32>,
) -> String {
    individuals
        .clone()
        .find_map(|individual| norwegian_with_control_digits(&format!("{ddmmyy}{individual:03}")))
        .unwrap_or_else(|| panic!("no valid number for {ddmmyy} {individuals:?}"))
}

/// Standard Luhn over all ten digits, written independently of the implementation: from the
/// right, every second digit doubled; valid when the sum is a multiple of ten.
pub(super) fn independent_luhn_ok(ten: &str) -> bool {
    let sum: u32 = ten
        .chars()
        .rev()
        .enumerate()
        .map(|(index, c)| {
            let d = c.to_digit(10).unwrap();
            if index % 2 == 1 {
                let p = d * 2;
                if p > 9 { p - 9 } else { p }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// Skatteetaten's mod-11 validation written the other way: with the control digits included,
/// each weighted sum is a multiple of 11.
pub(super) fn independent_mod11_ok(eleven: &str) -> bool {
    let d: Vec<u32> = eleven.chars().map(|c| c.to_digit(10).unwrap()).collect();
    let w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1];
    let w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1];
    let s1: u32 = w1.iter().zip(&d).map(|(w, d)| w * d).sum();
    let s2: u32 = w2.iter().zip(&d).map(|(w, d)| w * d).sum();
    s1.is_multiple_of(11) && s2.is_multiple_of(11)
}
