//! Norwegian debt register simulator, Norsk Gjeldsinformasjon's consent-based API
//! (as documented in `norsk-gjeldsinformasjon/api-docs` on GitHub): OAuth2 client credentials
//! (`POST /nogi/oauth2/token`), the regular consent's page (`GET /nogi/oauth2/auth`, code grant,
//! ID token with `pid`, `GET /nogi/v1/debt` in the token's context), integrated consent
//! (`PUT /nogi/v1/consent/agreement`), debt by consent (`GET /nogi/v1/debt/{id}`), its status and
//! revocation, and the consent feed (`/nogi/feed/v1/consent*`); consents expire on the
//! simulated clock or are spent (single use). The pre-prod test persons carry debt; a control
//! API and a page grant and withdraw consents and add debts.

pub mod api;
pub mod consent_page;
pub mod control;
pub mod feed;
pub mod model;
pub mod page;
pub mod persons;
pub mod settings;
pub mod simulator;
pub mod texts;

use actix_web::web;

pub use settings::DebtRegisterSettings;
pub use simulator::DebtRegisterSimulator;

/// The API (`/nogi/*`), the page (`/debt-register`) and the control API
/// (`/sandbox/debt-register/*`).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.configure(api::routes)
        .configure(page::routes)
        .configure(control::routes);
}
