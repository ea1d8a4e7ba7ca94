//! What the credit check, valuation and PEP screening clients share (ZRM's adapter shape): a
//! base URL, an API key sent as `X-API-Key` or `Authorization: Bearer`, a timeout, JSON POSTs
//! and the error shape `{code, message, field?, request_id}`.

use std::fmt;
use std::time::Duration;

use serde::Deserialize;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::ProviderError;
use crate::transport::{is_loopback, snippet};

pub fn default_timeout_ms() -> u64 {
    10_000
}

/// `base_url`, `api_key`, `timeout_ms`; the same keys for all three kinds of provider.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckConfig {
    pub base_url: String,
    pub api_key: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
}

impl fmt::Debug for CheckConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CheckConfig")
            .field("base_url", &self.base_url)
            .field("api_key", &"***")
            .field("timeout_ms", &self.timeout_ms)
            .finish()
    }
}

impl CheckConfig {
    pub fn new(base_url: impl Into<String>, api_key: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            api_key: api_key.into(),
            timeout_ms: default_timeout_ms(),
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub enum KeyPlacement {
    /// `X-API-Key: <key>`.
    Header,
    /// `Authorization: Bearer <key>`.
    Bearer,
}

#[derive(Clone)]
pub struct CheckHttp {
    provider: &'static str,
    http: reqwest::Client,
    base_url: String,
    api_key: String,
    placement: KeyPlacement,
}

impl fmt::Debug for CheckHttp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CheckHttp")
            .field("provider", &self.provider)
            .field("base_url", &self.base_url)
            .finish_non_exhaustive()
    }
}

#[derive(Debug, Deserialize)]
struct WireError {
    code: String,
    message: String,
    #[serde(default)]
    field: Option<String>,
}

impl CheckHttp {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(
        provider: &'static str,
        config: &CheckConfig,
        placement: KeyPlacement,
    ) -> Result<Self, ProviderError> {
        let config_error = |detail: String| ProviderError::Config { provider, detail };
        let url = reqwest::Url::parse(&config.base_url)
            .map_err(|e| config_error(format!("base_url {:?}: {e}", config.base_url)))?;
        match url.scheme() {
            "https" => {}
            "http" if is_loopback(&url) => {}
            other => {
                return Err(config_error(format!(
                    "{other}:// is only allowed for the local sandbox; use https"
                )));
            }
        }
        if config.api_key.trim().is_empty() {
            return Err(config_error("api_key must not be empty".into()));
        }
        if config.timeout_ms == 0 {
            return Err(config_error("timeout_ms must be positive".into()));
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(config.timeout_ms))
            .build()
            .map_err(|e| config_error(format!("http client: {e}")))?;
        Ok(Self {
            provider,
            http,
            base_url: config.base_url.trim_end_matches('/').to_owned(),
            api_key: config.api_key.clone(),
            placement,
        })
    }

    /// POSTs `body`; `Ok(None)` for a 404 with `not_found_code` (the provider has no such
    /// subject), any other error status is [`ProviderError::Check`].
    pub async fn post_optional<B: Serialize, R: DeserializeOwned>(
        &self,
        path: &str,
        body: &B,
        not_found_code: Option<&str>,
    ) -> Result<Option<R>, ProviderError> {
        let transport = |e| ProviderError::transport(self.provider, e);
        let request = self
            .http
            .post(format!("{}{path}", self.base_url))
            .json(body);
        let request = match self.placement {
            KeyPlacement::Header => request.header("X-API-Key", &self.api_key),
            KeyPlacement::Bearer => request.bearer_auth(&self.api_key),
        };
        let response = request.send().await.map_err(transport)?;
        let status = response.status();
        let bytes = response.bytes().await.map_err(transport)?;
        if status.is_success() {
            return serde_json::from_slice(&bytes).map(Some).map_err(|e| {
                ProviderError::UnexpectedResponse {
                    provider: self.provider,
                    status: status.as_u16(),
                    detail: e.to_string(),
                }
            });
        }
        let error: WireError =
            serde_json::from_slice(&bytes).map_err(|_| ProviderError::UnexpectedResponse {
                provider: self.provider,
                status: status.as_u16(),
                detail: snippet(&bytes),
            })?;
        if status == reqwest::StatusCode::NOT_FOUND && not_found_code == Some(error.code.as_str()) {
            return Ok(None);
        }
        Err(ProviderError::Check {
            provider: self.provider,
            status: status.as_u16(),
            code: error.code,
            message: error.message,
            field: error.field,
        })
    }

    /// POSTs `body`; every error status is [`ProviderError::Check`].
    pub async fn post<B: Serialize, R: DeserializeOwned>(
        &self,
        path: &str,
        body: &B,
    ) -> Result<R, ProviderError> {
        // With no not-found code a 404 is an error, so `None` cannot come back.
        self.post_optional(path, body, None).await?.ok_or_else(|| {
            ProviderError::UnexpectedResponse {
                provider: self.provider,
                status: 404,
                detail: "no answer body".into(),
            }
        })
    }
}
