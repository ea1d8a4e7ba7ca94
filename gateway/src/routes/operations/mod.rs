//! Operations endpoints: liveness, readiness, metrics.

pub mod health;
pub mod metrics;

use actix_web::{HttpResponse, get, http::header};

/// `/docs` → `/docs/` (Swagger UI lives under the trailing slash).
#[utoipa::path(
    tag = "operations",
    responses((status = 308, description = "Redirect to the Swagger UI at `/docs/`")),
    security(()),
)]
#[get("/docs")]
pub async fn docs_redirect() -> HttpResponse {
    HttpResponse::PermanentRedirect()
        .insert_header((header::LOCATION, "/docs/"))
        .finish()
}
