//! What a person typed into a search box means: a personal id, a phone number or a part of a
//! name. Every register that finds people by one box (customers, leads, applications) reads the
//! text the same way, so the same text finds the same person in each tab.

use chrono::NaiveDate;

use crate::country::Country;
use crate::personal_id::PersonalId;

/// The bounds of a name part once trimmed: one letter finds half the register, and a name is
/// never longer.
pub const NAME_PART_CHARS: std::ops::RangeInclusive<usize> = 2..=100;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PersonSearch {
    /// A personal id or a phone number, compared exactly. A text can be both: a Swedish mobile
    /// number typed as ten digits passes for a personal id about one time in ten.
    Exact {
        /// The canonical form of every country the personal id is valid for (usually one).
        personal_ids: Vec<String>,
        /// The E.164 form the typed number means.
        phone_numbers: Vec<String>,
    },
    /// A part of a name, lower case, words one space apart, to be matched literally.
    NamePart(String),
}

/// Where a searched name part meets a person's name. A search asks for the starts of names
/// first, which is what people type (a first name, a last name, both in either order, or their
/// first letters) and what b-tree indexes answer in a few milliseconds at any size; only when no
/// name starts with the text does it look for the text anywhere inside a name (a trigram index,
/// slower for a common name, never needed for one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameMatch {
    /// "first last" or "last first" starts with the part.
    Start,
    /// The part is anywhere in "first last".
    Inside,
}

impl NameMatch {
    /// What a search asks next when this found no one.
    pub fn wider(self) -> Option<NameMatch> {
        match self {
            NameMatch::Start => Some(NameMatch::Inside),
            NameMatch::Inside => None,
        }
    }
}

/// A name part as the searches compare it (trimmed, lower case, words one space apart); None
/// when it is shorter or longer than a name part may be.
pub fn name_part(text: &str) -> Option<String> {
    let part = text.split_whitespace().collect::<Vec<_>>().join(" ");
    NAME_PART_CHARS
        .contains(&part.chars().count())
        .then(|| part.to_lowercase())
}

/// Why a text cannot be searched for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PersonSearchProblem {
    /// Not a personal id or a phone number, and shorter or longer than a name part may be.
    Length,
}

impl PersonSearch {
    /// A valid Swedish or Norwegian personal id in any written form or a phone number (only
    /// digits and the separators people type, 7 to 15 digits); else a name part of 2 to 100
    /// characters.
    pub fn parse(text: &str, today: NaiveDate) -> Result<Self, PersonSearchProblem> {
        let text = text.trim();
        if text.contains('\0') {
            return Err(PersonSearchProblem::Length);
        }
        let personal_ids: Vec<String> = [Country::Se, Country::No]
            .into_iter()
            .filter_map(|country| PersonalId::parse(country, text, today).ok())
            .map(|id| id.canonical().to_owned())
            .collect();
        let phone_numbers = phone_number_forms(text);
        if !personal_ids.is_empty() || !phone_numbers.is_empty() {
            return Ok(Self::Exact {
                personal_ids,
                phone_numbers,
            });
        }
        name_part(text)
            .map(Self::NamePart)
            .ok_or(PersonSearchProblem::Length)
    }
}

/// The E.164 numbers a typed phone number can mean, or none when the text is no phone number.
/// Spaces, dashes, dots and brackets are dropped; `+` or `00` starts an international number;
/// 8 to 10 digits with a leading `0` are a Swedish national number (07x…, 08…); eight digits
/// without a leading zero are a Norwegian national number.
pub fn phone_number_forms(text: &str) -> Vec<String> {
    let text = text.trim();
    if !text
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')' | '+'))
    {
        return Vec::new();
    }
    let plus = text.starts_with('+');
    // Only ASCII is left, so byte 1 starts the second character: `+` may lead, nowhere else.
    if text.get(1..).is_some_and(|rest| rest.contains('+')) {
        return Vec::new();
    }
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let international = if plus {
        Some(digits.as_str())
    } else {
        digits.strip_prefix("00")
    };
    let e164 = match international {
        Some(rest) => format!("+{rest}"),
        // Swedish numbers are 8 to 10 digits with the leading zero (an eleven-digit Norwegian
        // personal id starting with 0 is none).
        None => match digits.strip_prefix('0') {
            Some(national) if (8..=10).contains(&digits.len()) => format!("+46{national}"),
            Some(_) => return Vec::new(),
            None if digits.len() == 8 => format!("+47{digits}"),
            None => return Vec::new(),
        },
    };
    let significant = e164.len() - 1;
    let valid = (7..=15).contains(&significant) && !e164[1..].starts_with('0');
    if valid { vec![e164] } else { Vec::new() }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 27).unwrap()
    }

    #[test]
    fn typed_numbers_become_their_e164_forms() {
        assert_eq!(phone_number_forms("+46 70-123 45 67"), ["+46701234567"]);
        assert_eq!(phone_number_forms("0046701234567"), ["+46701234567"]);
        assert_eq!(phone_number_forms("070-123 45 67"), ["+46701234567"]);
        assert_eq!(phone_number_forms("(08) 123 456"), ["+468123456"]);
        assert_eq!(phone_number_forms("912 34 567"), ["+4791234567"]);
        assert_eq!(phone_number_forms("+47 912 34 567"), ["+4791234567"]);
    }

    #[test]
    fn other_text_is_no_phone_number() {
        for text in [
            "Svensson",
            "12345",
            "0701234",
            "07012345678",
            "+0701234567",
            "070+1234567",
            "1234567890123456789",
            "",
        ] {
            assert!(phone_number_forms(text).is_empty(), "{text:?}");
        }
    }

    #[test]
    fn personal_ids_and_numbers_are_exact_and_other_text_a_name_part() {
        let born = NaiveDate::from_ymd_opt(1985, 4, 12).unwrap();
        let swedish = crate::generate_swedish(&mut rand::rng(), born).unwrap();
        assert_eq!(
            PersonSearch::parse(&format!(" {} ", swedish.display()), today()).unwrap(),
            PersonSearch::Exact {
                personal_ids: vec![swedish.canonical().to_owned()],
                phone_numbers: Vec::new(),
            }
        );
        assert_eq!(
            PersonSearch::parse("070 123 45 67", today()).unwrap(),
            PersonSearch::Exact {
                personal_ids: Vec::new(),
                phone_numbers: vec!["+46701234567".into()],
            }
        );
        assert_eq!(
            PersonSearch::parse(" Anna \t Svens ", today()).unwrap(),
            PersonSearch::NamePart("anna svens".into())
        );
    }

    #[test]
    fn ten_digits_that_are_both_a_personal_id_and_a_number_are_searched_as_both() {
        // 070-123 0xx read as YYMMDDNNNN: born 2007-01-23, one serial of a thousand fits Luhn.
        let id = (0..1_000)
            .map(|serial| format!("0701230{serial:03}"))
            .find_map(|text| {
                PersonalId::parse(Country::Se, &text, today())
                    .ok()
                    .map(|_| text)
            })
            .unwrap();
        let PersonSearch::Exact {
            personal_ids,
            phone_numbers,
        } = PersonSearch::parse(&id, today()).unwrap()
        else {
            panic!("{id} is no exact search");
        };
        assert_eq!(personal_ids.len(), 1);
        assert_eq!(phone_numbers, [format!("+46{}", &id[1..])]);
    }

    #[test]
    fn a_name_part_is_two_to_a_hundred_characters() {
        assert_eq!(
            PersonSearch::parse(" a ", today()),
            Err(PersonSearchProblem::Length)
        );
        assert_eq!(
            PersonSearch::parse(&"x".repeat(101), today()),
            Err(PersonSearchProblem::Length)
        );
        assert_eq!(
            PersonSearch::parse("a\0b", today()),
            Err(PersonSearchProblem::Length)
        );
        assert!(PersonSearch::parse(&"å".repeat(100), today()).is_ok());
    }
}
