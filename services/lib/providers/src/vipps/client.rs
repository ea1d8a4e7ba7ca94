//! [`HttpVipps`]: the Recurring API v3 over HTTP with reqwest, with the access token fetched
//! once and reused until shortly before it expires (1 h in Vipps's test environment, 24 h in
//! production), and fetched again when Vipps refuses it.

use std::fmt;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::VippsRecurring;
use super::config::VippsConfig;
use super::error as vipps_error;
use super::types::{Agreement, AgreementCreated, Charge, DraftAgreement, NewCharge};
use super::wire::{self, WireAgreement, WireCharge, WireChargeCreated, WireCreated, WireToken};
use crate::ProviderError;
use crate::idempotency_key::IdempotencyKey;
use crate::transport::{is_loopback, snippet};

const PROVIDER: &str = "Vipps";
const RETRY_BACKOFF: Duration = Duration::from_millis(200);
/// Renew a token this long before Vipps says it expires.
const TOKEN_MARGIN_SECONDS: i64 = 60;

struct CachedToken {
    token: String,
    renew_at: Instant,
}

pub struct HttpVipps {
    http: reqwest::Client,
    config: VippsConfig,
    base_url: String,
    token: Mutex<Option<CachedToken>>,
}

impl fmt::Debug for HttpVipps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HttpVipps")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

fn config_error(detail: impl Into<String>) -> ProviderError {
    ProviderError::Config {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

fn unexpected(status: u16, detail: impl Into<String>) -> ProviderError {
    ProviderError::UnexpectedResponse {
        provider: PROVIDER,
        status,
        detail: detail.into(),
    }
}

fn retryable(error: &ProviderError) -> bool {
    if let ProviderError::Vipps(e) = error {
        return e.status >= 500;
    }
    if let ProviderError::UnexpectedResponse { status, .. } = error {
        return *status >= 500;
    }
    matches!(
        error,
        ProviderError::Timeout { .. } | ProviderError::Unreachable { .. }
    )
}

fn is_unauthorized(error: &ProviderError) -> bool {
    matches!(error, ProviderError::Vipps(e) if e.status == 401)
}

impl HttpVipps {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(config: &VippsConfig) -> Result<Self, ProviderError> {
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
        let required = [
            ("client_id", &config.client_id),
            ("client_secret", &config.client_secret),
            ("subscription_key", &config.subscription_key),
            ("merchant_serial_number", &config.merchant_serial_number),
        ];
        if let Some((name, _)) = required.iter().find(|(_, v)| v.trim().is_empty()) {
            return Err(config_error(format!("{name} is required")));
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
            config: config.clone(),
            token: Mutex::new(None),
        })
    }

    // The cache is a plain value; a poisoned lock still holds a usable one.
    fn cache(&self) -> MutexGuard<'_, Option<CachedToken>> {
        self.token.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn common_headers(&self, request: reqwest::RequestBuilder) -> reqwest::RequestBuilder {
        request
            .header("Ocp-Apim-Subscription-Key", &self.config.subscription_key)
            .header(
                "Merchant-Serial-Number",
                &self.config.merchant_serial_number,
            )
            .header("Vipps-System-Name", &self.config.system_name)
            .header("Vipps-System-Version", &self.config.system_version)
    }

    async fn exchange(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<(u16, Vec<u8>), ProviderError> {
        let transport = |e| ProviderError::transport(PROVIDER, e);
        let response = request.send().await.map_err(transport)?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(transport)?.to_vec();
        if (200..300).contains(&status) {
            return Ok((status, bytes));
        }
        match vipps_error::parse(status, &bytes) {
            Some(error) => Err(ProviderError::Vipps(error)),
            None => Err(unexpected(status, snippet(&bytes))),
        }
    }

    /// The cached access token, or a new one from `POST /accesstoken/get`.
    async fn token(&self) -> Result<String, ProviderError> {
        if let Some(cached) = self
            .cache()
            .as_ref()
            .filter(|c| Instant::now() < c.renew_at)
        {
            return Ok(cached.token.clone());
        }
        let request = self
            .common_headers(self.http.post(format!("{}/accesstoken/get", self.base_url)))
            .header("client_id", &self.config.client_id)
            .header("client_secret", &self.config.client_secret);
        let (status, bytes) = self.exchange(request).await?;
        let token: WireToken =
            serde_json::from_slice(&bytes).map_err(|e| unexpected(status, e.to_string()))?;
        let lifetime = (token.expires_in - TOKEN_MARGIN_SECONDS.min(token.expires_in / 10)).max(0);
        *self.cache() = Some(CachedToken {
            token: token.access_token.clone(),
            renew_at: Instant::now() + Duration::from_secs(lifetime.unsigned_abs()),
        });
        Ok(token.access_token)
    }

    async fn once(
        &self,
        method: &reqwest::Method,
        path: &str,
        body: Option<&Value>,
        key: Option<&IdempotencyKey>,
    ) -> Result<(u16, Vec<u8>), ProviderError> {
        let token = self.token().await?;
        let mut request = self
            .common_headers(
                self.http
                    .request(method.clone(), format!("{}{path}", self.base_url)),
            )
            .bearer_auth(token);
        if let Some(body) = body {
            request = request.json(body);
        }
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key.as_str());
        }
        self.exchange(request).await
    }

    /// One call: a refused token is replaced once; timeouts, lost connections and 5xx are retried.
    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
        key: Option<&IdempotencyKey>,
    ) -> Result<Vec<u8>, ProviderError> {
        let (mut attempt, mut renewed) = (0, false);
        loop {
            match self.once(&method, path, body, key).await {
                Ok((_, bytes)) => return Ok(bytes),
                Err(error) if !renewed && is_unauthorized(&error) => {
                    renewed = true;
                    tracing::info!(path, "Vipps refused the access token, fetching a new one");
                    *self.cache() = None;
                }
                Err(error) if attempt < self.config.retries && retryable(&error) => {
                    attempt += 1;
                    tracing::info!(path, attempt, %error, "Vipps call failed, retrying");
                    tokio::time::sleep(RETRY_BACKOFF * attempt).await;
                }
                Err(error) => return Err(error),
            }
        }
    }

    async fn read<T: DeserializeOwned>(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
        key: Option<&IdempotencyKey>,
    ) -> Result<T, ProviderError> {
        let bytes = self.call(method, path, body, key).await?;
        serde_json::from_slice(&bytes).map_err(|e| unexpected(200, e.to_string()))
    }

    fn charge_path(agreement_id: &str, charge_id: &str) -> String {
        format!("/recurring/v3/agreements/{agreement_id}/charges/{charge_id}")
    }
}

impl VippsRecurring for HttpVipps {
    async fn create_agreement(
        &self,
        draft: &DraftAgreement,
        key: &IdempotencyKey,
    ) -> Result<AgreementCreated, ProviderError> {
        let body = wire::draft_body(draft);
        let created: WireCreated = self
            .read(
                reqwest::Method::POST,
                "/recurring/v3/agreements",
                Some(&body),
                Some(key),
            )
            .await?;
        Ok(AgreementCreated {
            agreement_id: created.agreement_id,
            uuid: created.uuid,
            confirmation_url: created.vipps_confirmation_url,
            initial_charge_id: created.charge_id,
        })
    }

    async fn get_agreement(&self, agreement_id: &str) -> Result<Agreement, ProviderError> {
        let path = format!("/recurring/v3/agreements/{agreement_id}");
        let wire: WireAgreement = self.read(reqwest::Method::GET, &path, None, None).await?;
        Ok(wire.into())
    }

    async fn stop_agreement(
        &self,
        agreement_id: &str,
        key: &IdempotencyKey,
    ) -> Result<(), ProviderError> {
        let path = format!("/recurring/v3/agreements/{agreement_id}");
        let body = json!({"status": "STOPPED"});
        self.call(reqwest::Method::PATCH, &path, Some(&body), Some(key))
            .await
            .map(|_| ())
    }

    async fn create_charge(
        &self,
        agreement_id: &str,
        charge: &NewCharge,
        key: &IdempotencyKey,
    ) -> Result<String, ProviderError> {
        let path = format!("/recurring/v3/agreements/{agreement_id}/charges");
        let body = wire::charge_body(charge);
        let created: WireChargeCreated = self
            .read(reqwest::Method::POST, &path, Some(&body), Some(key))
            .await?;
        Ok(created.charge_id)
    }

    async fn get_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
    ) -> Result<Charge, ProviderError> {
        let wire: WireCharge = self
            .read(
                reqwest::Method::GET,
                &Self::charge_path(agreement_id, charge_id),
                None,
                None,
            )
            .await?;
        Ok(wire.into())
    }

    async fn cancel_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        key: &IdempotencyKey,
    ) -> Result<(), ProviderError> {
        self.call(
            reqwest::Method::DELETE,
            &Self::charge_path(agreement_id, charge_id),
            None,
            Some(key),
        )
        .await
        .map(|_| ())
    }

    async fn capture_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        amount: i64,
        description: &str,
        key: &IdempotencyKey,
    ) -> Result<(), ProviderError> {
        let path = format!("{}/capture", Self::charge_path(agreement_id, charge_id));
        let body = json!({"amount": amount, "description": description});
        self.call(reqwest::Method::POST, &path, Some(&body), Some(key))
            .await
            .map(|_| ())
    }

    async fn refund_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        amount: i64,
        description: &str,
        key: &IdempotencyKey,
    ) -> Result<(), ProviderError> {
        let path = format!("{}/refund", Self::charge_path(agreement_id, charge_id));
        let body = json!({"amount": amount, "description": description});
        self.call(reqwest::Method::POST, &path, Some(&body), Some(key))
            .await
            .map(|_| ())
    }
}
