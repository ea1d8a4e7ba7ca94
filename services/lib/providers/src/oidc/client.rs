//! [`OidcClient`]: the authorization code flow with PKCE against one OpenID provider, over HTTP
//! with reqwest; tokens verified with `jsonwebtoken` against the provider's JWKS.

use std::time::Duration;

use reqwest::header::ACCEPT;
use serde::de::DeserializeOwned;
use tokio::sync::OnceCell;

use super::callback::{Callback, PendingLogin};
use super::config::OidcConfig;
use super::discovery::{ProviderMetadata, check_url};
use super::error_code::{OAuthErrorCode, TokenProblem};
use super::id_token::{self, Claims, Expected};
use super::jwks::{JwksCache, KeyError, PublishedKey, parse_jwks};
use super::pkce::{PkceVerifier, random_urlsafe};
use crate::ProviderError;
use crate::transport::snippet;

/// Extra authorization request parameters (all optional).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuthorizeOptions {
    /// BankID: `BID`, `BIM` or `BIS` (which BankID); brokers: their own hints.
    pub login_hint: Option<String>,
    /// Space-separated language tags, e.g. `"nb en"`.
    pub ui_locales: Option<String>,
    pub acr_values: Option<String>,
    pub prompt: Option<String>,
    /// `query` (default), `fragment` or `form_post`.
    pub response_mode: Option<String>,
    /// Scopes on top of the configured (or default) ones.
    pub extra_scopes: Vec<String>,
}

/// A completed login: verified ID token claims plus the access token (for userinfo).
#[derive(Clone)]
pub struct VerifiedLogin {
    pub claims: Claims,
    pub access_token: String,
    pub expires_in: Option<u64>,
    pub scope: Option<String>,
}

impl std::fmt::Debug for VerifiedLogin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VerifiedLogin")
            .field("sub", &self.claims.get("sub"))
            .field("scope", &self.scope)
            .finish_non_exhaustive()
    }
}

pub struct OidcClient {
    pub(super) provider: &'static str,
    pub(super) config: OidcConfig,
    default_scopes: Vec<String>,
    pub(super) http: reqwest::Client,
    metadata: OnceCell<ProviderMetadata>,
    jwks: JwksCache,
}

impl std::fmt::Debug for OidcClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OidcClient")
            .field("provider", &self.provider)
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl OidcClient {
    /// Checks the configuration (no network yet: discovery happens on first use). `provider`
    /// names the provider in errors; `default_scopes` apply when the configuration lists none.
    pub fn new(
        provider: &'static str,
        config: &OidcConfig,
        default_scopes: &[&str],
    ) -> Result<Self, ProviderError> {
        let config_error = |detail: String| ProviderError::Config { provider, detail };
        check_url(&config.issuer).map_err(|e| config_error(format!("issuer {e}")))?;
        reqwest::Url::parse(&config.redirect_uri)
            .map_err(|e| config_error(format!("redirect_uri {:?}: {e}", config.redirect_uri)))?;
        if config.client_id.is_empty() || config.client_secret.is_empty() {
            return Err(config_error(
                "client_id and client_secret are required".into(),
            ));
        }
        if config.timeout_ms == 0 {
            return Err(config_error("timeout_ms must be positive".into()));
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(config.timeout_ms))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| config_error(format!("http client: {e}")))?;
        Ok(Self {
            provider,
            config: config.clone(),
            default_scopes: default_scopes.iter().map(|s| (*s).to_owned()).collect(),
            http,
            metadata: OnceCell::new(),
            jwks: JwksCache::new(
                Duration::from_secs(config.jwks_max_age_seconds),
                Duration::from_millis(config.jwks_refresh_cooldown_ms),
            ),
        })
    }

    pub fn provider(&self) -> &'static str {
        self.provider
    }

    pub(super) fn unexpected(&self, status: u16, detail: impl Into<String>) -> ProviderError {
        ProviderError::UnexpectedResponse {
            provider: self.provider,
            status,
            detail: detail.into(),
        }
    }

    pub(super) fn rejected(&self, problem: TokenProblem) -> ProviderError {
        ProviderError::TokenRejected {
            provider: self.provider,
            problem,
        }
    }

    async fn get_json<T: DeserializeOwned>(&self, url: &str) -> Result<T, ProviderError> {
        let transport = |e| ProviderError::transport(self.provider, e);
        let response = self
            .http
            .get(url)
            .header(ACCEPT, "application/json")
            .send()
            .await
            .map_err(transport)?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(transport)?;
        if !(200..300).contains(&status) {
            return Err(self.unexpected(status, snippet(&bytes)));
        }
        serde_json::from_slice(&bytes).map_err(|e| self.unexpected(status, e.to_string()))
    }

    /// The provider's metadata, fetched and checked once.
    pub async fn metadata(&self) -> Result<&ProviderMetadata, ProviderError> {
        self.metadata
            .get_or_try_init(|| async {
                let url = format!(
                    "{}/.well-known/openid-configuration",
                    self.config.issuer.trim_end_matches('/')
                );
                let metadata: ProviderMetadata = self.get_json(&url).await?;
                metadata
                    .check(&self.config.issuer)
                    .map_err(|detail| self.unexpected(200, detail))?;
                Ok(metadata)
            })
            .await
    }

    fn scopes(&self, extra: &[String]) -> String {
        let configured = if self.config.scopes.is_empty() {
            &self.default_scopes
        } else {
            &self.config.scopes
        };
        let mut scopes: Vec<&str> = vec!["openid"];
        for scope in configured.iter().chain(extra) {
            if !scopes.contains(&scope.as_str()) {
                scopes.push(scope);
            }
        }
        scopes.join(" ")
    }

    /// Starts a login: fresh `state`, `nonce` and PKCE verifier, and the URL to send the
    /// browser to.
    pub async fn begin(&self, options: &AuthorizeOptions) -> Result<PendingLogin, ProviderError> {
        let metadata = self.metadata().await?;
        let mut url = reqwest::Url::parse(&metadata.authorization_endpoint)
            .map_err(|e| self.unexpected(200, format!("authorization_endpoint: {e}")))?;
        let state = random_urlsafe(24);
        let nonce = random_urlsafe(24);
        let verifier = PkceVerifier::generate();
        {
            let mut query = url.query_pairs_mut();
            query
                .append_pair("response_type", "code")
                .append_pair("client_id", &self.config.client_id)
                .append_pair("redirect_uri", &self.config.redirect_uri)
                .append_pair("scope", &self.scopes(&options.extra_scopes))
                .append_pair("state", &state)
                .append_pair("nonce", &nonce)
                .append_pair("code_challenge", &verifier.challenge())
                .append_pair("code_challenge_method", "S256");
            let optional = [
                ("login_hint", &options.login_hint),
                ("ui_locales", &options.ui_locales),
                ("acr_values", &options.acr_values),
                ("prompt", &options.prompt),
                ("response_mode", &options.response_mode),
            ];
            for (name, value) in optional {
                if let Some(value) = value {
                    query.append_pair(name, value);
                }
            }
        }
        Ok(PendingLogin {
            authorization_url: url.into(),
            state,
            nonce,
            code_verifier: verifier,
        })
    }

    /// Checks the callback belongs to `pending`, redeems the code and verifies the ID token.
    pub async fn complete(
        &self,
        pending: &PendingLogin,
        callback: &Callback,
    ) -> Result<VerifiedLogin, ProviderError> {
        let refused = |detail: &str| ProviderError::Callback {
            provider: self.provider,
            detail: detail.to_owned(),
        };
        // The state binds the callback to this browser's login (CSRF); check it first, even
        // for errors, so a forged error cannot end someone else's login.
        if callback.state.as_deref() != Some(pending.state.as_str()) {
            return Err(refused("state does not match the login"));
        }
        let metadata = self.metadata().await?;
        match &callback.iss {
            Some(iss) if iss != &metadata.issuer => {
                return Err(refused("iss names another provider"));
            }
            None if metadata.authorization_response_iss_parameter_supported => {
                return Err(refused(
                    "iss is missing though the provider always sends it",
                ));
            }
            Some(_) | None => {}
        }
        if let Some(error) = &callback.error {
            return Err(ProviderError::LoginFailed {
                provider: self.provider,
                error: OAuthErrorCode::parse(error),
                description: callback.error_description.clone(),
            });
        }
        let code = callback
            .code
            .as_deref()
            .ok_or_else(|| refused("neither code nor error in the callback"))?;
        let tokens = self.exchange_code(code, &pending.code_verifier).await?;
        let id_token = tokens
            .id_token
            .as_deref()
            .ok_or_else(|| self.unexpected(200, "the token response has no id_token"))?;
        let claims = self
            .verify_id_token(id_token, Some(&pending.nonce), Some(&tokens.access_token))
            .await?;
        Ok(VerifiedLogin {
            claims,
            access_token: tokens.access_token,
            expires_in: tokens.expires_in,
            scope: tokens.scope,
        })
    }

    async fn fetch_keys(&self) -> Result<Vec<PublishedKey>, ProviderError> {
        let metadata = self.metadata().await?;
        let transport = |e| ProviderError::transport(self.provider, e);
        let response = self
            .http
            .get(&metadata.jwks_uri)
            .send()
            .await
            .map_err(transport)?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(transport)?;
        if !(200..300).contains(&status) {
            return Err(self.unexpected(status, snippet(&bytes)));
        }
        parse_jwks(&bytes).map_err(|e| self.unexpected(status, e))
    }

    pub(super) async fn verify(
        &self,
        token: &str,
        expected: &Expected<'_>,
    ) -> Result<Claims, ProviderError> {
        let kid = id_token::key_id(token).map_err(|p| self.rejected(p))?;
        let key = self
            .jwks
            .key(kid.as_deref(), || self.fetch_keys())
            .await
            .map_err(|e| match e {
                KeyError::Fetch(error) => error,
                KeyError::Token(problem) => self.rejected(problem),
            })?;
        id_token::verify(token, &key, expected).map_err(|p| self.rejected(p))
    }

    /// Verifies an ID token: signature (RS256, the provider's published key), `iss`, `aud`,
    /// `exp`, `azp`, and `nonce` / `at_hash` when given.
    pub async fn verify_id_token(
        &self,
        token: &str,
        nonce: Option<&str>,
        access_token: Option<&str>,
    ) -> Result<Claims, ProviderError> {
        let metadata = self.metadata().await?;
        let expected = Expected {
            issuer: &metadata.issuer,
            client_id: &self.config.client_id,
            leeway_seconds: self.config.clock_skew_seconds,
            nonce,
            access_token,
            id_token: true,
        };
        self.verify(token, &expected).await
    }
}
