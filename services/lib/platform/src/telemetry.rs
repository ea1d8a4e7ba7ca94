//! Logs and traces. Every process logs JSON lines carrying the fields of the spans they happen in
//! (so the request id set on a request's span is on every line logged while serving it), and
//! exports traces over OTLP when an endpoint is configured.

use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::{TraceContextExt, TracerProvider as _};
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use serde::Deserialize;
use std::collections::HashMap;
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

use crate::PlatformError;
use crate::config::{ConfigError, Scope};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelemetrySettings {
    /// `tracing` filter directives, e.g. `info,zrm_core=debug`.
    pub log_filter: String,
    /// OTLP/gRPC collector endpoint, e.g. `http://127.0.0.1:4317`; traces are not exported when unset.
    #[serde(default)]
    pub otlp_endpoint: Option<String>,
}

impl TelemetrySettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        EnvFilter::try_new(&self.log_filter)
            .map_err(|error| scope.invalid(&format!("{section}.log_filter"), error.to_string()))?;
        match &self.otlp_endpoint {
            Some(endpoint) if !endpoint.is_empty() => scope.require_url(
                &format!("{section}.otlp_endpoint"),
                endpoint,
                &["http", "https"],
            ),
            Some(_) | None => Ok(()),
        }
    }
}

/// Flushes exported spans when dropped at the end of `main`.
pub struct TelemetryGuard {
    provider: Option<SdkTracerProvider>,
}

impl Drop for TelemetryGuard {
    fn drop(&mut self) {
        if let Some(provider) = self.provider.take()
            && let Err(error) = provider.shutdown()
        {
            eprintln!("telemetry shutdown: {error}");
        }
    }
}

/// Installs the global subscriber. Call once, first thing in `main`.
pub fn init(service: &str, settings: &TelemetrySettings) -> Result<TelemetryGuard, PlatformError> {
    let filter = EnvFilter::try_new(&settings.log_filter)
        .map_err(|error| PlatformError::Telemetry(error.to_string()))?;
    let json = tracing_subscriber::fmt::layer()
        .json()
        .flatten_event(true)
        .with_current_span(true)
        .with_span_list(false)
        .with_target(true);
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());

    let provider = match settings.otlp_endpoint.as_deref().filter(|e| !e.is_empty()) {
        Some(endpoint) => Some(otlp_provider(service, endpoint)?),
        None => None,
    };
    let otel = provider.as_ref().map(|provider| {
        tracing_opentelemetry::layer()
            .with_tracer(provider.tracer(service.to_string()))
            .boxed()
    });
    tracing_subscriber::registry()
        .with(filter)
        .with(json)
        .with(otel)
        .try_init()
        .map_err(|error| PlatformError::Telemetry(error.to_string()))?;
    Ok(TelemetryGuard { provider })
}

fn otlp_provider(service: &str, endpoint: &str) -> Result<SdkTracerProvider, PlatformError> {
    use opentelemetry_otlp::WithExportConfig;
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_tonic()
        .with_endpoint(endpoint)
        .build()
        .map_err(|error| PlatformError::Telemetry(error.to_string()))?;
    let resource = opentelemetry_sdk::Resource::builder()
        .with_service_name(format!("zrm-{service}"))
        .build();
    let provider = SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource)
        .build();
    opentelemetry::global::set_tracer_provider(provider.clone());
    Ok(provider)
}

/// Makes `span` a child of the remote span named by a W3C `traceparent` (no-op without one or
/// when traces are not exported).
pub fn set_remote_parent(
    span: &tracing::Span,
    traceparent: Option<&str>,
    tracestate: Option<&str>,
) {
    let Some(traceparent) = traceparent else {
        return;
    };
    let mut carrier = HashMap::new();
    carrier.insert("traceparent".to_string(), traceparent.to_string());
    if let Some(tracestate) = tracestate {
        carrier.insert("tracestate".to_string(), tracestate.to_string());
    }
    let parent = TraceContextPropagator::new().extract(&Carrier(&mut carrier));
    if parent.span().span_context().is_valid() {
        // Fails only when no OpenTelemetry layer is installed, in which case there is nothing to link.
        let _ = span.set_parent(parent);
    }
}

/// The `traceparent` of the current span when it is exported, for calls made from it.
pub fn current_traceparent() -> Option<String> {
    let context = tracing::Span::current().context();
    if !context.span().span_context().is_valid() {
        return None;
    }
    let mut carrier = HashMap::new();
    TraceContextPropagator::new().inject_context(&context, &mut Carrier(&mut carrier));
    carrier.remove("traceparent")
}

struct Carrier<'a>(&'a mut HashMap<String, String>);

impl Extractor for Carrier<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(String::as_str).collect()
    }
}

impl Injector for Carrier<'_> {
    fn set(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
}
