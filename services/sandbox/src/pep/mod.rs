//! PEP and sanctions screening simulator in ZRM's adapter shape (close to Creditsafe's KYC
//! individual search: name, date of birth; plus the Nordic personal id), see the README:
//! `POST /screening/v1/screenings` with `Authorization: Bearer <api key>`, listed persons are
//! hits, everyone else clear, one-off outcomes scripted through `/sandbox/pep/*`, and a page of
//! recent requests.

pub mod api;
pub mod control;
pub mod persons;

use actix_web::web;
use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::checks::log::RequestLog;
use crate::checks::scripts::Scripts;
use crate::clock::Clock;
use persons::Category;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PepSettings {
    /// The key clients send as `Authorization: Bearer <key>`.
    pub api_key: String,
}

impl PepSettings {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("pep.api_key", &self.api_key)
    }
}

#[derive(Debug)]
pub struct PepSimulator {
    pub settings: PepSettings,
    pub clock: Clock,
    pub log: RequestLog,
    /// By [`persons::subject_key`]; `None` scripts a clear result.
    pub scripts: Scripts<Option<Category>>,
}

impl PepSimulator {
    pub fn new(clock: Clock, settings: &PepSettings) -> Self {
        Self {
            settings: settings.clone(),
            clock,
            log: RequestLog::default(),
            scripts: Scripts::default(),
        }
    }
}

/// The API (`/screening/v1/*`), the page (`/pep`) and the control API (`/sandbox/pep/*`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.configure(api::routes).configure(control::routes);
}
