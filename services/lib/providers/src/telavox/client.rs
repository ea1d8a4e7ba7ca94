//! [`HttpTelavox`]: the Telavox v1 API over HTTP with reqwest.

use std::time::Duration;

use chrono::NaiveDate;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::Telephony;
use super::types::{CallHistory, TelavoxExtension, UserToken, WireMessage};
use crate::ProviderError;
use crate::transport::{is_loopback, snippet};

const PROVIDER: &str = "Telavox";

fn default_timeout_ms() -> u64 {
    10_000
}

/// Production: `base_url = "https://api.telavox.se"`; the sandbox:
/// `http://127.0.0.1:8090/telavox`. The tokens are per user and passed with each call.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelavoxConfig {
    pub base_url: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
}

impl TelavoxConfig {
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            timeout_ms: default_timeout_ms(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct HttpTelavox {
    http: reqwest::Client,
    base_url: String,
}

fn config_error(detail: impl Into<String>) -> ProviderError {
    ProviderError::Config {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

impl HttpTelavox {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(config: &TelavoxConfig) -> Result<Self, ProviderError> {
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
        })
    }

    async fn get<R: DeserializeOwned>(
        &self,
        token: &UserToken,
        path: &str,
        query: &[(&str, String)],
    ) -> Result<R, ProviderError> {
        let transport = |e| ProviderError::transport(PROVIDER, e);
        let response = self
            .http
            .get(format!("{}{path}", self.base_url))
            .query(query)
            .bearer_auth(&token.0)
            .send()
            .await
            .map_err(transport)?;
        let status = response.status();
        let bytes = response.bytes().await.map_err(transport)?;
        if !status.is_success() {
            let message = serde_json::from_slice::<WireMessage>(&bytes)
                .map(|m| m.message)
                .unwrap_or_else(|_| snippet(&bytes));
            return Err(ProviderError::Telavox {
                status: status.as_u16(),
                message,
            });
        }
        serde_json::from_slice(&bytes).map_err(|e| ProviderError::UnexpectedResponse {
            provider: PROVIDER,
            status: status.as_u16(),
            detail: e.to_string(),
        })
    }
}

/// The number goes into the URL path, so nothing but digits and a leading `+`.
fn number_segment(number: &str) -> Result<String, ProviderError> {
    let digits = number.strip_prefix('+').unwrap_or(number);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(config_error(format!("not a dialable number: {number:?}")));
    }
    Ok(number.to_owned())
}

impl Telephony for HttpTelavox {
    async fn dial(
        &self,
        token: &UserToken,
        number: &str,
        auto_answer: bool,
    ) -> Result<(), ProviderError> {
        let path = format!("/dial/{}", number_segment(number)?);
        let _: WireMessage = self
            .get(token, &path, &[("autoanswer", auto_answer.to_string())])
            .await?;
        Ok(())
    }

    async fn hang_up(&self, token: &UserToken) -> Result<(), ProviderError> {
        let _: WireMessage = self.get(token, "/hangup", &[]).await?;
        Ok(())
    }

    async fn call_history(
        &self,
        token: &UserToken,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<CallHistory, ProviderError> {
        let query = [
            ("fromDate", from.format("%Y-%m-%d").to_string()),
            ("toDate", to.format("%Y-%m-%d").to_string()),
        ];
        self.get(token, "/calls", &query).await
    }

    async fn extensions(&self, token: &UserToken) -> Result<Vec<TelavoxExtension>, ProviderError> {
        self.get(token, "/extensions/", &[]).await
    }

    async fn me(&self, token: &UserToken) -> Result<TelavoxExtension, ProviderError> {
        self.get(token, "/extensions/me", &[]).await
    }
}
