//! [`HttpBankIdSe`]: the RP API over HTTP with reqwest.

use std::path::PathBuf;
use std::time::Duration;

use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};

use super::BankIdSe;
use super::error_code::ErrorCode;
use super::types::{
    Collect, OrderRef, OrderStarted, PhoneOrderStarted, PhoneRequest, QrStartSecret, StartRequest,
};
use super::wire::{
    WireCollect, WireError, WireOrderRef, WirePhone, WirePhoneStarted, WireStart, WireStarted,
};
use crate::ProviderError;
use crate::transport::{is_loopback, snippet};

const PROVIDER: &str = "BankID";
const RETRY_BACKOFF: Duration = Duration::from_millis(250);

fn default_timeout_ms() -> u64 {
    10_000
}

fn default_maintenance_retries() -> u32 {
    2
}

/// Where the client sends its calls. Production: `https://appapi2.bankid.com/rp/v6.0` with
/// `mtls`; BankID's test environment: `https://appapi2.test.bankid.com/rp/v6.0` with `mtls`;
/// the sandbox: `http://127.0.0.1:8090/rp/v6.0` without.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankIdSeConfig {
    pub base_url: String,
    /// Whole-call timeout (connect, send, answer).
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Extra attempts after a `503 maintenance` answer.
    #[serde(default = "default_maintenance_retries")]
    pub maintenance_retries: u32,
    /// The relying party's client certificate and BankID's CA; required for `https` URLs.
    #[serde(default)]
    pub mtls: Option<MtlsConfig>,
}

impl BankIdSeConfig {
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            timeout_ms: default_timeout_ms(),
            maintenance_retries: default_maintenance_retries(),
            mtls: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MtlsConfig {
    /// PEM with the RP certificate chain and its private key (convert the bank's `.p12` with
    /// `openssl pkcs12 -in rp.p12 -out rp.pem -nodes`).
    pub client_identity_pem: PathBuf,
    /// PEM with BankID's own CA (BankID's server certificate is not from the web PKI).
    pub ca_bundle_pem: PathBuf,
}

fn config_error(detail: impl Into<String>) -> ProviderError {
    ProviderError::Config {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

#[cfg(feature = "mtls")]
fn with_mtls(
    builder: reqwest::ClientBuilder,
    mtls: &MtlsConfig,
) -> Result<reqwest::ClientBuilder, ProviderError> {
    let read = |path: &PathBuf| {
        std::fs::read(path)
            .map_err(|e| config_error(format!("cannot read {}: {e}", path.display())))
    };
    let identity = reqwest::Identity::from_pem(&read(&mtls.client_identity_pem)?)
        .map_err(|e| config_error(format!("client identity: {e}")))?;
    let ca = reqwest::Certificate::from_pem(&read(&mtls.ca_bundle_pem)?)
        .map_err(|e| config_error(format!("CA bundle: {e}")))?;
    Ok(builder
        .use_rustls_tls()
        .identity(identity)
        .add_root_certificate(ca)
        .tls_built_in_root_certs(false)
        .min_tls_version(reqwest::tls::Version::TLS_1_2)
        .https_only(true))
}

#[cfg(not(feature = "mtls"))]
fn with_mtls(
    _builder: reqwest::ClientBuilder,
    _mtls: &MtlsConfig,
) -> Result<reqwest::ClientBuilder, ProviderError> {
    Err(config_error(
        "this build has no TLS client certificates: build zrm-providers with the `mtls` feature",
    ))
}

#[derive(Debug, Clone)]
pub struct HttpBankIdSe {
    http: reqwest::Client,
    base_url: String,
    maintenance_retries: u32,
}

impl HttpBankIdSe {
    /// Checks the configuration and builds the HTTP client. Plain `http` is only accepted for
    /// loopback (the sandbox); `https` needs `mtls`.
    pub fn new(config: &BankIdSeConfig) -> Result<Self, ProviderError> {
        let url = reqwest::Url::parse(&config.base_url)
            .map_err(|e| config_error(format!("base_url {:?}: {e}", config.base_url)))?;
        if config.timeout_ms == 0 {
            return Err(config_error("timeout_ms must be positive"));
        }
        let builder = reqwest::Client::builder()
            .timeout(Duration::from_millis(config.timeout_ms))
            .connect_timeout(Duration::from_millis(config.timeout_ms.min(5_000)));
        let builder = match (url.scheme(), &config.mtls) {
            ("http", None) if is_loopback(&url) => builder,
            ("http", _) => {
                return Err(config_error(
                    "plain http is only for the local sandbox (a loopback address, without mtls)",
                ));
            }
            ("https", Some(mtls)) => with_mtls(builder, mtls)?,
            ("https", None) => {
                return Err(config_error("https needs mtls (the RP client certificate)"));
            }
            (other, _) => return Err(config_error(format!("unsupported scheme {other:?}"))),
        };
        let http = builder
            .build()
            .map_err(|e| config_error(format!("http client: {e}")))?;
        Ok(Self {
            http,
            base_url: config.base_url.trim_end_matches('/').to_owned(),
            maintenance_retries: config.maintenance_retries,
        })
    }

    async fn post<B, R>(&self, path: &str, body: &B) -> Result<R, ProviderError>
    where
        B: Serialize + ?Sized,
        R: DeserializeOwned,
    {
        let url = format!("{}/{path}", self.base_url);
        let mut attempt = 0;
        loop {
            match self.post_once(&url, body).await {
                Err(ProviderError::BankIdSe {
                    code: ErrorCode::Maintenance,
                    ..
                }) if attempt < self.maintenance_retries => {
                    attempt += 1;
                    tracing::info!(path, attempt, "BankID in maintenance, retrying");
                    tokio::time::sleep(RETRY_BACKOFF * attempt).await;
                }
                result => return result,
            }
        }
    }

    async fn post_once<B, R>(&self, url: &str, body: &B) -> Result<R, ProviderError>
    where
        B: Serialize + ?Sized,
        R: DeserializeOwned,
    {
        let transport = |e| ProviderError::transport(PROVIDER, e);
        let response = self
            .http
            .post(url)
            .json(body)
            .send()
            .await
            .map_err(transport)?;
        let status = response.status();
        let bytes = response.bytes().await.map_err(transport)?;
        tracing::debug!(url, status = status.as_u16(), "BankID answered");
        let unexpected = |detail: String| ProviderError::UnexpectedResponse {
            provider: PROVIDER,
            status: status.as_u16(),
            detail,
        };
        if status.is_success() {
            return serde_json::from_slice(&bytes).map_err(|e| unexpected(e.to_string()));
        }
        match serde_json::from_slice::<WireError>(&bytes) {
            Ok(error) => Err(ProviderError::BankIdSe {
                status: status.as_u16(),
                code: ErrorCode::parse(&error.error_code),
                details: error.details,
            }),
            Err(_) => Err(unexpected(snippet(&bytes))),
        }
    }

    async fn start(
        &self,
        path: &str,
        request: &StartRequest,
    ) -> Result<OrderStarted, ProviderError> {
        let started: WireStarted = self.post(path, &WireStart::from(request)).await?;
        Ok(OrderStarted {
            order_ref: OrderRef(started.order_ref),
            auto_start_token: started.auto_start_token,
            qr_start_token: started.qr_start_token,
            qr_start_secret: QrStartSecret::new(started.qr_start_secret),
            received_at: chrono::Utc::now(),
        })
    }

    async fn start_phone(
        &self,
        path: &str,
        request: &PhoneRequest,
    ) -> Result<PhoneOrderStarted, ProviderError> {
        let started: WirePhoneStarted = self.post(path, &WirePhone::from(request)).await?;
        Ok(PhoneOrderStarted {
            order_ref: OrderRef(started.order_ref),
        })
    }
}

impl BankIdSe for HttpBankIdSe {
    async fn auth(&self, request: &StartRequest) -> Result<OrderStarted, ProviderError> {
        self.start("auth", request).await
    }

    async fn sign(&self, request: &StartRequest) -> Result<OrderStarted, ProviderError> {
        self.start("sign", request).await
    }

    async fn phone_auth(&self, request: &PhoneRequest) -> Result<PhoneOrderStarted, ProviderError> {
        self.start_phone("phone/auth", request).await
    }

    async fn phone_sign(&self, request: &PhoneRequest) -> Result<PhoneOrderStarted, ProviderError> {
        self.start_phone("phone/sign", request).await
    }

    async fn collect(&self, order_ref: &OrderRef) -> Result<Collect, ProviderError> {
        let wire: WireCollect = self
            .post(
                "collect",
                &WireOrderRef {
                    order_ref: &order_ref.0,
                },
            )
            .await?;
        Collect::try_from(wire).map_err(|detail| ProviderError::UnexpectedResponse {
            provider: PROVIDER,
            status: 200,
            detail,
        })
    }

    async fn cancel(&self, order_ref: &OrderRef) -> Result<(), ProviderError> {
        let _: IgnoredAny = self
            .post(
                "cancel",
                &WireOrderRef {
                    order_ref: &order_ref.0,
                },
            )
            .await?;
        Ok(())
    }
}
