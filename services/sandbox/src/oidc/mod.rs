//! The OpenID Connect core both OIDC simulators (BankID Norway, the staff identity provider) are
//! built on: authorization code flow with PKCE (S256 only), client authentication
//! (`client_secret_basic`, `client_secret_post`), RS256 ID tokens, userinfo, JWKS with key
//! rotation, discovery, and the control API. A simulator supplies a [`profile::Profile`] (paths,
//! discovery contents) and the claims of whoever logs in ([`provider::Subject`]).

pub mod client_auth;
pub mod control;
pub mod endpoints;
pub mod error;
pub mod faults;
pub mod grants;
pub mod keys;
pub mod login;
pub mod login_page;
pub mod pkce;
pub mod profile;
pub mod provider;
pub mod redirect;
pub mod request;
pub mod settings;
pub mod texts;
pub mod tokens;

use actix_web::web;

use crate::i18n::Lang;
use crate::state::AppState;

/// A simulated OpenID provider: its static profile and where its state lives.
pub trait Flavour: 'static {
    fn profile() -> &'static profile::Profile;
    fn provider(state: &AppState) -> &provider::OidcProvider;
    /// The login page's title.
    fn title(lang: Lang) -> &'static str;
}

/// Protocol endpoints, shared page actions and shared control routes of flavour `F`.
pub fn routes<F: Flavour>(cfg: &mut web::ServiceConfig) {
    endpoints::routes::<F>(cfg);
    login_page::routes::<F>(cfg);
    control::routes::<F>(cfg);
}
