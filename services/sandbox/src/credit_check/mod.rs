//! Credit check simulator in ZRM's adapter shape (no Nordic bureau publishes a public REST
//! consumer-report API: UC's is SOAP, Creditsafe's GetData blocks are set up per customer), see
//! the README: `POST /credit-check/v1/reports` with `X-API-Key`, deterministic by personal id,
//! one-off outcomes scripted through `/sandbox/credit-check/*`, and a page of recent requests.

pub mod api;
pub mod control;
pub mod identity;
pub mod rules;

use actix_web::web;
use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::checks::log::RequestLog;
use crate::checks::scripts::Scripts;
use crate::clock::Clock;
use rules::Verdict;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreditCheckSettings {
    /// The key clients send in `X-API-Key`.
    pub api_key: String,
}

impl CreditCheckSettings {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("credit_check.api_key", &self.api_key)
    }
}

#[derive(Debug)]
pub struct CreditCheckSimulator {
    pub settings: CreditCheckSettings,
    pub clock: Clock,
    pub log: RequestLog,
    /// By canonical personal id.
    pub scripts: Scripts<Verdict>,
    /// Identity-check outcomes, by canonical personal id.
    pub identity_scripts: Scripts<identity::IdentityStatus>,
}

impl CreditCheckSimulator {
    pub fn new(clock: Clock, settings: &CreditCheckSettings) -> Self {
        Self {
            settings: settings.clone(),
            clock,
            log: RequestLog::default(),
            scripts: Scripts::default(),
            identity_scripts: Scripts::default(),
        }
    }
}

/// The API (`/credit-check/v1/*`), the page (`/credit-check`) and the control API.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.configure(api::routes)
        .configure(identity::routes)
        .configure(control::routes);
}
