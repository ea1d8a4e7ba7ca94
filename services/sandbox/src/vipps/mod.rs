//! Vipps MobilePay Recurring API v3 simulator: access tokens, agreements with a
//! landing page standing in for the app, charges moved along the simulated clock (due dates,
//! charge attempts and retries), `Idempotency-Key` replay and conflict, problem-details errors,
//! and webhooks signed as the Webhooks API signs them; a control API and a page fire what the
//! user and their card would do.

pub mod agreements;
pub mod api;
pub mod auth;
pub mod charges;
pub mod control;
pub mod draft;
pub mod idempotency;
pub mod ids;
pub mod ledger;
pub mod model;
pub mod page;
pub mod problem;
pub mod scripts;
pub mod settings;
pub mod signing;
pub mod simulator;
pub mod texts;
pub mod timeline;
pub mod validate;
pub mod wire;

use actix_web::web;

pub use settings::VippsSettings;
pub use simulator::VippsSimulator;

/// The API (`/vipps/*`), its pages and the control API (`/sandbox/vipps/*`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(api::routes(page::routes(web::scope("/vipps"))))
        .configure(control::routes);
}

/// The API at the host root, as at `api.vipps.no`, beside the landing pages under `/vipps` that
/// its agreements link to.
pub fn root_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(page::routes(web::scope("/vipps")))
        .service(api::routes(web::scope("")));
}
