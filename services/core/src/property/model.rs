//! A property as the use cases see it.

use chrono::{DateTime, Utc};
use uuid::Uuid;
use zrm_domain::{Country, PostalCode};

use crate::applications::model::stored_text;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropertyType {
    Apartment,
    House,
    Townhouse,
    HolidayHome,
}

stored_text!(PropertyType {
    Apartment => "APARTMENT",
    House => "HOUSE",
    Townhouse => "TOWNHOUSE",
    HolidayHome => "HOLIDAY_HOME",
});

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confidence {
    High,
    Medium,
    Low,
}

stored_text!(Confidence { High => "HIGH", Medium => "MEDIUM", Low => "LOW" });

/// What the advisor gives: everything but the valuation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyFields {
    pub property_type: PropertyType,
    pub street_address: String,
    pub postal_code: PostalCode,
    pub city: String,
    pub living_area_m2: Option<i32>,
    pub estimated_value: Option<i64>,
    pub monthly_fee: Option<i64>,
}

/// A create (version ignored) or a replace under `version`.
#[derive(Debug, Clone)]
pub struct PropertySave {
    pub application_id: i64,
    pub country: Country,
    pub version: i32,
    pub fields: PropertyFields,
    pub saved_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredValuation {
    pub valuation_id: String,
    pub market_value: i64,
    pub low: i64,
    pub high: i64,
    pub confidence: Confidence,
    pub valued_at: DateTime<Utc>,
    pub valued_by: Uuid,
}

#[derive(Debug, Clone)]
pub struct Property {
    pub application_id: i64,
    pub country: Country,
    pub version: i32,
    pub property_type: PropertyType,
    pub street_address: String,
    /// Digits only.
    pub postal_code: String,
    pub city: String,
    pub living_area_m2: Option<i32>,
    pub estimated_value: Option<i64>,
    pub monthly_fee: Option<i64>,
    pub valuation: Option<StoredValuation>,
    pub updated_at: DateTime<Utc>,
}
