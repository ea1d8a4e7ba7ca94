//! The premium's direct debit: the mandate page a customer is sent to when accepting the terms
//! (GoCardless's Autogiro in Sweden, a Vipps Recurring agreement in Norway), the providers'
//! webhook events turned into mandate and payment changes on the insurance, billing each month
//! of cover, refunds, and the cancellation alerts of the scheduled job.

pub mod alert_type;
pub mod alerts;
pub mod collect;
pub mod grpc;
pub mod job;
pub mod mandate_page;
pub mod payment_state;
pub mod period;
pub mod provider_events;
pub mod refund;
pub mod storage;
pub mod vipps_admin;
pub mod webhooks;

use crate::error::InsuranceError;

/// A fresh idempotency key for one create at a provider: 32 hex digits, inside both GoCardless's
/// and Vipps's limits.
pub fn new_idempotency_key(
    provider: &'static str,
) -> Result<zrm_providers::IdempotencyKey, InsuranceError> {
    zrm_providers::IdempotencyKey::new(uuid::Uuid::new_v4().simple().to_string())
        .map_err(|error| InsuranceError::provider(provider, error))
}
