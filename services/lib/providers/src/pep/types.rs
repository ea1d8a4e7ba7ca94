//! What callers of [`super::PepScreening`] pass and get back.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use zrm_domain::Country;

use crate::Masked;

/// A name plus a birth date, a personal id, or both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScreeningRequest {
    pub name: Masked<String>,
    pub birth_date: Option<Masked<NaiveDate>>,
    pub personal_id: Option<(Country, Masked<String>)>,
}

impl ScreeningRequest {
    pub fn by_birth_date(name: impl Into<String>, birth_date: NaiveDate) -> Self {
        Self {
            name: Masked(name.into()),
            birth_date: Some(Masked(birth_date)),
            personal_id: None,
        }
    }

    pub fn by_personal_id(
        name: impl Into<String>,
        country: Country,
        personal_id: impl Into<String>,
    ) -> Self {
        Self {
            name: Masked(name.into()),
            birth_date: None,
            personal_id: Some((country, Masked(personal_id.into()))),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct WireRequest<'a> {
    pub name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub personal_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub country: Option<&'static str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreeningStatus {
    Clear,
    Hit,
    /// A status this client does not know yet; treat as a hit to review.
    #[serde(other)]
    Unknown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HitCategory {
    /// Politically exposed person.
    Pep,
    /// Relative or close associate of a PEP.
    Rca,
    Sanction,
    #[serde(other)]
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ScreeningHit {
    pub category: HitCategory,
    pub name: Masked<String>,
    pub birth_date: Option<Masked<NaiveDate>>,
    /// The position, the relation, or the sanctions programme.
    pub details: String,
    pub lists: Vec<String>,
    pub countries: Vec<String>,
    /// 0–100.
    pub match_score: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Screening {
    pub screening_id: String,
    pub status: ScreeningStatus,
    pub hits: Vec<ScreeningHit>,
    pub screened_at: DateTime<Utc>,
}
