//! [`HttpPepScreening`]: the screening API over HTTP with reqwest.

use super::PepScreening;
use super::types::{Screening, ScreeningRequest, WireRequest};
use crate::check_http::{CheckHttp, KeyPlacement};
use crate::{CheckConfig, ProviderError};

const PROVIDER: &str = "PEP screening";

/// The sandbox: `base_url = "http://127.0.0.1:8090/screening"`.
#[derive(Debug, Clone)]
pub struct HttpPepScreening(CheckHttp);

impl HttpPepScreening {
    pub fn new(config: &CheckConfig) -> Result<Self, ProviderError> {
        CheckHttp::new(PROVIDER, config, KeyPlacement::Bearer).map(Self)
    }
}

impl PepScreening for HttpPepScreening {
    async fn screen(&self, request: &ScreeningRequest) -> Result<Screening, ProviderError> {
        let body = WireRequest {
            name: request.name.expose(),
            birth_date: request.birth_date.as_ref().map(|d| *d.expose()),
            personal_id: request
                .personal_id
                .as_ref()
                .map(|(_, id)| id.expose().as_str()),
            country: request
                .personal_id
                .as_ref()
                .map(|(country, _)| country.code()),
        };
        self.0.post("/v1/screenings", &body).await
    }
}
