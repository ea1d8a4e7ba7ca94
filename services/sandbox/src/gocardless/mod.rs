//! GoCardless simulator (Autogiro): billing requests and their hosted flow page,
//! mandates, payments, refunds and the event log, moved along by the simulated clock; events go
//! out as webhooks signed with `Webhook-Signature`; a control API and a page fire what the payer
//! and the bank would do.

pub mod api;
pub mod billing;
pub mod collection;
pub mod control;
pub mod error;
pub mod events_list;
pub mod flows;
pub mod forced;
pub mod ids;
pub mod model;
pub mod page;
pub mod scripts;
pub mod settings;
pub mod simulator;
pub mod store;
pub mod texts;
pub mod timeline;
pub mod validate;
pub mod wire;

use actix_web::web;

pub use settings::GoCardlessSettings;
pub use simulator::GoCardlessSimulator;

impl From<error::GcError> for crate::error::SandboxError {
    fn from(error: error::GcError) -> Self {
        Self::GoCardless(error)
    }
}

/// The API (`/gocardless/*`), its pages and the control API (`/sandbox/gocardless/*`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(api::routes(page::routes(web::scope("/gocardless"))))
        .configure(control::routes);
}

/// The API at the host root, as at `api.gocardless.com` (the official clients join paths onto
/// the host root), beside the hosted pages under `/gocardless` that its flows link to.
pub fn root_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(page::routes(web::scope("/gocardless")))
        .service(api::routes(web::scope("")));
}
