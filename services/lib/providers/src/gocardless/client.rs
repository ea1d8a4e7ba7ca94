//! [`HttpGoCardless`]: the GoCardless API over HTTP with reqwest.

use std::fmt;
use std::time::Duration;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::GoCardless;
use super::error::{self as gc_error, ErrorType};
use super::types::{
    BillingRequest, BillingRequestFlow, EventPage, EventQuery, Mandate, NewBillingRequest,
    NewBillingRequestFlow, NewPayment, NewRefund, Payment, Refund,
};
use super::wire::{self, WireEventList};
use crate::ProviderError;
use crate::idempotency_key::IdempotencyKey;
use crate::transport::{is_loopback, snippet};

const PROVIDER: &str = "GoCardless";
const API_VERSION: &str = "2015-07-06";
const RETRY_BACKOFF: Duration = Duration::from_millis(200);

fn default_timeout_ms() -> u64 {
    10_000
}

fn default_retries() -> u32 {
    2
}

/// Production `https://api.gocardless.com`, GoCardless's sandbox
/// `https://api-sandbox.gocardless.com`, ours `http://127.0.0.1:8091`
/// (the sandbox serves the API at the root of its own port, as GoCardless does).
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoCardlessConfig {
    pub base_url: String,
    pub access_token: String,
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Extra attempts after a timeout, a lost connection or a `gocardless` (5xx) error, for
    /// reads and for creates (their `Idempotency-Key` makes that safe).
    #[serde(default = "default_retries")]
    pub retries: u32,
}

impl fmt::Debug for GoCardlessConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GoCardlessConfig")
            .field("base_url", &self.base_url)
            .field("access_token", &"***")
            .field("timeout_ms", &self.timeout_ms)
            .field("retries", &self.retries)
            .finish()
    }
}

impl GoCardlessConfig {
    pub fn new(base_url: impl Into<String>, access_token: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            access_token: access_token.into(),
            timeout_ms: default_timeout_ms(),
            retries: default_retries(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct HttpGoCardless {
    http: reqwest::Client,
    base_url: String,
    access_token: String,
    retries: u32,
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

/// Worth another attempt with the same request.
fn retryable(error: &ProviderError) -> bool {
    if let ProviderError::GoCardless(e) = error {
        return e.error_type == ErrorType::Gocardless || e.status >= 500;
    }
    if let ProviderError::UnexpectedResponse { status, .. } = error {
        return *status >= 500;
    }
    matches!(
        error,
        ProviderError::Timeout { .. } | ProviderError::Unreachable { .. }
    )
}

impl HttpGoCardless {
    /// Plain `http` only to a loopback host (the sandbox); anything else must be `https`.
    pub fn new(config: &GoCardlessConfig) -> Result<Self, ProviderError> {
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
        if config.access_token.trim().is_empty() {
            return Err(config_error("access_token is required"));
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
            access_token: config.access_token.clone(),
            retries: config.retries,
        })
    }

    async fn once(
        &self,
        method: reqwest::Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<&Value>,
        key: Option<&IdempotencyKey>,
    ) -> Result<Value, ProviderError> {
        let transport = |e| ProviderError::transport(PROVIDER, e);
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.base_url))
            .bearer_auth(&self.access_token)
            .header("GoCardless-Version", API_VERSION)
            .query(query);
        if let Some(body) = body {
            request = request.json(body);
        }
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key.as_str());
        }
        let response = request.send().await.map_err(transport)?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(transport)?;
        if (200..300).contains(&status) {
            return serde_json::from_slice(&bytes).map_err(|e| unexpected(status, e.to_string()));
        }
        match gc_error::parse(status, &bytes) {
            Some(error) => Err(ProviderError::GoCardless(error)),
            None => Err(unexpected(status, snippet(&bytes))),
        }
    }

    /// One call, retried while [`retryable`] (reads, and creates carrying their key).
    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        query: &[(&str, String)],
        body: Option<&Value>,
        key: Option<&IdempotencyKey>,
        may_retry: bool,
    ) -> Result<Value, ProviderError> {
        let mut attempt = 0;
        loop {
            match self.once(method.clone(), path, query, body, key).await {
                Err(error) if may_retry && attempt < self.retries && retryable(&error) => {
                    attempt += 1;
                    tracing::info!(path, attempt, %error, "GoCardless call failed, retrying");
                    tokio::time::sleep(RETRY_BACKOFF * attempt).await;
                }
                result => return result,
            }
        }
    }

    fn unwrap<T: DeserializeOwned>(envelope: &str, mut value: Value) -> Result<T, ProviderError> {
        let inner = value
            .get_mut(envelope)
            .map(Value::take)
            .ok_or_else(|| unexpected(200, format!("no \"{envelope}\" in the answer")))?;
        serde_json::from_value(inner).map_err(|e| unexpected(200, e.to_string()))
    }

    async fn get<T: DeserializeOwned>(
        &self,
        path: &str,
        envelope: &str,
    ) -> Result<T, ProviderError> {
        let value = self
            .call(reqwest::Method::GET, path, &[], None, None, true)
            .await?;
        Self::unwrap(envelope, value)
    }

    /// `POST /{envelope}`; a create that already happened under this key (GoCardless answers
    /// `409 idempotent_creation_conflict`) returns the resource it made, as GoCardless's own
    /// client libraries do.
    async fn create<T: DeserializeOwned>(
        &self,
        envelope: &str,
        body: Value,
        key: &IdempotencyKey,
    ) -> Result<T, ProviderError> {
        let path = format!("/{envelope}");
        let body = json!({ envelope: body });
        match self
            .call(
                reqwest::Method::POST,
                &path,
                &[],
                Some(&body),
                Some(key),
                true,
            )
            .await
        {
            Ok(value) => Self::unwrap(envelope, value),
            Err(ProviderError::GoCardless(error)) if error.conflicting_resource_id().is_some() => {
                let existing = error
                    .conflicting_resource_id()
                    .unwrap_or_default()
                    .to_owned();
                tracing::info!(envelope, %existing, "GoCardless: created earlier under this key, fetching it");
                self.get(&format!("{path}/{existing}"), envelope).await
            }
            Err(error) => Err(error),
        }
    }

    /// `POST /{envelope}/{id}/actions/{action}`; not retried (a repeat could meet a new state).
    async fn action<T: DeserializeOwned>(
        &self,
        envelope: &str,
        id: &str,
        action: &str,
    ) -> Result<T, ProviderError> {
        let path = format!("/{envelope}/{id}/actions/{action}");
        let body = json!({"data": {}});
        let value = self
            .call(reqwest::Method::POST, &path, &[], Some(&body), None, false)
            .await?;
        Self::unwrap(envelope, value)
    }
}

impl GoCardless for HttpGoCardless {
    async fn create_billing_request(
        &self,
        request: &NewBillingRequest,
        key: &IdempotencyKey,
    ) -> Result<BillingRequest, ProviderError> {
        let wire: wire::WireBillingRequest = self
            .create("billing_requests", wire::billing_request_body(request), key)
            .await?;
        Ok(wire.into())
    }

    async fn get_billing_request(&self, id: &str) -> Result<BillingRequest, ProviderError> {
        let wire: wire::WireBillingRequest = self
            .get(&format!("/billing_requests/{id}"), "billing_requests")
            .await?;
        Ok(wire.into())
    }

    async fn create_billing_request_flow(
        &self,
        request: &NewBillingRequestFlow,
        key: &IdempotencyKey,
    ) -> Result<BillingRequestFlow, ProviderError> {
        // Flows cannot be fetched, so a repeat under the same key (a 409) could not be turned
        // into the flow: not retried; a lost answer means a new flow under a new key.
        let path = "/billing_request_flows";
        let body = json!({ "billing_request_flows": wire::flow_body(request) });
        let value = self
            .call(
                reqwest::Method::POST,
                path,
                &[],
                Some(&body),
                Some(key),
                false,
            )
            .await?;
        let wire: wire::WireFlow = Self::unwrap("billing_request_flows", value)?;
        Ok(wire.into())
    }

    async fn get_mandate(&self, id: &str) -> Result<Mandate, ProviderError> {
        let wire: wire::WireMandate = self.get(&format!("/mandates/{id}"), "mandates").await?;
        Ok(wire.into())
    }

    async fn cancel_mandate(&self, id: &str) -> Result<Mandate, ProviderError> {
        let wire: wire::WireMandate = self.action("mandates", id, "cancel").await?;
        Ok(wire.into())
    }

    async fn create_payment(
        &self,
        payment: &NewPayment,
        key: &IdempotencyKey,
    ) -> Result<Payment, ProviderError> {
        let wire: wire::WirePayment = self
            .create("payments", wire::payment_body(payment), key)
            .await?;
        Ok(wire.into())
    }

    async fn get_payment(&self, id: &str) -> Result<Payment, ProviderError> {
        let wire: wire::WirePayment = self.get(&format!("/payments/{id}"), "payments").await?;
        Ok(wire.into())
    }

    async fn cancel_payment(&self, id: &str) -> Result<Payment, ProviderError> {
        let wire: wire::WirePayment = self.action("payments", id, "cancel").await?;
        Ok(wire.into())
    }

    async fn retry_payment(&self, id: &str) -> Result<Payment, ProviderError> {
        let wire: wire::WirePayment = self.action("payments", id, "retry").await?;
        Ok(wire.into())
    }

    async fn create_refund(
        &self,
        refund: &NewRefund,
        key: &IdempotencyKey,
    ) -> Result<Refund, ProviderError> {
        let wire: wire::WireRefund = self
            .create("refunds", wire::refund_body(refund), key)
            .await?;
        Ok(wire.into())
    }

    async fn list_events(&self, query: &EventQuery) -> Result<EventPage, ProviderError> {
        let pairs = [
            ("resource_type", query.resource_type.clone()),
            ("action", query.action.clone()),
            ("billing_request", query.billing_request.clone()),
            ("mandate", query.mandate.clone()),
            ("payment", query.payment.clone()),
            ("refund", query.refund.clone()),
            ("limit", query.limit.map(|l| l.to_string())),
            ("after", query.after.clone()),
            ("before", query.before.clone()),
        ];
        let params: Vec<(&str, String)> = pairs
            .into_iter()
            .filter_map(|(k, v)| v.map(|v| (k, v)))
            .collect();
        let value = self
            .call(reqwest::Method::GET, "/events", &params, None, None, true)
            .await?;
        let list: WireEventList =
            serde_json::from_value(value).map_err(|e| unexpected(200, e.to_string()))?;
        Ok(EventPage {
            events: list.events.into_iter().map(Into::into).collect(),
            after: list.meta.cursors.after,
            before: list.meta.cursors.before,
        })
    }
}
