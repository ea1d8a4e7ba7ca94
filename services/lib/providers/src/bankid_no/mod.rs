//! BankID Norway over OpenID Connect, directly or through a broker (Idura/Criipto, Signicat).
//!
//! [`BankIdNo`] is what services use: `begin_login` gives the URL to send the customer to (keep
//! the returned [`PendingLogin`] on the server, keyed by its `state`); `complete_login` takes
//! the callback, redeems the code, verifies the ID token and returns the person with the
//! national identity number normalised from whichever claim the provider uses.

mod client;
mod normalise;
mod types;

use std::future::Future;

pub use client::{DEFAULT_SCOPES, HttpBankIdNo};
pub use normalise::{NATIONAL_ID_CLAIMS, national_id};
pub use types::BankIdNoIdentity;

use crate::ProviderError;
use crate::oidc::{AuthorizeOptions, Callback, PendingLogin};

pub trait BankIdNo: Send + Sync {
    /// A new login: the authorization URL plus `state`, `nonce` and the PKCE verifier to keep.
    fn begin_login(
        &self,
        options: &AuthorizeOptions,
    ) -> impl Future<Output = Result<PendingLogin, ProviderError>> + Send;
    /// The callback of `pending` (from the redirect's query, fragment or form post).
    fn complete_login(
        &self,
        pending: &PendingLogin,
        callback: &Callback,
    ) -> impl Future<Output = Result<BankIdNoIdentity, ProviderError>> + Send;
}
