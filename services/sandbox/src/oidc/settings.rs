//! What both OIDC simulators are configured with: the issuer, one registered client and the
//! lifetimes. Each simulator's section (`[bankid_no]`, `[staff_idp]`) carries these keys plus
//! its own.

use chrono::TimeDelta;
use zrm_platform::config::{ConfigError, Scope};

/// The registered client (the relying party) and the simulator's lifetimes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderSettings {
    /// Fixed issuer URL; `None`: derived from the scheme and host each request came to, as
    /// Keycloak does without a configured frontend URL.
    pub issuer: Option<String>,
    pub client_id: String,
    pub client_secret: String,
    /// Exact-match redirect URIs (OIDC Core §3.1.2.1).
    pub redirect_uris: Vec<String>,
    pub code_lifetime: TimeDelta,
    pub token_lifetime: TimeDelta,
    /// How long a started login waits on the login page.
    pub login_lifetime: TimeDelta,
}

/// The raw values of a section, as read from the settings file.
pub struct RawProviderSettings<'a> {
    pub section: &'a str,
    pub issuer: &'a str,
    pub client_id: &'a str,
    pub client_secret: &'a str,
    pub redirect_uris: &'a str,
    pub code_lifetime_seconds: i64,
    pub token_lifetime_seconds: i64,
    pub login_lifetime_seconds: i64,
}

impl RawProviderSettings<'_> {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        let key = |name: &str| format!("{}.{name}", self.section);
        if !self.issuer.is_empty() {
            scope.require_url(&key("issuer"), self.issuer, &["http", "https"])?;
        }
        scope.require_non_empty(&key("client_id"), self.client_id)?;
        scope.require_non_empty(&key("client_secret"), self.client_secret)?;
        scope.require_non_empty(&key("redirect_uris"), self.redirect_uris)?;
        for uri in self.redirect_uris.split_whitespace() {
            scope.require_url(&key("redirect_uris"), uri, &["http", "https"])?;
            if uri.contains('#') {
                return Err(scope.invalid(
                    &key("redirect_uris"),
                    "a redirect URI must not contain a fragment",
                ));
            }
        }
        scope.require_range(
            &key("code_lifetime_seconds"),
            self.code_lifetime_seconds,
            1,
            3600,
        )?;
        scope.require_range(
            &key("token_lifetime_seconds"),
            self.token_lifetime_seconds,
            1,
            86_400,
        )?;
        scope.require_range(
            &key("login_lifetime_seconds"),
            self.login_lifetime_seconds,
            1,
            86_400,
        )
    }

    pub fn build(&self) -> ProviderSettings {
        ProviderSettings {
            issuer: (!self.issuer.is_empty()).then(|| self.issuer.trim_end_matches('/').to_owned()),
            client_id: self.client_id.to_owned(),
            client_secret: self.client_secret.to_owned(),
            redirect_uris: self
                .redirect_uris
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            code_lifetime: TimeDelta::seconds(self.code_lifetime_seconds),
            token_lifetime: TimeDelta::seconds(self.token_lifetime_seconds),
            login_lifetime: TimeDelta::seconds(self.login_lifetime_seconds),
        }
    }
}
