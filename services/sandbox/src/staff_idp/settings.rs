//! `[staff_idp]` settings, with the seeded accounts as `[[staff_idp.accounts]]`.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use super::accounts::{StaffAccount, check_all};
use crate::oidc::settings::{ProviderSettings, RawProviderSettings};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffIdpSettings {
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    pub redirect_uris: String,
    pub code_lifetime_seconds: i64,
    pub token_lifetime_seconds: i64,
    pub login_lifetime_seconds: i64,
    pub accounts: Vec<StaffAccount>,
}

impl StaffIdpSettings {
    fn raw(&self) -> RawProviderSettings<'_> {
        RawProviderSettings {
            section: "staff_idp",
            issuer: &self.issuer,
            client_id: &self.client_id,
            client_secret: &self.client_secret,
            redirect_uris: &self.redirect_uris,
            code_lifetime_seconds: self.code_lifetime_seconds,
            token_lifetime_seconds: self.token_lifetime_seconds,
            login_lifetime_seconds: self.login_lifetime_seconds,
        }
    }

    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        self.raw().validate(scope)?;
        check_all(&self.accounts).map_err(|(field, problem)| {
            scope.invalid("staff_idp.accounts", format!("{field}: {problem}"))
        })
    }

    pub fn provider(&self) -> ProviderSettings {
        self.raw().build()
    }
}
