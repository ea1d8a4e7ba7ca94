//! Clients of the external providers ZRM talks to, each behind a trait the services use and each
//! speaking the provider's real, documented protocol. Locally they point at `zrm-sandbox`, which
//! simulates the same protocols; configuration alone decides which one a client reaches.

pub mod bankid_se;
pub mod elks46;
pub mod error;
mod transport;

pub use error::ProviderError;
