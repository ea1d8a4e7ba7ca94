//! BankID Norway (OpenID Connect, directly or through a broker) simulator: authorization code
//! flow with PKCE, RS256 ID tokens carrying the national identity number under the claim name
//! of the configured profile, signed userinfo, JWKS, a login page and a control API.

pub mod claims;
pub mod control;
pub mod page;
pub mod persons;
pub mod settings;
pub mod simulator;

use actix_web::web;

pub use simulator::BankIdNoSimulator;

use crate::i18n::Lang;
use crate::oidc::provider::OidcProvider;
use crate::oidc::texts::{OidcText, tr};
use crate::oidc::{self, Flavour, profile::Profile};
use crate::state::AppState;

pub struct BankIdNo;

impl Flavour for BankIdNo {
    fn profile() -> &'static Profile {
        &simulator::PROFILE
    }

    fn provider(state: &AppState) -> &OidcProvider {
        &state.bankid_no.provider
    }

    fn title(lang: Lang) -> &'static str {
        tr(lang, OidcText::BankIdNoTitle)
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    oidc::routes::<BankIdNo>(cfg);
    control::routes(cfg);
    page::routes(cfg);
}
