//! Around every request, in one place: the request id (accepted from `X-Request-ID` or created,
//! and echoed), the W3C trace context, a span carrying both plus method and path, the
//! task-local request context every gRPC call copies into its metadata, the per-route metrics,
//! and conversion of any error that is not already a `GatewayError` into the error body.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::error::InternalError;
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, ResponseError, web};
use std::time::Instant;
use tracing::Instrument;
use zrm_platform::context::{self, RequestContext};

use crate::error::{ErrorBody, GatewayError, INTERNAL_DETAIL};
use crate::state::AppState;

pub const REQUEST_ID_HEADER: &str = "x-request-id";
const UNMATCHED_ROUTE: &str = "unmatched";

pub async fn request_context(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
            .map(str::to_string)
    };
    let request_id = header(REQUEST_ID_HEADER)
        .and_then(|value| context::sanitize_request_id(&value))
        .unwrap_or_else(context::new_request_id);
    let language = header("accept-language")
        .and_then(|value| zrm_domain::Language::from_accept_language(&value));
    let request_context = RequestContext::new(
        request_id.clone(),
        header("traceparent"),
        header("tracestate"),
    )
    .with_language(language.map(zrm_domain::Language::code));
    let method = req.method().to_string();
    let span = tracing::info_span!(
        "http_request",
        request_id = %request_id,
        method = %method,
        path = req.path(),
        user_id = tracing::field::Empty,
        status = tracing::field::Empty,
    );
    zrm_platform::telemetry::set_remote_parent(
        &span,
        request_context.traceparent.as_deref(),
        request_context.tracestate.as_deref(),
    );
    let metrics = req
        .app_data::<web::Data<AppState>>()
        .map(|state| state.metrics.clone());
    let started = Instant::now();

    // No clone of the request may be held across `next.call`: routing needs it uniquely owned.
    let served = context::scope(
        request_context,
        async move {
            match next.call(req).await {
                Ok(response) => Ok(convert_foreign_error(response.map_into_boxed_body())),
                Err(error) => Err(render(&error)),
            }
        }
        .instrument(span.clone()),
    )
    .await;

    // The route pattern is read once routing has matched the request, which makes it a lookup by
    // the matched resource's position; asked before, it would route the path a second time.
    // A request refused by middleware before routing (CORS) has no route.
    let (status, route) = match &served {
        Ok(response) => (response.status(), response.request().match_pattern()),
        Err(response) => (response.status(), None),
    };
    let route = route.as_deref().unwrap_or(UNMATCHED_ROUTE);
    let elapsed = started.elapsed();
    if let Some(metrics) = metrics {
        metrics.observe_request(&method, route, status.as_u16(), elapsed.as_secs_f64());
    }
    // Success is the hot path: logging every one costs a JSON line per request (the metrics
    // above count them anyway), so it is debug; failures stay visible at info and warn, and only
    // they record their status on the span (recording a field re-renders the span's JSON fields).
    let elapsed_ms = elapsed.as_secs_f64() * 1000.0;
    if !status.is_success() {
        span.record("status", status.as_u16());
    }
    if status.is_server_error() {
        tracing::warn!(parent: &span, status = status.as_u16(), elapsed_ms, "request failed");
    } else if status.is_client_error() {
        tracing::info!(parent: &span, status = status.as_u16(), elapsed_ms, "request refused");
    } else {
        tracing::debug!(parent: &span, status = status.as_u16(), elapsed_ms, "request served");
    }
    let request_id_value = HeaderValue::from_str(&request_id).ok();
    match served {
        Ok(mut response) => {
            if let Some(value) = request_id_value {
                response
                    .headers_mut()
                    .insert(HeaderName::from_static(REQUEST_ID_HEADER), value);
            }
            Ok(response)
        }
        Err(mut response) => {
            if let Some(value) = request_id_value {
                response
                    .headers_mut()
                    .insert(HeaderName::from_static(REQUEST_ID_HEADER), value);
            }
            // The body was rendered inside the request's context (so it names its request id);
            // actix sends this prepared response as it is.
            Err(InternalError::from_response("request failed", response).into())
        }
    }
}

/// Errors raised by actix itself or by middleware (CORS, routing) keep their status but get the
/// gateway's body; a 5xx never shows its cause.
fn convert_foreign_error(response: ServiceResponse<BoxBody>) -> ServiceResponse<BoxBody> {
    let Some(error) = response.response().error() else {
        return response;
    };
    if error.as_error::<GatewayError>().is_some() {
        return response;
    }
    let rendered = render(error);
    let (request, _) = response.into_parts();
    ServiceResponse::new(request, rendered)
}

fn render(error: &actix_web::Error) -> HttpResponse {
    if let Some(gateway_error) = error.as_error::<GatewayError>() {
        return gateway_error.error_response();
    }
    let status = error.as_response_error().status_code();
    let detail = if status.is_server_error() || status.is_success() {
        tracing::error!(%error, %status, "unhandled error");
        INTERNAL_DETAIL.to_string()
    } else {
        error.to_string()
    };
    let body = ErrorBody {
        detail: crate::error::for_reader(&detail),
        request_id: crate::error::current_request_id(),
        field: None,
        retry_after_secs: None,
    };
    let status = if status.is_success() {
        StatusCode::INTERNAL_SERVER_ERROR
    } else {
        status
    };
    HttpResponse::build(status).json(body)
}
