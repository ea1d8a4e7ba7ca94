//! [`HttpElks46`]: the 46elks API over HTTP with reqwest.

use std::fmt;
use std::time::Duration;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::SmsGateway;
use super::types::{OutgoingSms, SentSms, SmsId, SmsRecord, WireSms};
use crate::ProviderError;
use crate::transport::{is_loopback, snippet};

const PROVIDER: &str = "46elks";

fn default_timeout_ms() -> u64 {
    10_000
}

/// Production: `base_url = "https://api.46elks.com/a1"` with the account's API username and
/// password; the sandbox: `http://127.0.0.1:8090/a1` with the sandbox's `[sms]` credentials.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Elks46Config {
    pub base_url: String,
    pub username: String,
    pub password: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
}

impl fmt::Debug for Elks46Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Elks46Config")
            .field("base_url", &self.base_url)
            .field("username", &self.username)
            .field("password", &"***")
            .field("timeout_ms", &self.timeout_ms)
            .finish()
    }
}

impl Elks46Config {
    pub fn new(
        base_url: impl Into<String>,
        username: impl Into<String>,
        password: impl Into<String>,
    ) -> Self {
        Self {
            base_url: base_url.into(),
            username: username.into(),
            password: password.into(),
            timeout_ms: default_timeout_ms(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct HttpElks46 {
    http: reqwest::Client,
    base_url: String,
    username: String,
    password: String,
}

fn config_error(detail: impl Into<String>) -> ProviderError {
    ProviderError::Config {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

impl HttpElks46 {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(config: &Elks46Config) -> Result<Self, ProviderError> {
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
        if config.username.is_empty() || config.password.is_empty() {
            return Err(config_error("username and password are required"));
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
            base_url: config.base_url.trim_end_matches('/').to_owned(),
            username: config.username.clone(),
            password: config.password.clone(),
        })
    }

    async fn call<R: DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<R, ProviderError> {
        let transport = |e| ProviderError::transport(PROVIDER, e);
        let response = request
            .basic_auth(&self.username, Some(&self.password))
            .send()
            .await
            .map_err(transport)?;
        let status = response.status();
        let bytes = response.bytes().await.map_err(transport)?;
        if !status.is_success() {
            return Err(ProviderError::Elks46 {
                status: status.as_u16(),
                message: snippet(&bytes),
            });
        }
        serde_json::from_slice(&bytes).map_err(|e| ProviderError::UnexpectedResponse {
            provider: PROVIDER,
            status: status.as_u16(),
            detail: e.to_string(),
        })
    }
}

impl SmsGateway for HttpElks46 {
    async fn send(&self, sms: &OutgoingSms) -> Result<SentSms, ProviderError> {
        let mut form: Vec<(&str, &str)> = vec![
            ("from", &sms.from),
            ("to", &sms.to),
            ("message", &sms.message),
        ];
        if let Some(url) = &sms.when_delivered {
            form.push(("whendelivered", url));
        }
        if sms.dry_run {
            form.push(("dryrun", "yes"));
        }
        if sms.flash {
            form.push(("flashsms", "yes"));
        }
        if sms.dont_log {
            form.push(("dontlog", "message"));
        }
        let request = self.http.post(format!("{}/sms", self.base_url)).form(&form);
        let wire: WireSms = self.call(request).await?;
        Ok(wire.into_sent())
    }

    async fn get(&self, id: &SmsId) -> Result<SmsRecord, ProviderError> {
        let request = self.http.get(format!("{}/sms/{}", self.base_url, id.0));
        let wire: WireSms = self.call(request).await?;
        wire.into_record()
            .map_err(|detail| ProviderError::UnexpectedResponse {
                provider: PROVIDER,
                status: 200,
                detail,
            })
    }
}
