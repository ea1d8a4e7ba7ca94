//! The known addresses with their fixed valuations.

use serde::{Deserialize, Serialize};
use zrm_domain::{Country, PostalCode};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PropertyType {
    Apartment,
    House,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Confidence {
    High,
    Medium,
    Low,
}

#[derive(Debug, Clone, Copy, Serialize)]
pub struct ComparableSale {
    pub street_address: &'static str,
    pub sold_on: &'static str,
    /// Whole currency units.
    pub price: i64,
    pub living_area_m2: u32,
}

#[derive(Debug, Clone)]
pub struct KnownAddress {
    pub country: Country,
    pub street_address: &'static str,
    pub postal_code: &'static str,
    pub city: &'static str,
    pub property_type: PropertyType,
    pub living_area_m2: u32,
    /// Whole currency units (SEK or NOK).
    pub market_value: i64,
    pub low: i64,
    pub high: i64,
    pub confidence: Confidence,
    pub comparables: &'static [ComparableSale],
}

pub const KNOWN_ADDRESSES: [KnownAddress; 5] = [
    KnownAddress {
        country: Country::Se,
        street_address: "Storgatan 1",
        postal_code: "11455",
        city: "Stockholm",
        property_type: PropertyType::Apartment,
        living_area_m2: 68,
        market_value: 5_450_000,
        low: 5_200_000,
        high: 5_700_000,
        confidence: Confidence::High,
        comparables: &[
            ComparableSale {
                street_address: "Storgatan 3",
                sold_on: "2026-09-14",
                price: 5_300_000,
                living_area_m2: 66,
            },
            ComparableSale {
                street_address: "Storgatan 5",
                sold_on: "2026-08-02",
                price: 5_650_000,
                living_area_m2: 71,
            },
            ComparableSale {
                street_address: "Sibyllegatan 8",
                sold_on: "2026-06-20",
                price: 5_100_000,
                living_area_m2: 64,
            },
        ],
    },
    KnownAddress {
        country: Country::Se,
        street_address: "Vasagatan 7",
        postal_code: "41124",
        city: "Göteborg",
        property_type: PropertyType::Apartment,
        living_area_m2: 54,
        market_value: 3_150_000,
        low: 2_900_000,
        high: 3_400_000,
        confidence: Confidence::Medium,
        comparables: &[
            ComparableSale {
                street_address: "Vasagatan 11",
                sold_on: "2026-07-10",
                price: 3_050_000,
                living_area_m2: 52,
            },
            ComparableSale {
                street_address: "Viktoriagatan 2",
                sold_on: "2026-05-28",
                price: 3_300_000,
                living_area_m2: 57,
            },
        ],
    },
    KnownAddress {
        country: Country::Se,
        street_address: "Byvägen 3",
        postal_code: "95231",
        city: "Kalix",
        property_type: PropertyType::House,
        living_area_m2: 120,
        market_value: 1_350_000,
        low: 1_000_000,
        high: 1_700_000,
        confidence: Confidence::Low,
        comparables: &[],
    },
    KnownAddress {
        country: Country::No,
        street_address: "Karl Johans gate 10",
        postal_code: "0154",
        city: "Oslo",
        property_type: PropertyType::Apartment,
        living_area_m2: 75,
        market_value: 7_900_000,
        low: 7_600_000,
        high: 8_200_000,
        confidence: Confidence::High,
        comparables: &[ComparableSale {
            street_address: "Karl Johans gate 14",
            sold_on: "2026-09-01",
            price: 7_750_000,
            living_area_m2: 73,
        }],
    },
    KnownAddress {
        country: Country::No,
        street_address: "Bryggen 5",
        postal_code: "5003",
        city: "Bergen",
        property_type: PropertyType::House,
        living_area_m2: 140,
        market_value: 9_200_000,
        low: 8_500_000,
        high: 9_900_000,
        confidence: Confidence::Medium,
        comparables: &[ComparableSale {
            street_address: "Bryggen 9",
            sold_on: "2026-04-18",
            price: 9_000_000,
            living_area_m2: 135,
        }],
    },
];

/// Street names compare case-insensitively with runs of spaces collapsed.
pub fn address_key(country: Country, street_address: &str, postal_code: &PostalCode) -> String {
    let street = street_address
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    format!("{}|{}|{street}", country.code(), postal_code.digits())
}

pub fn find_known(key: &str) -> Option<&'static KnownAddress> {
    KNOWN_ADDRESSES.iter().find(|a| {
        PostalCode::parse(a.country, a.postal_code)
            .is_ok_and(|code| address_key(a.country, a.street_address, &code) == key)
    })
}

/// A one-off outcome for the next valuation of an address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scripted {
    NotFound,
    /// A value with a ±10 % interval, medium confidence and no comparable sales.
    Valued {
        market_value: i64,
        property_type: PropertyType,
    },
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn addresses_match_regardless_of_case_spacing_and_postal_code_format() {
        let code = PostalCode::parse(Country::Se, "114 55").unwrap();
        let key = address_key(Country::Se, "  STORGATAN   1 ", &code);
        assert_eq!(find_known(&key).unwrap().market_value, 5_450_000);
        let other = PostalCode::parse(Country::Se, "11456").unwrap();
        assert!(find_known(&address_key(Country::Se, "Storgatan 1", &other)).is_none());
        for a in &KNOWN_ADDRESSES {
            assert!(a.low <= a.market_value && a.market_value <= a.high);
            assert!(PostalCode::parse(a.country, a.postal_code).is_ok());
        }
    }
}
