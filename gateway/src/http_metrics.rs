//! The gateway's Prometheus metrics. Per-route request count and latency go to the platform's
//! `zrm_http_requests_total` / `zrm_http_request_duration_seconds` (default registry, shared with
//! the gRPC client and server metrics); open websocket sessions and push deliveries are the
//! gateway's own, in a registry per `GatewayMetrics` (so several app instances can live in one
//! test process). `/metrics` renders both.

use prometheus::{Encoder, IntCounterVec, IntGauge, Opts, Registry, TextEncoder};

#[derive(Clone)]
pub struct GatewayMetrics {
    registry: Registry,
    ws_sessions: IntGauge,
    pushes: IntCounterVec,
}

impl GatewayMetrics {
    pub fn new() -> Result<Self, prometheus::Error> {
        let registry = Registry::new();
        let ws_sessions = IntGauge::new(
            "zrm_gateway_ws_sessions",
            "Open notification websocket sessions",
        )?;
        let pushes = IntCounterVec::new(
            Opts::new(
                "zrm_gateway_push_messages_total",
                "Notification pushes received from Redis by outcome",
            ),
            &["outcome"],
        )?;
        registry.register(Box::new(ws_sessions.clone()))?;
        registry.register(Box::new(pushes.clone()))?;
        Ok(Self {
            registry,
            ws_sessions,
            pushes,
        })
    }

    pub fn observe_request(&self, method: &str, route: &str, status: u16, seconds: f64) {
        zrm_platform::metrics::record_http(method, route, status, seconds);
    }

    pub fn session_opened(&self) {
        self.ws_sessions.inc();
    }

    pub fn session_closed(&self) {
        self.ws_sessions.dec();
    }

    /// A push delivered to `sessions` local sessions (0: the user has none on this replica).
    pub fn push_received(&self, sessions: usize) {
        let outcome = if sessions > 0 {
            "delivered"
        } else {
            "no_local_session"
        };
        self.pushes.with_label_values(&[outcome]).inc();
    }

    /// Prometheus text exposition of the default registry and this one.
    pub fn render(&self) -> Result<String, prometheus::Error> {
        let mut buffer = Vec::new();
        TextEncoder::new().encode(&self.registry.gather(), &mut buffer)?;
        let own =
            String::from_utf8(buffer).map_err(|error| prometheus::Error::Msg(error.to_string()))?;
        Ok(format!("{}{own}", zrm_platform::metrics::render()))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn renders_observed_requests() {
        let metrics = GatewayMetrics::new().unwrap();
        metrics.observe_request("GET", "/lead/get/{id}", 200, 0.004);
        let text = metrics.render().unwrap();
        assert!(
            text.contains(
                r#"zrm_http_requests_total{method="GET",route="/lead/get/{id}",status="200"}"#
            ),
            "{text}"
        );
        assert!(text.contains("zrm_http_request_duration_seconds_bucket"));
        metrics.session_opened();
        assert!(
            metrics
                .render()
                .unwrap()
                .contains("zrm_gateway_ws_sessions 1")
        );
    }
}
