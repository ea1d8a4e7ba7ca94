//! The staff identity provider simulator: the OIDC core with the seeded staff accounts.

use serde_json::{Map, Value, json};

use super::accounts::{StaffAccount, StaffDirectory};
use super::settings::StaffIdpSettings;
use crate::clock::Clock;
use crate::error::SandboxError;
use crate::oidc::profile::{Advertised, Profile};
use crate::oidc::provider::{OidcProvider, Subject};
use crate::oidc::redirect::Redirect;
use crate::oidc::request::AuthorizeRequest;

/// The layout of a typical hosted identity provider (Auth0-like paths).
pub static PROFILE: Profile = Profile {
    slug: "staff-idp",
    issuer_path: "/staff-idp",
    authorization_path: "/authorize",
    token_path: "/oauth/token",
    userinfo_path: "/userinfo",
    jwks_path: "/.well-known/jwks.json",
    login_path: "/staff-idp/login",
    ui_locales_supported: &["en", "sv", "nb"],
    subject_type: "public",
};

fn advertised() -> Advertised {
    Advertised {
        scopes: vec!["openid", "profile", "email"],
        claims: vec![
            "sub",
            "iss",
            "aud",
            "exp",
            "iat",
            "auth_time",
            "nonce",
            "amr",
            "name",
            "given_name",
            "family_name",
            "email",
            "email_verified",
            "roles",
            "zoordinates",
        ],
        acr_values: Vec::new(),
        userinfo_signed: false,
    }
}

/// The claims for `account`: profile and e-mail by scope, roles and zoordinates always.
pub fn subject(account: &StaffAccount, request: &AuthorizeRequest) -> Subject {
    let mut claims = Map::new();
    let mut set = |name: &str, value: Value| {
        claims.insert(name.to_owned(), value);
    };
    if request.has_scope("profile") {
        set("name", json!(account.name()));
        set("given_name", json!(account.given_name));
        set("family_name", json!(account.family_name));
    }
    if request.has_scope("email") {
        set("email", json!(account.email.trim()));
        set("email_verified", json!(true));
    }
    set("roles", json!(account.roles));
    set("zoordinates", json!(account.zoordinates));
    let userinfo = claims.clone();
    claims.insert("amr".to_owned(), json!(["pwd"]));
    Subject {
        sub: account.subject(),
        id_token_claims: claims,
        userinfo_claims: userinfo,
    }
}

#[derive(Debug)]
pub struct StaffIdpSimulator {
    pub provider: OidcProvider,
    pub directory: StaffDirectory,
}

impl StaffIdpSimulator {
    pub fn new(clock: Clock, settings: &StaffIdpSettings) -> Self {
        Self {
            provider: OidcProvider::new(&PROFILE, advertised(), settings.provider(), clock),
            directory: StaffDirectory::new(settings.accounts.clone()),
        }
    }

    /// The person signs in as the account with `email`.
    pub fn approve(&self, login_id: &str, email: &str) -> Result<Redirect, SandboxError> {
        let login = self.provider.login(login_id)?;
        let account = self.directory.find(email).ok_or_else(|| {
            SandboxError::validation("email", format!("no staff account {email:?}"))
        })?;
        self.provider
            .approve(&login.id, subject(&account, &login.request))
    }
}
