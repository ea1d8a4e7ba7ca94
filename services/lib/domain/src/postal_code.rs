//! Postal codes: Sweden five digits shown as "NNN NN"; Norway four digits.

use std::fmt;

use crate::country::Country;
use crate::error::DomainError;

/// Formats a postal code for display, never failing.
///
/// Sweden: five digits become "NNN NN"; six characters (already "NNN NN" or similar) are kept;
/// anything else is shown as given. Norway: as given.
pub fn format_postal_code(country: Country, raw: &str) -> String {
    match country {
        Country::Se if raw.len() == 5 && raw.bytes().all(|byte| byte.is_ascii_digit()) => {
            format!("{} {}", &raw[..3], &raw[3..])
        }
        Country::Se | Country::No => raw.to_owned(),
    }
}

/// A validated postal code, stored as its digits (Sweden 5, Norway 4).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PostalCode {
    country: Country,
    digits: String,
}

impl PostalCode {
    /// Sweden accepts "NNNNN" or "NNN NN"; Norway "NNNN". Surrounding whitespace is ignored.
    pub fn parse(country: Country, raw: &str) -> Result<Self, DomainError> {
        let text = raw.trim();
        let (length, expected) = match country {
            Country::Se => (5, "five digits, e.g. 114 55"),
            Country::No => (4, "four digits, e.g. 0150"),
        };
        let digits: String = match (country, text.as_bytes()) {
            (Country::Se, [a, b, c, b' ', d, e]) => {
                [*a, *b, *c, *d, *e].into_iter().map(char::from).collect()
            }
            _ => text.to_owned(),
        };
        if digits.len() == length && digits.bytes().all(|byte| byte.is_ascii_digit()) {
            Ok(PostalCode { country, digits })
        } else {
            Err(DomainError::InvalidPostalCode { country, expected })
        }
    }

    pub fn country(&self) -> Country {
        self.country
    }

    /// The digits without spaces.
    pub fn digits(&self) -> &str {
        &self.digits
    }
}

impl fmt::Display for PostalCode {
    /// Sweden "NNN NN", Norway "NNNN".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_postal_code(self.country, &self.digits))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn swedish_five_digits_get_a_space() {
        assert_eq!(format_postal_code(Country::Se, "11455"), "114 55");
        assert_eq!(format_postal_code(Country::Se, "75320"), "753 20");
    }

    #[test]
    fn swedish_six_characters_are_kept() {
        assert_eq!(format_postal_code(Country::Se, "114 55"), "114 55");
        assert_eq!(format_postal_code(Country::Se, "114-55"), "114-55");
    }

    #[test]
    fn swedish_other_values_are_shown_as_given() {
        for raw in ["", "1145", "1145a", "1145555", "ÅÄÖ55"] {
            assert_eq!(format_postal_code(Country::Se, raw), raw);
        }
    }

    #[test]
    fn norwegian_codes_are_unchanged() {
        for raw in ["0150", "9990", "11455", "0150 "] {
            assert_eq!(format_postal_code(Country::No, raw), raw);
        }
    }

    #[test]
    fn parses_swedish_codes_with_or_without_the_space() {
        for raw in ["11455", "114 55", " 114 55 "] {
            let code = PostalCode::parse(Country::Se, raw).unwrap();
            assert_eq!(code.digits(), "11455");
            assert_eq!(code.to_string(), "114 55");
            assert_eq!(code.country(), Country::Se);
        }
    }

    #[test]
    fn parses_norwegian_four_digit_codes_keeping_leading_zeros() {
        let code = PostalCode::parse(Country::No, "0150").unwrap();
        assert_eq!(code.digits(), "0150");
        assert_eq!(code.to_string(), "0150");
    }

    #[test]
    fn rejects_wrong_lengths_and_characters_naming_the_expected_form() {
        for raw in ["", "1145", "114555", "114-55", "11 455", "1145a", "114  55"] {
            let error = PostalCode::parse(Country::Se, raw).unwrap_err();
            assert_eq!(
                error,
                DomainError::InvalidPostalCode {
                    country: Country::Se,
                    expected: "five digits, e.g. 114 55"
                },
                "{raw:?}"
            );
        }
        for raw in ["", "150", "01500", "01 50", "015a"] {
            assert!(PostalCode::parse(Country::No, raw).is_err(), "{raw:?}");
        }
        assert!(
            PostalCode::parse(Country::No, "15")
                .unwrap_err()
                .to_string()
                .contains("four digits")
        );
    }
}
