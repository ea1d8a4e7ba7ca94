//! What callers of [`super::PropertyValuation`] pass and get back. Amounts are whole currency
//! units (SEK or NOK).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use zrm_domain::Country;

use crate::Masked;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValuationRequest {
    pub country: Country,
    /// Someone's home: personal data.
    pub street_address: Masked<String>,
    pub postal_code: String,
    pub city: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct WireRequest<'a> {
    pub country: &'static str,
    pub street_address: &'a str,
    pub postal_code: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub city: Option<&'a str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PropertyType {
    Apartment,
    House,
    #[serde(other)]
    Other,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConfidenceLevel {
    High,
    Medium,
    Low,
    #[serde(other)]
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Confidence {
    pub level: ConfidenceLevel,
    pub low: i64,
    pub high: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ComparableSale {
    pub street_address: String,
    pub sold_on: NaiveDate,
    pub price: i64,
    pub living_area_m2: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ValuedAddress {
    pub street_address: Masked<String>,
    /// As the provider shows it, e.g. `114 55`.
    pub postal_code: String,
    pub city: String,
    pub country: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Valuation {
    pub valuation_id: String,
    pub address: ValuedAddress,
    pub property_type: PropertyType,
    pub living_area_m2: Option<u32>,
    pub market_value: i64,
    /// ISO 4217.
    pub currency: String,
    pub confidence: Confidence,
    pub comparable_sales: Vec<ComparableSale>,
    pub valued_at: DateTime<Utc>,
}
