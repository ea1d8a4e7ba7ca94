//! [`HttpCreditCheck`]: the credit check API over HTTP with reqwest.

use super::CreditCheck;
use super::types::{
    CreditReport, CreditReportRequest, IdentityCheck, IdentityCheckRequest, WireIdentityRequest,
    WireRequest,
};
use crate::check_http::{CheckHttp, KeyPlacement};
use crate::{CheckConfig, ProviderError};

const PROVIDER: &str = "credit check";

/// The sandbox: `base_url = "http://127.0.0.1:8090/credit-check"`.
#[derive(Debug, Clone)]
pub struct HttpCreditCheck(CheckHttp);

impl HttpCreditCheck {
    pub fn new(config: &CheckConfig) -> Result<Self, ProviderError> {
        CheckHttp::new(PROVIDER, config, KeyPlacement::Header).map(Self)
    }
}

impl CreditCheck for HttpCreditCheck {
    async fn credit_report(
        &self,
        request: &CreditReportRequest,
    ) -> Result<CreditReport, ProviderError> {
        let body = WireRequest {
            country: request.country.code(),
            personal_id: request.personal_id.expose(),
        };
        self.0.post("/v1/reports", &body).await
    }

    async fn identity_check(
        &self,
        request: &IdentityCheckRequest,
    ) -> Result<IdentityCheck, ProviderError> {
        let body = WireIdentityRequest {
            country: request.country.code(),
            personal_id: request.personal_id.expose(),
            first_name: request.first_name.expose(),
            last_name: request.last_name.expose(),
        };
        self.0.post("/v1/identity-checks", &body).await
    }
}
