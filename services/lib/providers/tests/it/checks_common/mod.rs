//! What the credit check, valuation and PEP screening contract tests share: a sandbox started
//! inside the test on ephemeral ports, clients pointed at it, and its control API.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use chrono::NaiveDate;
use serde_json::Value;
use zrm_domain::Country;
use zrm_providers::credit_check::{CreditReportRequest, HttpCreditCheck};
use zrm_providers::pep::HttpPepScreening;
use zrm_providers::valuation::{HttpPropertyValuation, ValuationRequest};
use zrm_providers::{CheckConfig, Masked, ProviderError};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

pub const CREDIT_KEY: &str = "sandbox-credit-check-key";
pub const VALUATION_KEY: &str = "sandbox-valuation-key";
pub const PEP_KEY: &str = "sandbox-pep-key";

pub struct Harness {
    pub sandbox: RunningSandbox,
    pub http: reqwest::Client,
}

pub async fn harness() -> Harness {
    let sandbox = embedded::start(&Settings::ephemeral().unwrap(), 1)
        .await
        .unwrap();
    Harness {
        sandbox,
        http: reqwest::Client::new(),
    }
}

impl Harness {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.sandbox.http_url)
    }

    pub fn config(&self, path: &str, key: &str) -> CheckConfig {
        CheckConfig::new(self.url(path), key)
    }

    pub fn credit(&self) -> HttpCreditCheck {
        HttpCreditCheck::new(&self.config("/credit-check", CREDIT_KEY)).unwrap()
    }

    pub fn valuation(&self) -> HttpPropertyValuation {
        HttpPropertyValuation::new(&self.config("/valuation", VALUATION_KEY)).unwrap()
    }

    pub fn pep(&self) -> HttpPepScreening {
        HttpPepScreening::new(&self.config("/screening", PEP_KEY)).unwrap()
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let res = self
            .http
            .post(self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    pub async fn get_text(&self, path: &str) -> String {
        self.http
            .get(self.url(path))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    }
}

/// `(status, code, field)` of a provider error in ZRM's adapter shape.
pub fn check_error(error: &ProviderError) -> (u16, &str, Option<&str>) {
    if let ProviderError::Check {
        status,
        code,
        field,
        ..
    } = error
    {
        (*status, code.as_str(), field.as_deref())
    } else {
        panic!("expected a Check error, got {error:?}")
    }
}

pub fn se(id: &str) -> CreditReportRequest {
    CreditReportRequest::new(Country::Se, id)
}

pub fn address(country: Country, street: &str, postal_code: &str) -> ValuationRequest {
    ValuationRequest {
        country,
        street_address: Masked(street.to_owned()),
        postal_code: postal_code.to_owned(),
        city: None,
    }
}

pub fn born(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// A client configuration pointing at a listener that accepts connections (the kernel's
/// backlog) but never answers; keep the listener alive while the client runs.
pub fn silent_config() -> (std::net::TcpListener, CheckConfig) {
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let config = CheckConfig {
        base_url: format!("http://{}", silent.local_addr().unwrap()),
        api_key: "k".into(),
        timeout_ms: 300,
    };
    (silent, config)
}
