//! [`HttpPropertyValuation`]: the valuation API over HTTP with reqwest.

use super::PropertyValuation;
use super::types::{Valuation, ValuationRequest, WireRequest};
use crate::check_http::{CheckHttp, KeyPlacement};
use crate::{CheckConfig, ProviderError};

const PROVIDER: &str = "property valuation";

/// The sandbox: `base_url = "http://127.0.0.1:8090/valuation"`.
#[derive(Debug, Clone)]
pub struct HttpPropertyValuation(CheckHttp);

impl HttpPropertyValuation {
    pub fn new(config: &CheckConfig) -> Result<Self, ProviderError> {
        CheckHttp::new(PROVIDER, config, KeyPlacement::Header).map(Self)
    }
}

impl PropertyValuation for HttpPropertyValuation {
    async fn valuate(
        &self,
        request: &ValuationRequest,
    ) -> Result<Option<Valuation>, ProviderError> {
        let body = WireRequest {
            country: request.country.code(),
            street_address: request.street_address.expose(),
            postal_code: &request.postal_code,
            city: request.city.as_deref(),
        };
        self.0
            .post_optional("/v1/valuations", &body, Some("address_not_found"))
            .await
    }
}
