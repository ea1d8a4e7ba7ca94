//! Swedish personnummer and samordningsnummer, as Skatteverket defines them (SKV 704/707).

use chrono::NaiveDate;

use super::century::{COORDINATION_DAY_OFFSET, infer_swedish_birth_year};
use super::{ParsedId, PersonalIdKind};
use crate::error::PersonalIdProblem;

const EXPECTED_FORMAT: PersonalIdProblem = PersonalIdProblem::Format {
    expected: "YYMMDD-NNNN, YYMMDD+NNNN, YYMMDDNNNN, YYYYMMDD-NNNN or YYYYMMDDNNNN",
};

/// Earliest century Skatteverket uses in the 12-digit form.
const EARLIEST_BIRTH_YEAR: i32 = 1800;

/// Luhn check digit over the first nine digits of the 10-digit form `YYMMDDNNN`: digits in odd
/// positions (1st, 3rd, ...) are doubled, the digit sums are added, and the check digit brings the
/// total to a multiple of ten.
pub(super) fn luhn_check_digit(first_nine: &[u8; 9]) -> u8 {
    let sum: u32 = first_nine
        .iter()
        .enumerate()
        .map(|(index, &digit)| {
            let product = u32::from(digit) * if index % 2 == 0 { 2 } else { 1 };
            product / 10 + product % 10
        })
        .sum();
    u8::try_from((10 - sum % 10) % 10).unwrap_or_default()
}

pub(super) fn parse(text: &str, today: NaiveDate) -> Result<ParsedId, PersonalIdProblem> {
    let (birth_year, ten) = split_year_and_ten_digits(text, today)?;

    let first_nine: [u8; 9] = ten[..9].try_into().map_err(|_| EXPECTED_FORMAT)?;
    if luhn_check_digit(&first_nine) != ten[9] {
        return Err(PersonalIdProblem::CheckDigit);
    }

    let month = u32::from(two_digit_number(ten[2], ten[3]));
    let day_field = u32::from(two_digit_number(ten[4], ten[5]));
    let (kind, day) = if day_field > COORDINATION_DAY_OFFSET {
        (
            PersonalIdKind::Samordningsnummer,
            day_field - COORDINATION_DAY_OFFSET,
        )
    } else {
        (PersonalIdKind::Personnummer, day_field)
    };
    if birth_year < EARLIEST_BIRTH_YEAR {
        return Err(PersonalIdProblem::BirthDate);
    }
    let birth_date =
        NaiveDate::from_ymd_opt(birth_year, month, day).ok_or(PersonalIdProblem::BirthDate)?;
    if birth_date > today {
        return Err(PersonalIdProblem::FutureBirthDate);
    }

    let digits: String = ten[2..].iter().map(|d| char::from(b'0' + d)).collect();
    Ok(ParsedId {
        canonical: format!("{birth_year:04}{digits}"),
        kind,
        birth_date,
        synthetic: false,
    })
}

/// Reads one of the accepted shapes into the full birth year and the ten digits `YYMMDDNNNC`.
fn split_year_and_ten_digits(
    text: &str,
    today: NaiveDate,
) -> Result<(i32, Vec<u8>), PersonalIdProblem> {
    let bytes = text.as_bytes();
    let (century_digits, ten, separator) = match bytes.len() {
        10 => (None, digits_of(bytes)?, None),
        11 => (
            None,
            digits_of(&[&bytes[..6], &bytes[7..]].concat())?,
            Some(bytes[6]),
        ),
        12 => (Some(digits_of(&bytes[..2])?), digits_of(&bytes[2..])?, None),
        13 => (
            Some(digits_of(&bytes[..2])?),
            digits_of(&[&bytes[2..8], &bytes[9..]].concat())?,
            Some(bytes[8]),
        ),
        _ => return Err(EXPECTED_FORMAT),
    };
    let hundred_or_older = match (separator, century_digits.is_some()) {
        (None, _) | (Some(b'-'), _) => false,
        (Some(b'+'), false) => true,
        (Some(_), _) => return Err(EXPECTED_FORMAT),
    };
    let birth_year = match century_digits {
        Some(century) => {
            i32::from(two_digit_number(century[0], century[1])) * 100
                + i32::from(two_digit_number(ten[0], ten[1]))
        }
        None => infer_swedish_birth_year(
            two_digit_number(ten[0], ten[1]).into(),
            two_digit_number(ten[2], ten[3]).into(),
            two_digit_number(ten[4], ten[5]).into(),
            hundred_or_older,
            today,
        ),
    };
    Ok((birth_year, ten))
}

fn digits_of(bytes: &[u8]) -> Result<Vec<u8>, PersonalIdProblem> {
    bytes
        .iter()
        .map(|&byte| {
            if byte.is_ascii_digit() {
                Ok(byte - b'0')
            } else {
                Err(EXPECTED_FORMAT)
            }
        })
        .collect()
}

fn two_digit_number(tens: u8, ones: u8) -> u8 {
    tens * 10 + ones
}
