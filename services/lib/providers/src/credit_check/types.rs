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
