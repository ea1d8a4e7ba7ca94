//! Reference number text: two letters for the product, two for the country, then a
//! number, e.g. `MOSE1234`. Anything else is not a reference number.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::product::Product;

/// The products a reference number can name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReferenceProduct {
    /// CC
    CreditCard,
    /// MO
    Mortgage,
    /// UL
    UnsecuredLoan,
}

impl ReferenceProduct {
    pub fn code(self) -> &'static str {
        Product::from(self).code()
    }

    fn from_code(code: &str) -> Option<Self> {
        [
            ReferenceProduct::CreditCard,
            ReferenceProduct::Mortgage,
            ReferenceProduct::UnsecuredLoan,
        ]
        .into_iter()
        .find(|product| product.code().eq_ignore_ascii_case(code))
    }
}

impl From<ReferenceProduct> for Product {
    fn from(product: ReferenceProduct) -> Self {
        match product {
            ReferenceProduct::CreditCard => Product::CreditCard,
            ReferenceProduct::Mortgage => Product::Mortgage,
            ReferenceProduct::UnsecuredLoan => Product::UnsecuredLoan,
        }
    }
}

/// A parsed reference number. Displays as `{product}{country}{number}` in upper case; leading
/// zeros of the number are not kept, because the number is a numeric id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ReferenceNumber {
    pub product: ReferenceProduct,
    pub country: Country,
    pub number: u64,
}

impl ReferenceNumber {
    /// Parses e.g. `MOSE1234` or `ulno000042`: letters in any case, surrounding whitespace
    /// ignored, countries SE and NO only, the number all ASCII digits and fitting in `u64`.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let product = ReferenceProduct::from_code(text.get(..2)?)?;
        let country = text.get(2..4)?.parse::<Country>().ok()?;
        let digits = text.get(4..)?;
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        let number = digits.parse().ok()?;
        Some(ReferenceNumber {
            product,
            country,
            number,
        })
    }
}

impl fmt::Display for ReferenceNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.product.code(), self.country, self.number)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn parses_each_product_and_country() {
        assert_eq!(
            ReferenceNumber::parse("MOSE1234"),
            Some(ReferenceNumber {
                product: ReferenceProduct::Mortgage,
                country: Country::Se,
                number: 1234
            })
        );
        assert_eq!(
            ReferenceNumber::parse("CCNO7"),
            Some(ReferenceNumber {
                product: ReferenceProduct::CreditCard,
                country: Country::No,
                number: 7
            })
        );
        let blanco = ReferenceNumber::parse("ULSE000123").unwrap();
        assert_eq!(blanco.product, ReferenceProduct::UnsecuredLoan);
        assert_eq!(blanco.number, 123);
    }

    #[test]
    fn accepts_any_letter_case_and_surrounding_whitespace() {
        let parsed = ReferenceNumber::parse("  moNo42\t").unwrap();
        assert_eq!(parsed.product, ReferenceProduct::Mortgage);
        assert_eq!(parsed.country, Country::No);
        assert_eq!(parsed.to_string(), "MONO42");
    }

    #[test]
    fn displays_in_canonical_form() {
        for text in ["MOSE1234", "CCNO7", "ULSE0"] {
            assert_eq!(ReferenceNumber::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(
            ReferenceNumber::parse("ULSE000123").unwrap().to_string(),
            "ULSE123"
        );
    }

    #[test]
    fn anything_else_yields_nothing() {
        for text in [
            "",
            "MO",
            "MOSE",
            "MOSE-12",
            "MOSE12a",
            "MOSE 12",
            "MOSE+12",
            "LISE12",
            "ZLSE12",
            "MODK12",
            "12MOSE",
            "SEMO12",
            "M0SE12",
            "MOSE١٢",
            "MÖSE12",
            "MOSE99999999999999999999",
        ] {
            assert_eq!(ReferenceNumber::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn largest_number_still_parses() {
        let text = format!("MOSE{}", u64::MAX);
        assert_eq!(ReferenceNumber::parse(&text).unwrap().number, u64::MAX);
    }

    #[test]
    fn converts_to_the_general_product() {
        assert_eq!(
            Product::from(ReferenceProduct::UnsecuredLoan),
            Product::UnsecuredLoan
        );
        assert_eq!(ReferenceProduct::CreditCard.code(), "CC");
    }
}
