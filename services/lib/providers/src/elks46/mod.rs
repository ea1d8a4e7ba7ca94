//! 46elks SMS (Sweden): `POST /a1/sms` with HTTP Basic and form fields, `GET /a1/sms/{id}`, and
//! the two webhooks 46elks calls: delivery reports (`whendelivered`) and incoming SMS (`sms_url`).
//! 46elks does not sign webhooks; the documented protection is credentials in the webhook URL
//! (`https://user:pass@host/...`), checked with [`verify_basic_auth`].

mod client;
mod types;
mod webhooks;

use std::future::Future;

pub use client::{Elks46Config, HttpElks46};
pub use types::{Direction, OutgoingSms, SentSms, SmsId, SmsRecord, SmsStatus, parse_time};
pub use webhooks::{DeliveryReport, InboundSms, verify_basic_auth};

use crate::ProviderError;

pub trait SmsGateway: Send + Sync {
    /// Sends one SMS (46elks splits long texts into parts itself).
    fn send(
        &self,
        sms: &OutgoingSms,
    ) -> impl Future<Output = Result<SentSms, ProviderError>> + Send;
    /// One SMS as 46elks has it now (status, delivery time, cost).
    fn get(&self, id: &SmsId) -> impl Future<Output = Result<SmsRecord, ProviderError>> + Send;
}
