//! Prometheus metrics of the plumbing (gRPC calls, HTTP requests, outbox, consumers) in the
//! default registry, served at `/metrics` by every process.

use std::net::SocketAddr;
use std::sync::LazyLock;

use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, Opts, TextEncoder,
};
use serde::Deserialize;

use crate::PlatformError;
use crate::bus::consumer_outcome_label;
use crate::config::{ConfigError, Scope};
use crate::shutdown::Shutdown;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetricsSettings {
    pub listen: SocketAddr,
}

impl MetricsSettings {
    pub fn validate(&self, _scope: &Scope, _section: &str) -> Result<(), ConfigError> {
        Ok(())
    }
}

struct Metrics {
    grpc_requests: IntCounterVec,
    grpc_duration: HistogramVec,
    http_requests: IntCounterVec,
    http_duration: HistogramVec,
    outbox_published: IntCounter,
    consumed: IntCounterVec,
}

const LATENCY_BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

// Metric definitions are constants, so creation only fails on a programming error; then the
// process runs without these metrics rather than not at all.
static METRICS: LazyLock<Option<Metrics>> = LazyLock::new(|| match build() {
    Ok(metrics) => Some(metrics),
    Err(error) => {
        tracing::error!(%error, "metrics unavailable");
        None
    }
});

fn build() -> Result<Metrics, prometheus::Error> {
    let registry = prometheus::default_registry();
    let metrics = Metrics {
        grpc_requests: IntCounterVec::new(
            Opts::new(
                "zrm_grpc_requests_total",
                "gRPC requests served, by method and status code",
            ),
            &["method", "code"],
        )?,
        grpc_duration: HistogramVec::new(
            HistogramOpts::new("zrm_grpc_request_duration_seconds", "gRPC request latency")
                .buckets(LATENCY_BUCKETS.to_vec()),
            &["method"],
        )?,
        http_requests: IntCounterVec::new(
            Opts::new(
                "zrm_http_requests_total",
                "HTTP requests served, by route and status",
            ),
            &["method", "route", "status"],
        )?,
        http_duration: HistogramVec::new(
            HistogramOpts::new("zrm_http_request_duration_seconds", "HTTP request latency")
                .buckets(LATENCY_BUCKETS.to_vec()),
            &["method", "route"],
        )?,
        outbox_published: IntCounter::new(
            "zrm_outbox_published_total",
            "Outbox events published and confirmed",
        )?,
        consumed: IntCounterVec::new(
            Opts::new(
                "zrm_events_consumed_total",
                "Events consumed, by queue and outcome",
            ),
            &["queue", "outcome"],
        )?,
    };
    registry.register(Box::new(metrics.grpc_requests.clone()))?;
    registry.register(Box::new(metrics.grpc_duration.clone()))?;
    registry.register(Box::new(metrics.http_requests.clone()))?;
    registry.register(Box::new(metrics.http_duration.clone()))?;
    registry.register(Box::new(metrics.outbox_published.clone()))?;
    registry.register(Box::new(metrics.consumed.clone()))?;
    Ok(metrics)
}

pub fn record_grpc(method: &str, code: &str, seconds: f64) {
    if let Some(metrics) = METRICS.as_ref() {
        metrics
            .grpc_requests
            .with_label_values(&[method, code])
            .inc();
        metrics
            .grpc_duration
            .with_label_values(&[method])
            .observe(seconds);
    }
}

pub fn record_http(method: &str, route: &str, status: u16, seconds: f64) {
    if let Some(metrics) = METRICS.as_ref() {
        metrics
            .http_requests
            .with_label_values(&[method, route, &status.to_string()])
            .inc();
        metrics
            .http_duration
            .with_label_values(&[method, route])
            .observe(seconds);
    }
}

pub fn record_published(count: usize) {
    if let Some(metrics) = METRICS.as_ref() {
        metrics.outbox_published.inc_by(count as u64);
    }
}

pub fn record_consumed(queue: &str, outcome: crate::bus::Outcome) {
    if let Some(metrics) = METRICS.as_ref() {
        metrics
            .consumed
            .with_label_values(&[queue, consumer_outcome_label(outcome)])
            .inc();
    }
}

/// The Prometheus text exposition of the default registry.
pub fn render() -> String {
    LazyLock::force(&METRICS);
    let mut buffer = Vec::new();
    if let Err(error) = TextEncoder::new().encode(&prometheus::gather(), &mut buffer) {
        tracing::error!(%error, "cannot encode metrics");
    }
    String::from_utf8(buffer).unwrap_or_default()
}

async fn metrics_endpoint() -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(render())
}

/// Serves `/metrics` on its own port until shutdown.
pub fn serve(
    settings: &MetricsSettings,
    shutdown: Shutdown,
) -> Result<tokio::task::JoinHandle<()>, PlatformError> {
    let server = actix_web::HttpServer::new(|| {
        actix_web::App::new().route("/metrics", actix_web::web::get().to(metrics_endpoint))
    })
    .workers(1)
    .disable_signals()
    .bind(settings.listen)?
    .run();
    let handle = server.handle();
    tokio::spawn(async move {
        shutdown.wait().await;
        handle.stop(true).await;
    });
    Ok(tokio::spawn(async move {
        if let Err(error) = server.await {
            tracing::error!(%error, "metrics server failed");
        }
    }))
}
