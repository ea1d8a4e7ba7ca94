//! Coordinate codes ("zoordinates"): five 2-character parts in the order Product,
//! Country, Office, EmploymentType, Department, e.g. `MOSESTFTSA`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::error::{CoordinatesProblem, DomainError};
use crate::product::Product;

/// Names the part of a coordinate code, for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoordinatePart {
    Product,
    Country,
    Office,
    EmploymentType,
    Department,
}

impl CoordinatePart {
    const IN_ORDER: [CoordinatePart; 5] = [
        CoordinatePart::Product,
        CoordinatePart::Country,
        CoordinatePart::Office,
        CoordinatePart::EmploymentType,
        CoordinatePart::Department,
    ];
}

impl fmt::Display for CoordinatePart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CoordinatePart::Product => "product",
            CoordinatePart::Country => "country",
            CoordinatePart::Office => "office",
            CoordinatePart::EmploymentType => "employment type",
            CoordinatePart::Department => "department",
        })
    }
}

/// A two-character part with no fixed list of values: two ASCII upper-case letters or digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PartCode([u8; 2]);

impl PartCode {
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored, so this conversion cannot fail.
        std::str::from_utf8(&self.0).unwrap_or("??")
    }

    fn from_ascii(bytes: [u8; 2]) -> Option<Self> {
        bytes
            .iter()
            .all(u8::is_ascii_alphanumeric)
            .then(|| PartCode(bytes.map(|byte| byte.to_ascii_uppercase())))
    }
}

impl fmt::Debug for PartCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PartCode({})", self.as_str())
    }
}

impl fmt::Display for PartCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Office part. ST and UP have display names; other offices are kept as codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Office {
    /// ST, shown as "Sthlm".
    Stockholm,
    /// UP, shown as "Upps".
    Uppsala,
    Other(PartCode),
}

impl Office {
    pub fn code(&self) -> &str {
        match self {
            Office::Stockholm => "ST",
            Office::Uppsala => "UP",
            Office::Other(code) => code.as_str(),
        }
    }

    /// The name shown in the coordinates selector: "Sthlm", "Upps", or the code itself, because
    /// other offices have no display names.
    pub fn label(&self) -> &str {
        match self {
            Office::Stockholm => "Sthlm",
            Office::Uppsala => "Upps",
            Office::Other(code) => code.as_str(),
        }
    }

    fn from_code(code: PartCode) -> Self {
        match code.as_str() {
            "ST" => Office::Stockholm,
            "UP" => Office::Uppsala,
            _ => Office::Other(code),
        }
    }
}

/// One coordinate code of a staff user. Displays as the 10-character code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Coordinates {
    pub product: Product,
    pub country: Country,
    pub office: Office,
    pub employment_type: PartCode,
    pub department: PartCode,
}

impl Coordinates {
    /// Parses a 10-character code. Letters may be in any case and are stored upper case.
    pub fn parse(text: &str) -> Result<Self, DomainError> {
        let invalid = |problem| DomainError::InvalidCoordinates { problem };
        let characters = text.chars().count();
        if characters != 10 {
            return Err(invalid(CoordinatesProblem::Length { actual: characters }));
        }
        // Ten characters that are not all ASCII are more than ten bytes; the part check
        // below then reports the first part holding a non-ASCII character.
        let bytes = text.as_bytes();
        let mut parts = [PartCode([0; 2]); 5];
        for (index, (part, slot)) in CoordinatePart::IN_ORDER
            .into_iter()
            .zip(parts.iter_mut())
            .enumerate()
        {
            let pair = [bytes[index * 2], bytes[index * 2 + 1]];
            *slot = PartCode::from_ascii(pair)
                .ok_or_else(|| invalid(CoordinatesProblem::Characters { part }))?;
        }
        let [product, country, office, employment_type, department] = parts;
        let product = product.as_str().parse::<Product>().map_err(|_| {
            invalid(CoordinatesProblem::UnknownProduct {
                code: product.as_str().to_owned(),
            })
        })?;
        let country = country.as_str().parse::<Country>().map_err(|_| {
            invalid(CoordinatesProblem::UnknownCountry {
                code: country.as_str().to_owned(),
            })
        })?;
        Ok(Coordinates {
            product,
            country,
            office: Office::from_code(office),
            employment_type,
            department,
        })
    }
}

impl fmt::Display for Coordinates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}{}",
            self.product,
            self.country,
            self.office.code(),
            self.employment_type,
            self.department
        )
    }
}

impl FromStr for Coordinates {
    type Err = DomainError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Coordinates::parse(text)
    }
}

impl TryFrom<String> for Coordinates {
    type Error = DomainError;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        Coordinates::parse(&text)
    }
}

impl From<Coordinates> for String {
    fn from(coordinates: Coordinates) -> Self {
        coordinates.to_string()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn problem(text: &str) -> CoordinatesProblem {
        match Coordinates::parse(text) {
            Err(DomainError::InvalidCoordinates { problem }) => problem,
            other => panic!("expected invalid coordinates for {text:?}, got {other:?}"),
        }
    }

    #[test]
    fn parses_the_five_parts_in_order() {
        let coordinates = Coordinates::parse("MOSESTFTSA").unwrap();
        assert_eq!(coordinates.product, Product::Mortgage);
        assert_eq!(coordinates.country, Country::Se);
        assert_eq!(coordinates.office, Office::Stockholm);
        assert_eq!(coordinates.employment_type.as_str(), "FT");
        assert_eq!(coordinates.department.as_str(), "SA");
        assert_eq!(coordinates.to_string(), "MOSESTFTSA");
    }

    #[test]
    fn every_product_code_is_accepted() {
        for product in Product::ALL {
            let text = format!("{product}NOUPPTKH");
            let coordinates = Coordinates::parse(&text).unwrap();
            assert_eq!(coordinates.product, product);
            assert_eq!(coordinates.to_string(), text);
        }
    }

    #[test]
    fn offices_st_and_up_have_names_others_keep_their_code() {
        assert_eq!(
            Coordinates::parse("MOSESTFTSA").unwrap().office.label(),
            "Sthlm"
        );
        assert_eq!(
            Coordinates::parse("MOSEUPFTSA").unwrap().office.label(),
            "Upps"
        );
        let other = Coordinates::parse("ULNOOSFTSA").unwrap().office;
        assert_eq!(other.label(), "OS");
        assert_eq!(other.code(), "OS");
        assert!(matches!(other, Office::Other(_)));
    }

    #[test]
    fn lower_case_is_stored_upper_case() {
        let coordinates = Coordinates::parse("mosestftsa").unwrap();
        assert_eq!(coordinates, Coordinates::parse("MOSESTFTSA").unwrap());
        assert_eq!(coordinates.to_string(), "MOSESTFTSA");
    }

    #[test]
    fn digits_are_allowed_in_unenumerated_parts() {
        let coordinates = Coordinates::parse("CCSE01F1K2").unwrap();
        assert_eq!(coordinates.office.code(), "01");
        assert_eq!(coordinates.to_string(), "CCSE01F1K2");
    }

    #[test]
    fn wrong_length_names_the_length() {
        assert_eq!(problem(""), CoordinatesProblem::Length { actual: 0 });
        assert_eq!(
            problem("MOSESTFTS"),
            CoordinatesProblem::Length { actual: 9 }
        );
        assert_eq!(
            problem("MOSESTFTSAX"),
            CoordinatesProblem::Length { actual: 11 }
        );
        assert!(
            Coordinates::parse("MOSE")
                .unwrap_err()
                .to_string()
                .contains("expected 10 characters")
        );
    }

    #[test]
    fn bad_characters_name_the_part() {
        assert_eq!(
            problem("M-SESTFTSA"),
            CoordinatesProblem::Characters {
                part: CoordinatePart::Product
            }
        );
        assert_eq!(
            problem("MOSE ST FTS"),
            CoordinatesProblem::Length { actual: 11 }
        );
        assert_eq!(
            problem("MOSEST FTS"),
            CoordinatesProblem::Characters {
                part: CoordinatePart::EmploymentType
            }
        );
        assert_eq!(
            problem("MOSESTFTSÅ"),
            CoordinatesProblem::Characters {
                part: CoordinatePart::Department
            }
        );
        assert_eq!(
            problem("MOSEÅTFTSA"),
            CoordinatesProblem::Characters {
                part: CoordinatePart::Office
            }
        );
        let message = Coordinates::parse("MOSESTF_SA").unwrap_err().to_string();
        assert!(message.contains("employment type"), "{message}");
    }

    #[test]
    fn unknown_product_and_country_are_named() {
        assert_eq!(
            problem("XXSESTFTSA"),
            CoordinatesProblem::UnknownProduct {
                code: "XX".to_owned()
            }
        );
        assert_eq!(
            problem("MODKSTFTSA"),
            CoordinatesProblem::UnknownCountry {
                code: "DK".to_owned()
            }
        );
    }

    #[test]
    fn serde_uses_the_code() {
        let coordinates = Coordinates::parse("MOSESTFTSA").unwrap();
        assert_eq!(
            serde_json::to_string(&coordinates).unwrap(),
            "\"MOSESTFTSA\""
        );
        assert_eq!(
            serde_json::from_str::<Coordinates>("\"MOSESTFTSA\"").unwrap(),
            coordinates
        );
        assert!(serde_json::from_str::<Coordinates>("\"MOSE\"").is_err());
    }
}
