//! `GET /metrics` (Prometheus text format).

use actix_web::{HttpResponse, get, web};

use crate::error::GatewayError;
use crate::state::AppState;

#[utoipa::path(
    tag = "operations",
    responses((status = 200, description = "Prometheus text exposition", content_type = "text/plain")),
    security(()),
)]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> Result<HttpResponse, GatewayError> {
    let text = state
        .metrics
        .render()
        .map_err(|error| GatewayError::Internal(error.to_string()))?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(text))
}
