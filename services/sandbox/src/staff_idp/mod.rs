//! Staff identity provider (OpenID Connect) simulator: the back office's staff sign-in popup,
//! with seeded staff accounts whose tokens carry `roles` (role names) and
//! `zoordinates` (10-character coordinate codes).

pub mod accounts;
pub mod control;
pub mod page;
pub mod settings;
pub mod simulator;

use actix_web::web;

pub use simulator::StaffIdpSimulator;

use crate::i18n::Lang;
use crate::oidc::provider::OidcProvider;
use crate::oidc::texts::{OidcText, tr};
use crate::oidc::{self, Flavour, profile::Profile};
use crate::state::AppState;

pub struct StaffIdp;

impl Flavour for StaffIdp {
    fn profile() -> &'static Profile {
        &simulator::PROFILE
    }

    fn provider(state: &AppState) -> &OidcProvider {
        &state.staff_idp.provider
    }

    fn title(lang: Lang) -> &'static str {
        tr(lang, OidcText::StaffIdpTitle)
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    oidc::routes::<StaffIdp>(cfg);
    control::routes(cfg);
    page::routes(cfg);
}
