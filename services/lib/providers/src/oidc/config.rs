//! [`OidcConfig`]: the relying party's registration at an OpenID provider.

use std::fmt;

use serde::Deserialize;

fn default_timeout_ms() -> u64 {
    10_000
}

fn default_clock_skew_seconds() -> u64 {
    60
}

fn default_jwks_max_age_seconds() -> u64 {
    3600
}

fn default_jwks_refresh_cooldown_ms() -> u64 {
    10_000
}

/// How the client authenticates at the token endpoint (RFC 6749 §2.3.1).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClientAuth {
    /// `Authorization: Basic` with the form-urlencoded id and secret.
    #[default]
    ClientSecretBasic,
    /// `client_id` and `client_secret` as form fields (what Auth.js uses with BankID).
    ClientSecretPost,
}

/// Production example (BankID directly): `issuer = "https://auth.bankid.no/auth/realms/prod"`;
/// BankID's pre-production: `https://auth.current.bankid.no/auth/realms/current`; the sandbox:
/// `http://127.0.0.1:8090/bankid-no/auth/realms/current`.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OidcConfig {
    /// Exactly as the provider's discovery document states it (no trailing slash unless theirs has one).
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    /// Registered at the provider; must match exactly.
    pub redirect_uri: String,
    /// Scopes besides `openid`; empty: the provider client's defaults.
    #[serde(default)]
    pub scopes: Vec<String>,
    #[serde(default)]
    pub client_auth: ClientAuth,
    /// Whole-call timeout of every HTTP exchange.
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Leeway for `exp` against our clock.
    #[serde(default = "default_clock_skew_seconds")]
    pub clock_skew_seconds: u64,
    /// The JWKS is fetched again after this long, even without an unknown key.
    #[serde(default = "default_jwks_max_age_seconds")]
    pub jwks_max_age_seconds: u64,
    /// After a token with an unknown `kid` made us fetch the JWKS, another such fetch waits
    /// this long (a stream of made-up key ids must not become a stream of fetches).
    #[serde(default = "default_jwks_refresh_cooldown_ms")]
    pub jwks_refresh_cooldown_ms: u64,
}

impl OidcConfig {
    pub fn new(
        issuer: impl Into<String>,
        client_id: impl Into<String>,
        client_secret: impl Into<String>,
        redirect_uri: impl Into<String>,
    ) -> Self {
        Self {
            issuer: issuer.into(),
            client_id: client_id.into(),
            client_secret: client_secret.into(),
            redirect_uri: redirect_uri.into(),
            scopes: Vec::new(),
            client_auth: ClientAuth::default(),
            timeout_ms: default_timeout_ms(),
            clock_skew_seconds: default_clock_skew_seconds(),
            jwks_max_age_seconds: default_jwks_max_age_seconds(),
            jwks_refresh_cooldown_ms: default_jwks_refresh_cooldown_ms(),
        }
    }
}

impl fmt::Debug for OidcConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OidcConfig")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("client_secret", &"***")
            .field("redirect_uri", &self.redirect_uri)
            .field("scopes", &self.scopes)
            .field("client_auth", &self.client_auth)
            .field("timeout_ms", &self.timeout_ms)
            .field("clock_skew_seconds", &self.clock_skew_seconds)
            .field("jwks_max_age_seconds", &self.jwks_max_age_seconds)
            .field("jwks_refresh_cooldown_ms", &self.jwks_refresh_cooldown_ms)
            .finish()
    }
}
