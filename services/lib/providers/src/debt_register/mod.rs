//! Norwegian debt register, Norsk Gjeldsinformasjon's consent-based API:
//! client-credentials tokens per scope (HTTP Basic at `/oauth2/token`, cached until shortly
//! before expiry), integrated consent (`PUT /v1/consent/agreement`), debt by consent
//! (`GET /v1/debt/{consentId}`), consent status and revocation. Amounts are NOK × 100, rates
//! percent × 100, as NoGi sends them.

mod client;
mod redirect;
mod types;

use std::future::Future;

pub use client::{HttpNorskGjeld, NorskGjeldConfig};
pub use redirect::{ConsentEvent, ConsentFeedPage, RedirectConsent};
pub use types::{
    ChargePeriod, ConsentPurpose, ConsentStatus, CreatedConsent, CreditorLoan, DebtInformation,
    Loan,
};

use crate::ProviderError;

pub trait DebtRegister: Send + Sync {
    /// Registers a consent we collected (integrated consent). `days`: `None` = single use.
    fn create_consent(
        &self,
        nin: &str,
        purpose: ConsentPurpose,
        days: Option<u32>,
        client_consent_id: &str,
    ) -> impl Future<Output = Result<CreatedConsent, ProviderError>> + Send;
    /// The person's debt under a consent (a single-use consent is spent by this).
    fn debt(
        &self,
        consent_id: &str,
        purpose: ConsentPurpose,
    ) -> impl Future<Output = Result<DebtInformation, ProviderError>> + Send;
    fn consent_status(
        &self,
        consent_id: &str,
        purpose: ConsentPurpose,
    ) -> impl Future<Output = Result<ConsentStatus, ProviderError>> + Send;
    /// Tells NoGi the person revoked the consent with us.
    fn revoke(
        &self,
        consent_id: &str,
        purpose: ConsentPurpose,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
}
