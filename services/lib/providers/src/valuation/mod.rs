//! Property valuation in ZRM's adapter shape (see README): `POST /v1/valuations {country,
//! street_address, postal_code, city?}` with `X-API-Key` → a market value with a confidence
//! interval and comparable sales, or no valuation for an address the provider does not know.

mod client;
mod types;

use std::future::Future;

pub use client::HttpPropertyValuation;
pub use types::{
    ComparableSale, Confidence, ConfidenceLevel, PropertyType, Valuation, ValuationRequest,
    ValuedAddress,
};

use crate::ProviderError;

pub trait PropertyValuation: Send + Sync {
    /// `Ok(None)`: the provider has no property at this address (`404 address_not_found`).
    fn valuate(
        &self,
        request: &ValuationRequest,
    ) -> impl Future<Output = Result<Option<Valuation>, ProviderError>> + Send;
}
