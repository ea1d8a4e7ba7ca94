//! What callers of [`super::CreditCheck`] pass and get back.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use zrm_domain::Country;

use crate::Masked;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditReportRequest {
    pub country: Country,
    /// 12 digits (Sweden) or 11 (Norway).
    pub personal_id: Masked<String>,
}

impl CreditReportRequest {
    pub fn new(country: Country, personal_id: impl Into<String>) -> Self {
        Self {
            country,
            personal_id: Masked(personal_id.into()),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct WireRequest<'a> {
    pub country: &'static str,
    pub personal_id: &'a str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CreditDecision {
    Approved,
    Declined,
    ManualReview,
    /// A decision this client does not know yet; treat as manual review.
    #[serde(other)]
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Reason {
    /// E.g. `PAYMENT_REMARKS`, `ENFORCEMENT_DEBT`, `CREDIT_BLOCK`, `LOW_SCORE`,
    /// `NO_CREDIT_HISTORY`, `HIGH_DEBT_RATIO`.
    pub code: String,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CreditReport {
    pub report_id: String,
    pub country: String,
    pub personal_id: Masked<String>,
    pub decision: CreditDecision,
    /// 1–100, higher is better.
    pub score: u8,
    /// 1 (lowest risk) to 5.
    pub risk_class: u8,
    pub payment_remarks: u32,
    pub reasons: Vec<Reason>,
    pub created_at: DateTime<Utc>,
}

/// A person's identity to confirm against the population register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdentityCheckRequest {
    pub country: Country,
    pub personal_id: Masked<String>,
    pub first_name: Masked<String>,
    pub last_name: Masked<String>,
}

impl IdentityCheckRequest {
    pub fn new(
        country: Country,
        personal_id: impl Into<String>,
        first_name: impl Into<String>,
        last_name: impl Into<String>,
    ) -> Self {
        Self {
            country,
            personal_id: Masked(personal_id.into()),
            first_name: Masked(first_name.into()),
            last_name: Masked(last_name.into()),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct WireIdentityRequest<'a> {
    pub country: &'static str,
    pub personal_id: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IdentityStatus {
    /// Registered under this name.
    Verified,
    /// Registered, under another name.
    Mismatch,
    NotFound,
    /// Registered with protected personal data (skyddade personuppgifter / sperret adresse).
    ProtectedIdentity,
    Deceased,
    /// A status this client does not know yet; treat as not verified.
    #[serde(other)]
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct IdentityCheck {
    pub check_id: String,
    pub status: IdentityStatus,
    pub checked_at: DateTime<Utc>,
}
