//! The BankID Norway simulator: the OIDC core with BankID's endpoints and claims.

use zrm_domain::{Country, PersonalId};

use super::claims::{self, Person};
use super::persons;
use super::settings::{BankIdNoSettings, ClaimProfile};
use crate::clock::Clock;
use crate::error::SandboxError;
use crate::oidc::profile::Profile;
use crate::oidc::provider::OidcProvider;
use crate::oidc::redirect::Redirect;

/// Keycloak's layout, which BankID's OIDC server uses.
pub static PROFILE: Profile = Profile {
    slug: "bankid-no",
    issuer_path: "/bankid-no/auth/realms/current",
    authorization_path: "/protocol/openid-connect/auth",
    token_path: "/protocol/openid-connect/token",
    userinfo_path: "/protocol/openid-connect/userinfo",
    jwks_path: "/protocol/openid-connect/certs",
    login_path: "/bankid-no/login",
    ui_locales_supported: &["nb", "nn", "en"],
    subject_type: "public",
};

#[derive(Debug)]
pub struct BankIdNoSimulator {
    pub provider: OidcProvider,
    pub claim_profile: ClaimProfile,
}

impl BankIdNoSimulator {
    pub fn new(clock: Clock, settings: &BankIdNoSettings) -> Self {
        Self {
            provider: OidcProvider::new(
                &PROFILE,
                claims::advertised(settings.claim_profile),
                settings.provider(),
                clock,
            ),
            claim_profile: settings.claim_profile,
        }
    }

    /// The person with `national_id` approves the login in the BankID app.
    pub fn approve(&self, login_id: &str, national_id: &str) -> Result<Redirect, SandboxError> {
        let login = self.provider.login(login_id)?;
        let today = self.provider.now().date_naive();
        let national_id = PersonalId::parse(Country::No, national_id, today)
            .map_err(|e| SandboxError::validation("national_id", e.to_string()))?;
        let (given_name, family_name) = persons::name_for(national_id.canonical());
        let person = Person {
            national_id,
            given_name,
            family_name,
        };
        let subject = claims::subject(self.claim_profile, &person, &login.request);
        self.provider.approve(&login.id, subject)
    }
}
