//! Vipps MobilePay Recurring API v3 (Norway): agreements the user accepts in the app (or on the
//! landing page), charges with their due-date rules, and the webhook verifier.
//!
//! [`VippsRecurring`] is what services use; [`HttpVipps`] speaks the API (access token from
//! `POST /accesstoken/get`, cached; `Ocp-Apim-Subscription-Key`, `Merchant-Serial-Number`,
//! `Vipps-System-*` headers; an [`IdempotencyKey`] on every change).

mod client;
mod config;
mod error;
mod types;
mod webhook;
mod wire;

use std::future::Future;

pub use client::HttpVipps;
pub use config::VippsConfig;
pub use error::VippsError;
pub use types::{
    Agreement, AgreementCreated, AgreementStatus, Charge, ChargeEvent, ChargeStatus, ChargeSummary,
    ChargeType, DraftAgreement, InitialCharge, IntervalUnit, NewCharge, Pricing, TransactionType,
};
pub use webhook::{
    MAX_CLOCK_SKEW_SECONDS, RecurringEvent, parse_vipps_webhook, verify_vipps_webhook,
    verify_vipps_webhook_at,
};

use crate::ProviderError;
use crate::idempotency_key::IdempotencyKey;

/// The Recurring API operations ZRM uses. Every change carries an [`IdempotencyKey`]: the same
/// key with the same request gets the first answer again; with another request, a 409
/// (`idempotency-conflict`).
pub trait VippsRecurring: Send + Sync {
    /// `POST /recurring/v3/agreements`: a `PENDING` agreement and the URL to send the user to.
    fn create_agreement(
        &self,
        draft: &DraftAgreement,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<AgreementCreated, ProviderError>> + Send;
    fn get_agreement(
        &self,
        agreement_id: &str,
    ) -> impl Future<Output = Result<Agreement, ProviderError>> + Send;
    /// `PATCH` with `{"status": "STOPPED"}`; final, and cancels the open charges.
    fn stop_agreement(
        &self,
        agreement_id: &str,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
    /// `POST …/charges`; returns the charge id.
    fn create_charge(
        &self,
        agreement_id: &str,
        charge: &NewCharge,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<String, ProviderError>> + Send;
    fn get_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
    ) -> impl Future<Output = Result<Charge, ProviderError>> + Send;
    /// `DELETE …/charges/{id}`: for `PENDING`, `DUE`, `RESERVED` (or what is left of a partly
    /// captured one).
    fn cancel_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
    /// `POST …/capture` of a `RESERVED` charge, in part or in full.
    fn capture_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        amount: i64,
        description: &str,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
    /// `POST …/refund` of captured money, in part or in full.
    fn refund_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        amount: i64,
        description: &str,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
}
