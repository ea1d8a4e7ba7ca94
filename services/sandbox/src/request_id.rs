//! Per-request plumbing in one place: `X-Request-ID` accepted or created and echoed, the request
//! context (request id, W3C trace context) made current for the handler so errors and log lines
//! carry it, and the request counted in the platform's HTTP metrics.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use zrm_platform::context::{self, RequestContext};
use zrm_platform::metrics;

pub const HEADER: &str = "x-request-id";

/// The request id of the request being served, or an empty string outside a request.
pub fn current() -> String {
    context::current().map(|c| c.request_id).unwrap_or_default()
}

fn header(req: &ServiceRequest, name: &str) -> Option<String> {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let id = header(&req, HEADER)
        .and_then(|v| context::sanitize_request_id(v.trim()))
        .unwrap_or_else(context::new_request_id);
    let ctx = RequestContext::new(
        id.clone(),
        header(&req, "traceparent"),
        header(&req, "tracestate"),
    );
    let method = req.method().to_string();
    let route = req
        .match_pattern()
        .unwrap_or_else(|| "unmatched".to_owned());
    let span = tracing::info_span!("http", request_id = %id, %method, %route);
    let started = Instant::now();
    let mut res =
        context::scope(ctx, tracing::Instrument::instrument(next.call(req), span)).await?;
    metrics::record_http(
        &method,
        &route,
        res.status().as_u16(),
        started.elapsed().as_secs_f64(),
    );
    if let Ok(value) = HeaderValue::from_str(&id) {
        res.headers_mut()
            .insert(HeaderName::from_static(HEADER), value);
    }
    Ok(res)
}

pub async fn metrics_endpoint() -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(metrics::render())
}
