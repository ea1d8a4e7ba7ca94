//! [`HttpNorskGjeld`]: NoGi's consent API over HTTP with reqwest, tokens cached per scope.

use std::collections::HashMap;
use std::fmt;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::json;

use super::DebtRegister;
use super::types::{
    ConsentPurpose, ConsentStatus, CreatedConsent, DebtInformation, WireError, WireToken,
};
use crate::ProviderError;
use crate::transport::{is_loopback, snippet};

pub(super) const PROVIDER: &str = "Norsk Gjeldsinformasjon";
/// A token is renewed this long before NoGi says it expires.
const TOKEN_MARGIN: Duration = Duration::from_secs(30);

fn default_timeout_ms() -> u64 {
    10_000
}

/// Production: `auth_url = "https://access.norskgjeld.no"`, `api_url = "https://api.norskgjeld.no"`
/// (pre-prod: `access-preprod` / `api-preprod`); the sandbox: both `http://127.0.0.1:8090/nogi`.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NorskGjeldConfig {
    pub auth_url: String,
    pub api_url: String,
    pub client_id: String,
    pub client_secret: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
}

impl fmt::Debug for NorskGjeldConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NorskGjeldConfig")
            .field("auth_url", &self.auth_url)
            .field("api_url", &self.api_url)
            .field("client_id", &self.client_id)
            .field("client_secret", &"***")
            .field("timeout_ms", &self.timeout_ms)
            .finish()
    }
}

impl NorskGjeldConfig {
    pub fn new(
        auth_url: impl Into<String>,
        api_url: impl Into<String>,
        client_id: impl Into<String>,
        client_secret: impl Into<String>,
    ) -> Self {
        Self {
            auth_url: auth_url.into(),
            api_url: api_url.into(),
            client_id: client_id.into(),
            client_secret: client_secret.into(),
            timeout_ms: default_timeout_ms(),
        }
    }
}

#[derive(Debug)]
pub struct HttpNorskGjeld {
    http: reqwest::Client,
    auth_url: String,
    api_url: String,
    client_id: String,
    client_secret: String,
    tokens: Mutex<HashMap<&'static str, (String, Instant)>>,
}

fn config_error(detail: impl Into<String>) -> ProviderError {
    ProviderError::Config {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

fn checked_url(name: &str, raw: &str) -> Result<String, ProviderError> {
    let url = reqwest::Url::parse(raw).map_err(|e| config_error(format!("{name} {raw:?}: {e}")))?;
    match url.scheme() {
        "https" => Ok(raw.trim_end_matches('/').to_owned()),
        "http" if is_loopback(&url) => Ok(raw.trim_end_matches('/').to_owned()),
        other => Err(config_error(format!(
            "{name}: {other}:// is only allowed for the local sandbox; use https"
        ))),
    }
}

pub(super) async fn read<R: DeserializeOwned>(
    response: reqwest::Response,
) -> Result<Option<R>, ProviderError> {
    let status = response.status();
    let bytes = response
        .bytes()
        .await
        .map_err(|e| ProviderError::transport(PROVIDER, e))?;
    if !status.is_success() {
        return Err(match serde_json::from_slice::<WireError>(&bytes) {
            Ok(wire) => ProviderError::NorskGjeld {
                status: status.as_u16(),
                error: wire.error,
                description: wire.error_description,
                trace_id: wire.trace_id,
            },
            Err(_) => ProviderError::UnexpectedResponse {
                provider: PROVIDER,
                status: status.as_u16(),
                detail: snippet(&bytes),
            },
        });
    }
    if bytes.is_empty() {
        return Ok(None);
    }
    serde_json::from_slice(&bytes)
        .map(Some)
        .map_err(|e| ProviderError::UnexpectedResponse {
            provider: PROVIDER,
            status: status.as_u16(),
            detail: e.to_string(),
        })
}

pub(super) fn expect<R>(value: Option<R>) -> Result<R, ProviderError> {
    value.ok_or(ProviderError::UnexpectedResponse {
        provider: PROVIDER,
        status: 200,
        detail: "empty body".into(),
    })
}

impl HttpNorskGjeld {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(config: &NorskGjeldConfig) -> Result<Self, ProviderError> {
        let auth_url = checked_url("auth_url", &config.auth_url)?;
        let api_url = checked_url("api_url", &config.api_url)?;
        if config.client_id.is_empty() || config.client_secret.is_empty() {
            return Err(config_error("client_id and client_secret are required"));
        }
        if config.timeout_ms == 0 {
            return Err(config_error("timeout_ms must be positive"));
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(config.timeout_ms))
            .build()
            .map_err(|e| config_error(format!("http client: {e}")))?;
        Ok(Self {
            http,
            auth_url,
            api_url,
            client_id: config.client_id.clone(),
            client_secret: config.client_secret.clone(),
            tokens: Mutex::new(HashMap::new()),
        })
    }

    fn cached(&self, scope: &'static str) -> Option<String> {
        let tokens = self
            .tokens
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        tokens
            .get(scope)
            .filter(|(_, until)| Instant::now() < *until)
            .map(|(token, _)| token.clone())
    }

    pub(super) fn http(&self) -> &reqwest::Client {
        &self.http
    }

    pub(super) fn auth_url(&self) -> &str {
        &self.auth_url
    }

    pub(super) fn api_url(&self) -> &str {
        &self.api_url
    }

    pub(super) fn client_id(&self) -> &str {
        &self.client_id
    }

    pub(super) fn client_secret(&self) -> &str {
        &self.client_secret
    }

    /// A client-credentials token for `scope` at `audience_path` of the API.
    pub(super) async fn token(
        &self,
        scope: &'static str,
        audience_path: &str,
    ) -> Result<String, ProviderError> {
        if let Some(token) = self.cached(scope) {
            return Ok(token);
        }
        let audience = format!("{}{audience_path}", self.api_url);
        let response = self
            .http
            .post(format!("{}/oauth2/token", self.auth_url))
            .basic_auth(&self.client_id, Some(&self.client_secret))
            .form(&[
                ("grant_type", "client_credentials"),
                ("audience", &audience),
                ("scope", scope),
            ])
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        let wire: WireToken = expect(read(response).await?)?;
        let lifetime = Duration::from_secs(u64::try_from(wire.expires_in).unwrap_or(0));
        let until = Instant::now() + lifetime.saturating_sub(TOKEN_MARGIN);
        self.tokens
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(scope, (wire.access_token.clone(), until));
        Ok(wire.access_token)
    }

    async fn debt_call<R: DeserializeOwned>(
        &self,
        method: reqwest::Method,
        path: &str,
        purpose: ConsentPurpose,
    ) -> Result<Option<R>, ProviderError> {
        let scope = purpose.scope();
        let was_cached = self.cached(scope).is_some();
        let result = self.debt_call_once(method.clone(), path, scope).await;
        match result {
            // NoGi answers 403 for a token it no longer accepts as well as for a missing
            // consent; a cached token gets one retry with a fresh one.
            Err(ProviderError::NorskGjeld { status: 403, .. }) if was_cached => {
                self.forget(scope);
                self.debt_call_once(method, path, scope).await
            }
            other => other,
        }
    }

    async fn debt_call_once<R: DeserializeOwned>(
        &self,
        method: reqwest::Method,
        path: &str,
        scope: &'static str,
    ) -> Result<Option<R>, ProviderError> {
        let token = self.token(scope, "/v1/debt").await?;
        let response = self
            .http
            .request(method, format!("{}/v1/debt/{path}", self.api_url))
            .bearer_auth(token)
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        read(response).await
    }
}

impl HttpNorskGjeld {
    fn forget(&self, scope: &str) {
        self.tokens
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(scope);
    }

    async fn create_consent_once(
        &self,
        body: &serde_json::Value,
    ) -> Result<CreatedConsent, ProviderError> {
        let token = self
            .token("consent.create", "/v1/consent/agreement")
            .await?;
        let response = self
            .http
            .put(format!("{}/v1/consent/agreement", self.api_url))
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        expect(read(response).await?)
    }
}

/// The consent id goes into the URL path.
fn consent_segment(id: &str) -> Result<&str, ProviderError> {
    if id.is_empty()
        || !id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(config_error(format!("not a consent id: {id:?}")));
    }
    Ok(id)
}

impl DebtRegister for HttpNorskGjeld {
    async fn create_consent(
        &self,
        nin: &str,
        purpose: ConsentPurpose,
        days: Option<u32>,
        client_consent_id: &str,
    ) -> Result<CreatedConsent, ProviderError> {
        const SCOPE: &str = "consent.create";
        let mut body = json!({
            "nin": nin,
            "scope_of_consent": purpose.scope(),
            "client_consent_id": client_consent_id,
        });
        if let Some(days) = days {
            body["consent_duration_days"] = json!(days);
        }
        let was_cached = self.cached(SCOPE).is_some();
        match self.create_consent_once(&body).await {
            // A cached token NoGi no longer accepts gets one retry with a fresh one.
            Err(ProviderError::NorskGjeld { status: 401, .. }) if was_cached => {
                self.forget(SCOPE);
                self.create_consent_once(&body).await
            }
            other => other,
        }
    }

    async fn debt(
        &self,
        consent_id: &str,
        purpose: ConsentPurpose,
    ) -> Result<DebtInformation, ProviderError> {
        let path = consent_segment(consent_id)?.to_owned();
        expect(self.debt_call(reqwest::Method::GET, &path, purpose).await?)
    }

    async fn consent_status(
        &self,
        consent_id: &str,
        purpose: ConsentPurpose,
    ) -> Result<ConsentStatus, ProviderError> {
        let path = format!("{}/status", consent_segment(consent_id)?);
        expect(self.debt_call(reqwest::Method::GET, &path, purpose).await?)
    }

    async fn revoke(&self, consent_id: &str, purpose: ConsentPurpose) -> Result<(), ProviderError> {
        let path = consent_segment(consent_id)?.to_owned();
        let _: Option<serde_json::Value> = self
            .debt_call(reqwest::Method::DELETE, &path, purpose)
            .await?;
        Ok(())
    }
}
