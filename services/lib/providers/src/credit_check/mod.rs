//! Credit check in ZRM's adapter shape (see README): `POST /v1/reports {country, personal_id}`
//! with `X-API-Key` → a decision (approved, declined, manual review), a score, a risk class,
//! the count of payment remarks and reason codes; `POST /v1/identity-checks {country, personal_id,
//! first_name, last_name}` → the population register's answer (verified, mismatch, not found,
//! protected identity, deceased).

mod client;
mod types;

use std::future::Future;

pub use client::HttpCreditCheck;
pub use types::{
    CreditDecision, CreditReport, CreditReportRequest, IdentityCheck, IdentityCheckRequest,
    IdentityStatus, Reason,
};

use crate::ProviderError;

pub trait CreditCheck: Send + Sync {
    /// Orders a credit report on a person (the bureau records the inquiry).
    fn credit_report(
        &self,
        request: &CreditReportRequest,
    ) -> impl Future<Output = Result<CreditReport, ProviderError>> + Send;
    /// Asks the population register whether the person is registered under this name.
    fn identity_check(
        &self,
        request: &IdentityCheckRequest,
    ) -> impl Future<Output = Result<IdentityCheck, ProviderError>> + Send;
}
