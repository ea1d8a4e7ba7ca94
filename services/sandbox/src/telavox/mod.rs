//! Telavox telephony simulator: the legacy v1 REST API (`/telavox/*`, base
//! `https://api.telavox.se` in production) with a per-user bearer token, click-to-call
//! (`/dial/{number}`), hang-up, call history bucketed into incoming, outgoing and missed, and the
//! extensions with their live call state; a control API and a page play the people on the line.

pub mod api;
pub mod control;
pub mod model;
pub mod page;
pub mod settings;
pub mod simulator;
pub mod texts;
pub mod users;

use actix_web::web;

pub use settings::TelavoxSettings;
pub use simulator::TelavoxSimulator;

/// The API (`/telavox/*`), its page and the control API (`/sandbox/telavox/*`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(api::routes(page::routes(web::scope("/telavox"))))
        .configure(control::routes);
}
