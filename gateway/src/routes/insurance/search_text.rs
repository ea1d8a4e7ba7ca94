//! What the Insurances tab's search text means. Insurance ids start at 100001 and are never
//! written with a leading zero; personal ids are 10 to 12 digits with a check digit (valid for
//! one country, rarely both); anything else is left to kdlt's person search (a phone number
//! exactly, else a part of a name).

use chrono::NaiveDate;
use zrm_domain::{Country, PersonalId};

use crate::error::GatewayError;

/// The bounds of the text once trimmed (a name part's, as on the other search tabs).
pub const MIN_CHARS: usize = 2;
pub const MAX_CHARS: usize = 100;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InsuranceSearchText {
    /// A valid Swedish or Norwegian personal id: the canonical form of each country it is valid
    /// for (usually one).
    PersonalIds(Vec<String>),
    /// Digits without a leading zero: an insurance id, or, when no insurance has it, what kdlt's
    /// person search makes of the digits (an eight-digit Norwegian phone number).
    InsuranceId { id: i64, text: String },
    /// Anything else, trimmed, for kdlt's person search.
    Person(String),
}

impl InsuranceSearchText {
    /// Refuses (field `q`) a text shorter than 2 or longer than 100 characters once trimmed,
    /// or one holding NUL.
    pub fn parse(raw: &str, today: NaiveDate) -> Result<Self, GatewayError> {
        let text = raw.trim();
        let chars = text.chars().count();
        if text.contains('\0') || !(MIN_CHARS..=MAX_CHARS).contains(&chars) {
            // The bounds above, spelled out for the server-text catalogue.
            return Err(GatewayError::field("q", "Must be 2 to 100 characters"));
        }
        let personal_ids: Vec<String> = [Country::Se, Country::No]
            .into_iter()
            .filter_map(|country| PersonalId::parse(country, text, today).ok())
            .map(|id| id.canonical().to_owned())
            .collect();
        if !personal_ids.is_empty() {
            return Ok(Self::PersonalIds(personal_ids));
        }
        let digits = text.bytes().all(|byte| byte.is_ascii_digit()) && !text.starts_with('0');
        let insurance_id = if digits {
            text.parse::<i64>().ok()
        } else {
            None
        };
        Ok(match insurance_id {
            Some(id) => Self::InsuranceId {
                id,
                text: text.to_owned(),
            },
            None => Self::Person(text.to_owned()),
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, 17).unwrap()
    }

    fn parse(text: &str) -> InsuranceSearchText {
        InsuranceSearchText::parse(text, today()).unwrap()
    }

    fn refused_field(text: &str) -> Option<String> {
        InsuranceSearchText::parse(text, today())
            .unwrap_err()
            .into_validation()
            .and_then(|(field, _)| field)
    }

    #[test]
    fn a_personal_id_in_any_written_form_is_one() {
        for text in [
            "198112289874",
            "19811228-9874",
            "811228-9874",
            " 8112289874 ",
        ] {
            assert_eq!(
                parse(text),
                InsuranceSearchText::PersonalIds(vec!["198112289874".into()]),
                "{text}"
            );
        }
        // A Norwegian fødselsnummer.
        assert_eq!(
            parse("27034698436"),
            InsuranceSearchText::PersonalIds(vec!["27034698436".into()])
        );
    }

    #[test]
    fn digits_without_a_leading_zero_are_an_insurance_id() {
        assert_eq!(
            parse(" 100001 "),
            InsuranceSearchText::InsuranceId {
                id: 100_001,
                text: "100001".into()
            }
        );
        // A wrong check digit is no personal id: the digits are read as an id.
        assert!(matches!(
            parse("8112289875"),
            InsuranceSearchText::InsuranceId {
                id: 8_112_289_875,
                ..
            }
        ));
    }

    #[test]
    fn other_text_is_for_the_person_search() {
        assert_eq!(
            parse("  Anna Svensson "),
            InsuranceSearchText::Person("Anna Svensson".into())
        );
        // A leading zero: a Swedish phone number as people type it, never an insurance id.
        assert_eq!(
            parse("0701234567"),
            InsuranceSearchText::Person("0701234567".into())
        );
        assert_eq!(
            parse("+46701234567"),
            InsuranceSearchText::Person("+46701234567".into())
        );
        // Too many digits for an id.
        assert!(matches!(
            parse("99999999999999999999"),
            InsuranceSearchText::Person(_)
        ));
    }

    #[test]
    fn too_short_too_long_or_with_nul_is_refused_naming_text() {
        for text in ["", " ", "a", " b ", "ab\0", &"x".repeat(101)] {
            assert_eq!(refused_field(text).as_deref(), Some("q"), "{text:?}");
        }
        assert!(InsuranceSearchText::parse(&"ö".repeat(100), today()).is_ok());
    }
}
