//! The staff identity provider (OpenID Connect): the bank-partner platform's sign-in popup
//! The popup is sent to the authorization URL; the provider redirects it to our
//! callback page, which hands the query string to `window.opener` (`postMessage`, same origin
//! only) and closes; the opener posts it to the gateway, which calls `complete_login`.
//! Roles and coordinates (`zoordinates`) come from the tokens' claims.

mod claims;
mod client;
mod types;

use std::future::Future;

pub use claims::{StaffClaimNames, staff_identity};
pub use client::{DEFAULT_SCOPES, HttpStaffIdentityProvider, StaffIdpConfig};
pub use types::StaffIdentity;

use crate::ProviderError;
use crate::oidc::{AuthorizeOptions, Callback, PendingLogin};

pub trait StaffIdentityProvider: Send + Sync {
    fn begin_login(
        &self,
        options: &AuthorizeOptions,
    ) -> impl Future<Output = Result<PendingLogin, ProviderError>> + Send;
    fn complete_login(
        &self,
        pending: &PendingLogin,
        callback: &Callback,
    ) -> impl Future<Output = Result<StaffIdentity, ProviderError>> + Send;
}
