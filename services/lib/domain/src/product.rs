//! Product codes shared by coordinates (zoordinates) and reference numbers.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::DomainError;

/// A two-letter product code: MO mortgage, UL unsecured loan, CC credit card, LI life insurance
/// and AI accident insurance. What ZL stands for is not defined, so that variant keeps the code
/// as its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Product {
    /// MO
    Mortgage,
    /// UL, called blanco in the product.
    UnsecuredLoan,
    /// CC
    CreditCard,
    /// LI
    LifeInsurance,
    /// AI
    AccidentInsurance,
    /// ZL
    Zl,
}

impl Product {
    pub const ALL: [Product; 6] = [
        Product::Mortgage,
        Product::UnsecuredLoan,
        Product::CreditCard,
        Product::LifeInsurance,
        Product::AccidentInsurance,
        Product::Zl,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Product::Mortgage => "MO",
            Product::UnsecuredLoan => "UL",
            Product::CreditCard => "CC",
            Product::LifeInsurance => "LI",
            Product::AccidentInsurance => "AI",
            Product::Zl => "ZL",
        }
    }
}

impl fmt::Display for Product {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Product {
    type Err = DomainError;

    /// Accepts the two-letter code in any letter case.
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        Product::ALL
            .into_iter()
            .find(|product| product.code().eq_ignore_ascii_case(value))
            .ok_or_else(|| DomainError::UnknownProduct {
                value: value.to_owned(),
            })
    }
}

impl TryFrom<String> for Product {
    type Error = DomainError;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        value.parse()
    }
}

impl From<Product> for String {
    fn from(product: Product) -> Self {
        product.code().to_owned()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn every_code_round_trips() {
        let codes: Vec<&str> = Product::ALL.iter().map(|p| p.code()).collect();
        assert_eq!(codes, ["MO", "UL", "CC", "LI", "AI", "ZL"]);
        for product in Product::ALL {
            assert_eq!(product.to_string().parse::<Product>().unwrap(), product);
        }
    }

    #[test]
    fn parses_lower_case_and_rejects_unknown_codes() {
        assert_eq!("mo".parse::<Product>().unwrap(), Product::Mortgage);
        assert_eq!("Ul".parse::<Product>().unwrap(), Product::UnsecuredLoan);
        assert_eq!(
            "XX".parse::<Product>().unwrap_err(),
            DomainError::UnknownProduct {
                value: "XX".to_owned()
            }
        );
        assert!("MOR".parse::<Product>().is_err());
        assert!("".parse::<Product>().is_err());
    }
}
