//! [`HttpStaffIdentityProvider`]: the staff identity provider over the shared OIDC client.

use serde::Deserialize;
use serde_json::Value;

use super::StaffIdentityProvider;
use super::claims::{StaffClaimNames, needs_userinfo, staff_identity};
use super::types::StaffIdentity;
use crate::ProviderError;
use crate::oidc::{AuthorizeOptions, Callback, OidcClient, OidcConfig, PendingLogin};

const PROVIDER: &str = "staff identity provider";

pub const DEFAULT_SCOPES: [&str; 2] = ["profile", "email"];

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffIdpConfig {
    pub oidc: OidcConfig,
    #[serde(default)]
    pub claims: StaffClaimNames,
}

#[derive(Debug)]
pub struct HttpStaffIdentityProvider {
    oidc: OidcClient,
    names: StaffClaimNames,
}

impl HttpStaffIdentityProvider {
    pub fn new(config: &StaffIdpConfig) -> Result<Self, ProviderError> {
        Ok(Self {
            oidc: OidcClient::new(PROVIDER, &config.oidc, &DEFAULT_SCOPES)?,
            names: config.claims.clone(),
        })
    }

    pub fn oidc(&self) -> &OidcClient {
        &self.oidc
    }
}

impl StaffIdentityProvider for HttpStaffIdentityProvider {
    async fn begin_login(&self, options: &AuthorizeOptions) -> Result<PendingLogin, ProviderError> {
        self.oidc.begin(options).await
    }

    async fn complete_login(
        &self,
        pending: &PendingLogin,
        callback: &Callback,
    ) -> Result<StaffIdentity, ProviderError> {
        let login = self.oidc.complete(pending, callback).await?;
        let mut claims = login.claims;
        if needs_userinfo(&claims) {
            let subject = claims
                .get("sub")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            for (name, value) in self.oidc.userinfo(&login.access_token, &subject).await? {
                claims.entry(name).or_insert(value);
            }
        }
        staff_identity(&claims, &self.names).map_err(|detail| ProviderError::Claims {
            provider: PROVIDER,
            detail,
        })
    }
}
