//! Telavox telephony, the v1 REST API: each user's own bearer token (created in
//! Telavox Flow and stored per telephony user), click-to-call `GET /dial/{number}`, `GET /hangup`,
//! call history `GET /calls` (incoming, outgoing, missed) and `GET /extensions/…` with live call
//! state. A refused token is [`crate::ProviderError::Telavox`] with status 401.

mod client;
mod types;

use std::future::Future;

use chrono::NaiveDate;

pub use client::{HttpTelavox, TelavoxConfig};
pub use types::{CallHistory, HistoryCall, LiveCall, TelavoxExtension, UserToken};

use crate::ProviderError;

pub trait Telephony: Send + Sync {
    /// Click-to-call: Telavox rings the token owner's extension, then bridges to `number`.
    fn dial(
        &self,
        token: &UserToken,
        number: &str,
        auto_answer: bool,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
    /// Ends the token owner's current call.
    fn hang_up(&self, token: &UserToken) -> impl Future<Output = Result<(), ProviderError>> + Send;
    /// Finished calls of the token owner that started between the two dates (inclusive).
    fn call_history(
        &self,
        token: &UserToken,
        from: NaiveDate,
        to: NaiveDate,
    ) -> impl Future<Output = Result<CallHistory, ProviderError>> + Send;
    /// Every extension of the account with its live calls.
    fn extensions(
        &self,
        token: &UserToken,
    ) -> impl Future<Output = Result<Vec<TelavoxExtension>, ProviderError>> + Send;
    /// The token owner's own extension (also a cheap check that a stored token still works).
    fn me(
        &self,
        token: &UserToken,
    ) -> impl Future<Output = Result<TelavoxExtension, ProviderError>> + Send;
}
