//! Countries the product operates in (Sweden and Norway), with their currency and time zone.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::DomainError;

/// A country the product serves. Sweden is the default.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub enum Country {
    #[default]
    Se,
    No,
}

/// Currencies the product handles: EUR, SEK and NOK.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Currency {
    Eur,
    Sek,
    Nok,
}

impl Country {
    pub const ALL: [Country; 2] = [Country::Se, Country::No];

    /// ISO 3166-1 alpha-2 code as used everywhere in the product: "SE" or "NO".
    pub fn code(self) -> &'static str {
        match self {
            Country::Se => "SE",
            Country::No => "NO",
        }
    }

    pub fn currency(self) -> Currency {
        match self {
            Country::Se => Currency::Sek,
            Country::No => Currency::Nok,
        }
    }

    /// IANA time zone name, in which the product shows dates and times for the country.
    pub fn time_zone(self) -> &'static str {
        match self {
            Country::Se => "Europe/Stockholm",
            Country::No => "Europe/Oslo",
        }
    }
}

impl fmt::Display for Country {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Country {
    type Err = DomainError;

    /// Accepts "SE" and "NO" in any letter case.
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        if value.eq_ignore_ascii_case("SE") {
            Ok(Country::Se)
        } else if value.eq_ignore_ascii_case("NO") {
            Ok(Country::No)
        } else {
            Err(DomainError::UnknownCountry {
                value: value.to_owned(),
            })
        }
    }
}

impl TryFrom<String> for Country {
    type Error = DomainError;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        value.parse()
    }
}

impl From<Country> for String {
    fn from(country: Country) -> Self {
        country.code().to_owned()
    }
}

impl Currency {
    /// ISO 4217 code.
    pub fn code(self) -> &'static str {
        match self {
            Currency::Eur => "EUR",
            Currency::Sek => "SEK",
            Currency::Nok => "NOK",
        }
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Currency {
    type Err = DomainError;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        [Currency::Eur, Currency::Sek, Currency::Nok]
            .into_iter()
            .find(|currency| currency.code().eq_ignore_ascii_case(value))
            .ok_or_else(|| DomainError::UnknownCurrency {
                value: value.to_owned(),
            })
    }
}

impl TryFrom<String> for Currency {
    type Error = DomainError;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        value.parse()
    }
}

impl From<Currency> for String {
    fn from(currency: Currency) -> Self {
        currency.code().to_owned()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn parses_codes_in_any_case() {
        assert_eq!("SE".parse::<Country>().unwrap(), Country::Se);
        assert_eq!("se".parse::<Country>().unwrap(), Country::Se);
        assert_eq!("No".parse::<Country>().unwrap(), Country::No);
        assert_eq!("nO".parse::<Country>().unwrap(), Country::No);
    }

    #[test]
    fn rejects_other_countries_naming_the_value() {
        let error = "DK".parse::<Country>().unwrap_err();
        assert_eq!(
            error,
            DomainError::UnknownCountry {
                value: "DK".to_owned()
            }
        );
        assert!(error.to_string().contains("\"DK\""));
        assert!("".parse::<Country>().is_err());
        assert!(" SE".parse::<Country>().is_err());
        assert!("SWE".parse::<Country>().is_err());
    }

    #[test]
    fn displays_the_upper_case_code() {
        assert_eq!(Country::Se.to_string(), "SE");
        assert_eq!(Country::No.to_string(), "NO");
        for country in Country::ALL {
            assert_eq!(country.to_string().parse::<Country>().unwrap(), country);
        }
    }

    #[test]
    fn currency_and_time_zone_follow_the_country() {
        assert_eq!(Country::Se.currency(), Currency::Sek);
        assert_eq!(Country::No.currency(), Currency::Nok);
        assert_eq!(Country::Se.time_zone(), "Europe/Stockholm");
        assert_eq!(Country::No.time_zone(), "Europe/Oslo");
        assert_eq!(Country::default(), Country::Se);
    }

    #[test]
    fn currencies_parse_and_display() {
        assert_eq!("sek".parse::<Currency>().unwrap(), Currency::Sek);
        assert_eq!("NOK".parse::<Currency>().unwrap(), Currency::Nok);
        assert_eq!("EUR".parse::<Currency>().unwrap().to_string(), "EUR");
        assert!("USD".parse::<Currency>().is_err());
    }

    #[test]
    fn serde_uses_the_codes() {
        assert_eq!(serde_json::to_string(&Country::No).unwrap(), "\"NO\"");
        assert_eq!(
            serde_json::from_str::<Country>("\"se\"").unwrap(),
            Country::Se
        );
        assert!(serde_json::from_str::<Country>("\"FI\"").is_err());
        assert_eq!(serde_json::to_string(&Currency::Sek).unwrap(), "\"SEK\"");
    }
}
