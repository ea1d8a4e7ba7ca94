//! GoCardless (Autogiro in Sweden): billing requests and their hosted flow for the mandate
//! set-up, mandates, payments, refunds and the event log, plus the webhook verifier.
//!
//! [`GoCardless`] is what services use; [`HttpGoCardless`] speaks the API (`Authorization:
//! Bearer`, `GoCardless-Version: 2015-07-06`, bodies wrapped in the resource's plural name).

mod client;
mod error;
mod types;
mod webhook;
mod wire;

use std::future::Future;

pub use client::{GoCardlessConfig, HttpGoCardless};
pub use error::{ErrorDetail, ErrorType, GoCardlessError};
pub use types::{
    BillingRequest, BillingRequestFlow, BillingRequestStatus, Event, EventPage, EventQuery,
    Mandate, MandateStatus, Metadata, NewBillingRequest, NewBillingRequestFlow, NewPayment,
    NewRefund, Payment, PaymentStatus, Refund, RefundStatus,
};
pub use webhook::{SIGNATURE_HEADER, parse_gocardless_webhook, verify_gocardless_webhook};

use crate::ProviderError;
use crate::idempotency_key::IdempotencyKey;

/// The GoCardless operations ZRM uses. Creates carry an [`IdempotencyKey`]: repeating one
/// returns the resource the first call made.
pub trait GoCardless: Send + Sync {
    /// `POST /billing_requests`: start a mandate set-up.
    fn create_billing_request(
        &self,
        request: &NewBillingRequest,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<BillingRequest, ProviderError>> + Send;
    fn get_billing_request(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<BillingRequest, ProviderError>> + Send;
    /// `POST /billing_request_flows`: the hosted page (`authorisation_url`) for the payer.
    fn create_billing_request_flow(
        &self,
        request: &NewBillingRequestFlow,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<BillingRequestFlow, ProviderError>> + Send;
    fn get_mandate(&self, id: &str) -> impl Future<Output = Result<Mandate, ProviderError>> + Send;
    fn cancel_mandate(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Mandate, ProviderError>> + Send;
    /// `POST /payments` against a mandate.
    fn create_payment(
        &self,
        payment: &NewPayment,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<Payment, ProviderError>> + Send;
    fn get_payment(&self, id: &str) -> impl Future<Output = Result<Payment, ProviderError>> + Send;
    /// Only before submission (`pending_submission`); else `cancellation_failed`.
    fn cancel_payment(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Payment, ProviderError>> + Send;
    /// Only a `failed` payment on an active mandate; else `retry_failed`.
    fn retry_payment(
        &self,
        id: &str,
    ) -> impl Future<Output = Result<Payment, ProviderError>> + Send;
    /// `POST /refunds` of a confirmed or paid-out payment.
    fn create_refund(
        &self,
        refund: &NewRefund,
        key: &IdempotencyKey,
    ) -> impl Future<Output = Result<Refund, ProviderError>> + Send;
    /// `GET /events`, newest first, for reconciliation.
    fn list_events(
        &self,
        query: &EventQuery,
    ) -> impl Future<Output = Result<EventPage, ProviderError>> + Send;
}
