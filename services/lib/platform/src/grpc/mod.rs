//! gRPC plumbing: the server builder every service uses (request-context layer, per-method
//! metrics, timeouts, limits), the standard health service, and client channels and requests
//! that carry the request id and trace context onwards with a deadline.

use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use serde::Deserialize;
use tonic::metadata::MetadataValue;
use tonic::transport::{Channel, Endpoint, Server};
use tower::layer::util::{Identity, Stack};
use tower::{Layer, Service};
use tracing::Instrument;

pub mod common;
mod corked;
pub mod status;
pub mod timestamp;

pub use tonic_health::ServingStatus;
pub use tonic_health::server::{HealthReporter, health_reporter};

use crate::PlatformError;
use crate::config::{ConfigError, Scope};
use crate::context::{self, RequestContext};
use crate::{metrics, telemetry};

pub const REQUEST_ID_HEADER: &str = "x-request-id";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrpcSettings {
    pub listen: SocketAddr,
    /// Largest request or response message accepted (bytes).
    pub max_message_bytes: usize,
    /// Server-side bound of any one call, whatever deadline the caller sent.
    pub request_timeout_ms: u64,
    pub concurrency_limit_per_connection: usize,
}

impl GrpcSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_range(
            &format!("{section}.max_message_bytes"),
            self.max_message_bytes,
            1024,
            64 << 20,
        )?;
        scope.require_range(
            &format!("{section}.request_timeout_ms"),
            self.request_timeout_ms,
            10,
            600_000,
        )?;
        scope.require_range(
            &format!("{section}.concurrency_limit_per_connection"),
            self.concurrency_limit_per_connection,
            1,
            100_000,
        )
    }
}

/// Settings of a client of another service.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClientSettings {
    /// `http://host:port` of the service.
    pub url: String,
    /// Deadline of every call.
    pub deadline_ms: u64,
    pub connect_timeout_ms: u64,
}

impl ClientSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_url(&format!("{section}.url"), &self.url, &["http", "https"])?;
        scope.require_range(
            &format!("{section}.deadline_ms"),
            self.deadline_ms,
            10,
            600_000,
        )?;
        scope.require_range(
            &format!("{section}.connect_timeout_ms"),
            self.connect_timeout_ms,
            10,
            60_000,
        )
    }

    pub fn deadline(&self) -> Duration {
        Duration::from_millis(self.deadline_ms)
    }
}

pub type GrpcServer = Server<Stack<ContextLayer, Identity>>;

/// The server builder: add the health service and the service's own servers (with
/// `.max_decoding_message_size(settings.max_message_bytes)`), then `serve_with_shutdown`.
pub fn server(settings: &GrpcSettings) -> GrpcServer {
    Server::builder()
        .timeout(Duration::from_millis(settings.request_timeout_ms))
        .concurrency_limit_per_connection(settings.concurrency_limit_per_connection)
        .tcp_nodelay(true)
        .http2_keepalive_interval(Some(Duration::from_secs(30)))
        .layer(ContextLayer)
}

/// A lazily connected channel: the caller starts even when the service is not up yet; calls fail
/// with `Unavailable` until it is.
///
/// Plain `http://` channels connect through [`corked`], which sends each call's HEADERS and DATA
/// frames in one write instead of two.
pub fn channel(settings: &ClientSettings) -> Result<Channel, PlatformError> {
    let endpoint = Endpoint::from_shared(settings.url.clone())?
        .connect_timeout(Duration::from_millis(settings.connect_timeout_ms))
        .timeout(settings.deadline())
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .keep_alive_while_idle(true);
    if endpoint.uri().scheme_str() == Some("http") {
        Ok(endpoint.connect_with_connector_lazy(tower::service_fn(corked::connect)))
    } else {
        Ok(endpoint.connect_lazy())
    }
}

/// A request carrying the current request id and trace context, with a deadline.
pub fn request<T>(message: T, deadline: Duration) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request.set_timeout(deadline);
    let outgoing = context::outgoing();
    let metadata = request.metadata_mut();
    if let Ok(value) = MetadataValue::try_from(outgoing.request_id.as_str()) {
        metadata.insert(REQUEST_ID_HEADER, value);
    }
    if let Some(traceparent) = outgoing.traceparent.as_deref()
        && let Ok(value) = MetadataValue::try_from(traceparent)
    {
        metadata.insert("traceparent", value);
    }
    if let Some(tracestate) = outgoing.tracestate.as_deref()
        && let Ok(value) = MetadataValue::try_from(tracestate)
    {
        metadata.insert("tracestate", value);
    }
    request
}

/// Takes the request id and trace context from the call's metadata, makes them the current
/// context and span fields for the handler, and records per-method metrics.
#[derive(Clone, Copy, Debug, Default)]
pub struct ContextLayer;

impl<S> Layer<S> for ContextLayer {
    type Service = ContextService<S>;

    fn layer(&self, inner: S) -> Self::Service {
        ContextService { inner }
    }
}

#[derive(Clone, Debug)]
pub struct ContextService<S> {
    inner: S,
}

type BoxFuture<T> = Pin<Box<dyn std::future::Future<Output = T> + Send>>;

impl<S, B, R> Service<http::Request<B>> for ContextService<S>
where
    S: Service<http::Request<B>, Response = http::Response<R>> + Clone + Send + 'static,
    S::Future: Send + 'static,
    B: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = BoxFuture<Result<S::Response, S::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: http::Request<B>) -> Self::Future {
        let header = |name: &str| {
            request
                .headers()
                .get(name)
                .and_then(|value| value.to_str().ok())
                .map(str::to_string)
        };
        let request_id = header(REQUEST_ID_HEADER)
            .and_then(|id| context::sanitize_request_id(&id))
            .unwrap_or_else(context::new_request_id);
        let call_context =
            RequestContext::new(request_id, header("traceparent"), header("tracestate"));
        let method = request.uri().path().to_string();
        let span =
            tracing::info_span!("grpc", method = %method, request_id = %call_context.request_id);
        telemetry::set_remote_parent(
            &span,
            call_context.traceparent.as_deref(),
            call_context.tracestate.as_deref(),
        );

        // The service that was polled ready is the one that must serve this call.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let started = Instant::now();
        Box::pin(
            context::scope(call_context, async move {
                let response = inner.call(request).await;
                let code = match &response {
                    Ok(response) => response
                        .headers()
                        .get("grpc-status")
                        .and_then(|value| value.to_str().ok())
                        .unwrap_or("0")
                        .to_string(),
                    Err(_) => "transport".to_string(),
                };
                metrics::record_grpc(&method, &code, started.elapsed().as_secs_f64());
                response
            })
            .instrument(span),
        )
    }
}
