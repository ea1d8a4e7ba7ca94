//! BankID Sweden, Relying Party API v6.0.
//!
//! [`BankIdSe`] is what services use; [`HttpBankIdSe`] implements it over HTTPS with the RP's
//! client certificate (production, BankID's test environment) or plain HTTP to the sandbox.
//! [`AnimatedQr`] turns an order's `qrStartToken`/`qrStartSecret` into the QR data to show each
//! second; the secret stays on the server.

mod client;
mod error_code;
mod qr;
mod types;
mod wire;

use std::future::Future;

pub use client::{BankIdSeConfig, HttpBankIdSe, MtlsConfig};
pub use error_code::ErrorCode;
pub use qr::{AnimatedQr, autostart_url_desktop, autostart_url_mobile, qr_data};
pub use types::{
    CallInitiator, CardReader, Collect, CollectStatus, CompletionData, Device, FailedHint,
    OrderRef, OrderStarted, PendingHint, PhoneOrderStarted, PhoneRequest, QrStartSecret,
    Requirement, Risk, StartRequest, StepUp, User, VisibleData,
};

use crate::ProviderError;

/// The RP API operations. Every method is one HTTP call; none retries except on BankID's
/// `maintenance` answer, which BankID allows to be retried silently.
pub trait BankIdSe: Send + Sync {
    /// `POST /auth`: start an authentication order.
    fn auth(
        &self,
        request: &StartRequest,
    ) -> impl Future<Output = Result<OrderStarted, ProviderError>> + Send;
    /// `POST /sign`: start a signing order (`user_visible_data` is required).
    fn sign(
        &self,
        request: &StartRequest,
    ) -> impl Future<Output = Result<OrderStarted, ProviderError>> + Send;
    /// `POST /phone/auth`: authenticate the person we are on the phone with.
    fn phone_auth(
        &self,
        request: &PhoneRequest,
    ) -> impl Future<Output = Result<PhoneOrderStarted, ProviderError>> + Send;
    /// `POST /phone/sign`: let the person we are on the phone with sign.
    fn phone_sign(
        &self,
        request: &PhoneRequest,
    ) -> impl Future<Output = Result<PhoneOrderStarted, ProviderError>> + Send;
    /// `POST /collect`: the order's state; call every 2 s while pending. A final state is
    /// returned once: collecting it again is `invalidParameters`.
    fn collect(
        &self,
        order_ref: &OrderRef,
    ) -> impl Future<Output = Result<Collect, ProviderError>> + Send;
    /// `POST /cancel`.
    fn cancel(
        &self,
        order_ref: &OrderRef,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
}
