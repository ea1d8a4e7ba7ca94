//! Norwegian fødselsnummer and D-nummer, as Skatteetaten defines them: two mod-11 control
//! digits, D-nummer day + 40, century from the individual number.

use chrono::NaiveDate;

use super::{ParsedId, PersonalIdKind};
use crate::error::PersonalIdProblem;

const EXPECTED_FORMAT: PersonalIdProblem = PersonalIdProblem::Format {
    expected: "11 digits DDMMYYNNNNN",
};

const FIRST_CONTROL_WEIGHTS: [u32; 9] = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_CONTROL_WEIGHTS: [u32; 10] = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/// D-nummer: day of birth + 40.
const D_NUMBER_DAY_OFFSET: u32 = 40;
/// Skatteetaten's synthetic test identities (Test-Norge/Tenor): month + 80.
const SYNTHETIC_MONTH_OFFSET: u32 = 80;

/// Mod-11 control digit for `digits` with `weights`; `None` when the remainder gives 10,
/// which means no valid number has these leading digits.
fn control_digit(digits: &[u8], weights: &[u32]) -> Option<u8> {
    let sum: u32 = digits
        .iter()
        .zip(weights)
        .map(|(&digit, &weight)| u32::from(digit) * weight)
        .sum();
    match 11 - sum % 11 {
        11 => Some(0),
        10 => None,
        digit => u8::try_from(digit).ok(),
    }
}

/// Both control digits for the first nine digits `DDMMYYIII`, or `None` when either would be 10.
pub(super) fn control_digits(first_nine: &[u8; 9]) -> Option<(u8, u8)> {
    let first = control_digit(first_nine, &FIRST_CONTROL_WEIGHTS)?;
    let mut first_ten = [0u8; 10];
    first_ten[..9].copy_from_slice(first_nine);
    first_ten[9] = first;
    let second = control_digit(&first_ten, &SECOND_CONTROL_WEIGHTS)?;
    Some((first, second))
}

/// Birth year from the two-digit year and the individual number (the table published by
/// matematikk.org); `None` for combinations that are never issued.
pub(super) fn birth_year(two_digit_year: u32, individual_number: u32) -> Option<i32> {
    let century = match (individual_number, two_digit_year) {
        (0..=499, _) => 1900,
        (500..=749, 55..) => 1800,
        (500..=999, 0..=39) => 2000,
        (900..=999, 40..) => 1900,
        _ => return None,
    };
    Some(century + i32::try_from(two_digit_year).ok()?)
}

pub(super) fn parse(text: &str, today: NaiveDate) -> Result<ParsedId, PersonalIdProblem> {
    let digits = eleven_digits(text)?;

    let first_nine: [u8; 9] = digits[..9].try_into().map_err(|_| EXPECTED_FORMAT)?;
    match control_digits(&first_nine) {
        Some((first, second)) if first == digits[9] && second == digits[10] => {}
        Some(_) | None => return Err(PersonalIdProblem::CheckDigit),
    }

    let day_field = number(&digits[0..2]);
    let month_field = number(&digits[2..4]);
    let two_digit_year = number(&digits[4..6]);
    let individual_number = number(&digits[6..9]);

    let (kind, day) = if day_field > D_NUMBER_DAY_OFFSET {
        (PersonalIdKind::DNummer, day_field - D_NUMBER_DAY_OFFSET)
    } else {
        (PersonalIdKind::Fodselsnummer, day_field)
    };
    let (synthetic, month) = if month_field > SYNTHETIC_MONTH_OFFSET {
        (true, month_field - SYNTHETIC_MONTH_OFFSET)
    } else {
        (false, month_field)
    };
    let year =
        birth_year(two_digit_year, individual_number).ok_or(PersonalIdProblem::IndividualNumber)?;
    let birth_date =
        NaiveDate::from_ymd_opt(year, month, day).ok_or(PersonalIdProblem::BirthDate)?;
    if birth_date > today {
        return Err(PersonalIdProblem::FutureBirthDate);
    }

    Ok(ParsedId {
        canonical: digits.iter().map(|d| char::from(b'0' + d)).collect(),
        kind,
        birth_date,
        synthetic,
    })
}

/// Accepts `DDMMYYNNNNN` or `DDMMYY NNNNN`.
fn eleven_digits(text: &str) -> Result<Vec<u8>, PersonalIdProblem> {
    let bytes = text.as_bytes();
    let compact: Vec<u8> = match bytes.len() {
        11 => bytes.to_vec(),
        12 if bytes[6] == b' ' => [&bytes[..6], &bytes[7..]].concat(),
        _ => return Err(EXPECTED_FORMAT),
    };
    compact
        .into_iter()
        .map(|byte| {
            if byte.is_ascii_digit() {
                Ok(byte - b'0')
            } else {
                Err(EXPECTED_FORMAT)
            }
        })
        .collect()
}

fn number(digits: &[u8]) -> u32 {
    digits
        .iter()
        .fold(0, |value, &digit| value * 10 + u32::from(digit))
}
