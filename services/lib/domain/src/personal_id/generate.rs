//! Valid personal ids for seed and test data. They are valid-looking numbers, not reserved test
//! identities, so they may coincide with real people: keep generated data out of production.

use chrono::{Datelike, NaiveDate};
use rand::Rng;

use super::{PersonalId, norwegian, swedish};
use crate::country::Country;
use crate::error::DomainError;

/// A Swedish personnummer for `birth_date` with a random birth number (001–999).
///
/// Fails for birth years outside 1800–2099, which the 12-digit form cannot carry.
pub fn generate_swedish<R: Rng + ?Sized>(
    rng: &mut R,
    birth_date: NaiveDate,
) -> Result<PersonalId, DomainError> {
    if !(1800..=2099).contains(&birth_date.year()) {
        return Err(DomainError::BirthDateOutOfRange {
            country: Country::Se,
            reason: "Swedish numbers cover birth years 1800 to 2099",
        });
    }
    let birth_number: u32 = rng.random_range(1..=999);
    let [y1, y2] = two_digits(birth_date.year().rem_euclid(100).unsigned_abs());
    let [m1, m2] = two_digits(birth_date.month());
    let [d1, d2] = two_digits(birth_date.day());
    let [n1, n2, n3] = three_digits(birth_number);
    let first_nine = [y1, y2, m1, m2, d1, d2, n1, n2, n3];
    let check_digit = swedish::luhn_check_digit(&first_nine);
    let canonical = format!(
        "{}{}{check_digit}",
        birth_date.year().div_euclid(100),
        text_of(&first_nine)
    );
    // Parsing the result keeps one definition of validity. `today` is the birth date, so a birth
    // date after the real today (fine for test data) is accepted.
    PersonalId::parse(Country::Se, &canonical, birth_date)
}

/// A Norwegian fødselsnummer for `birth_date` with a random individual number from the range
/// that encodes its century.
///
/// Fails for birth years outside 1855–2039, which the individual number cannot encode.
pub fn generate_norwegian<R: Rng + ?Sized>(
    rng: &mut R,
    birth_date: NaiveDate,
) -> Result<PersonalId, DomainError> {
    let two_digit_year = birth_date.year().rem_euclid(100).unsigned_abs();
    let candidates: Vec<u32> = (0..=999)
        .filter(|&individual| {
            norwegian::birth_year(two_digit_year, individual) == Some(birth_date.year())
        })
        .collect();
    if candidates.is_empty() {
        return Err(DomainError::BirthDateOutOfRange {
            country: Country::No,
            reason: "Norwegian numbers cover birth years 1855 to 2039",
        });
    }
    let [d1, d2] = two_digits(birth_date.day());
    let [m1, m2] = two_digits(birth_date.month());
    let [y1, y2] = two_digits(two_digit_year);
    // About one individual number in six gives a control digit of 10; walking on from a random
    // start finds a usable one without an unbounded retry loop.
    let start = rng.random_range(0..candidates.len());
    for offset in 0..candidates.len() {
        let [i1, i2, i3] = three_digits(candidates[(start + offset) % candidates.len()]);
        let first_nine = [d1, d2, m1, m2, y1, y2, i1, i2, i3];
        if let Some((first, second)) = norwegian::control_digits(&first_nine) {
            let canonical = format!("{}{first}{second}", text_of(&first_nine));
            return PersonalId::parse(Country::No, &canonical, birth_date);
        }
    }
    Err(DomainError::BirthDateOutOfRange {
        country: Country::No,
        reason: "no individual number gives valid control digits",
    })
}

fn two_digits(value: u32) -> [u8; 2] {
    [digit(value / 10), digit(value)]
}

fn three_digits(value: u32) -> [u8; 3] {
    [digit(value / 100), digit(value / 10), digit(value)]
}

/// The last decimal digit of `value`.
fn digit(value: u32) -> u8 {
    u8::try_from(value % 10).unwrap_or_default()
}

fn text_of(digits: &[u8]) -> String {
    digits.iter().map(|&d| char::from(b'0' + d)).collect()
}
