//! Credit check in ZRM's adapter shape (see README): `POST /v1/reports {country, personal_id}`
//! with `X-API-Key` → a decision (approved, declined, manual review), a score, a risk class,
//! the count of payment remarks and reason codes.

mod client;
mod types;

use std::future::Future;

pub use client::HttpCreditCheck;
pub use types::{CreditDecision, CreditReport, CreditReportRequest, Reason};

use crate::ProviderError;

pub trait CreditCheck: Send + Sync {
    /// Orders a credit report on a person (the bureau records the inquiry).
    fn credit_report(
        &self,
        request: &CreditReportRequest,
    ) -> impl Future<Output = Result<CreditReport, ProviderError>> + Send;
}
