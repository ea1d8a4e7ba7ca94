//! Clients of the external providers ZRM talks to, each behind a trait the services use and each
//! speaking the provider's real, documented protocol. Locally they point at `zrm-sandbox`, which
//! simulates the same protocols; configuration alone decides which one a client reaches.

pub mod bankid_no;
pub mod bankid_se;
mod check_http;
pub mod credit_check;
pub mod debt_register;
pub mod elks46;
pub mod error;
pub mod gocardless;
pub mod idempotency_key;
pub mod masked;
pub mod oidc;
pub mod pep;
pub mod staff_idp;
pub mod telavox;
mod transport;
pub mod valuation;
pub mod vipps;
pub mod webhook_auth;

pub use check_http::CheckConfig;
pub use error::ProviderError;
pub use idempotency_key::IdempotencyKey;
pub use masked::Masked;
pub use webhook_auth::WebhookRejection;
