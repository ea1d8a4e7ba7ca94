//! `GET /healthz` (the process runs) and `GET /readyz` (its dependencies answer).

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::readiness::ReadinessReport;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Liveness {
    /// Always `ok`.
    pub status: &'static str,
}

#[utoipa::path(tag = "operations", responses((status = 200, body = Liveness)), security(()))]
#[get("/healthz")]
pub async fn healthz() -> web::Json<Liveness> {
    web::Json(Liveness { status: "ok" })
}

#[utoipa::path(
    tag = "operations",
    responses(
        (status = 200, description = "Every check answered ok", body = ReadinessReport),
        (status = 503, description = "A check failed; its entry holds the error", body = ReadinessReport),
    ),
    security(()),
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let report = state.readiness.check().await;
    if report.is_ready() {
        HttpResponse::Ok().json(report)
    } else {
        HttpResponse::ServiceUnavailable().json(report)
    }
}
