//! Property valuation simulator in ZRM's adapter shape (Valueguard and Eiendomsverdi publish no
//! public API reference), see the README: `POST /valuation/v1/valuations` with `X-API-Key`,
//! fixed values for known addresses, `404 address_not_found` for the rest, one-off outcomes
//! scripted through `/sandbox/valuation/*`, and a page of recent requests.

pub mod addresses;
pub mod api;
pub mod control;

use actix_web::web;
use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::checks::log::RequestLog;
use crate::checks::scripts::Scripts;
use crate::clock::Clock;
use addresses::Scripted;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuationSettings {
    /// The key clients send in `X-API-Key`.
    pub api_key: String,
}

impl ValuationSettings {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("valuation.api_key", &self.api_key)
    }
}

#[derive(Debug)]
pub struct ValuationSimulator {
    pub settings: ValuationSettings,
    pub clock: Clock,
    pub log: RequestLog,
    /// By [`addresses::address_key`].
    pub scripts: Scripts<Scripted>,
}

impl ValuationSimulator {
    pub fn new(clock: Clock, settings: &ValuationSettings) -> Self {
        Self {
            settings: settings.clone(),
            clock,
            log: RequestLog::default(),
            scripts: Scripts::default(),
        }
    }
}

/// The API (`/valuation/v1/*`), the page (`/valuation`) and the control API.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.configure(api::routes).configure(control::routes);
}
