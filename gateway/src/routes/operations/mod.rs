//! Operations endpoints: liveness, readiness, metrics.

pub mod health;
pub mod metrics;

use actix_web::{HttpResponse, get, http::header};

/// `/docs` → `/docs/` (Swagger UI lives under the trailing slash).
#[get("/docs")]
pub async fn docs_redirect() -> HttpResponse {
    HttpResponse::PermanentRedirect()
        .insert_header((header::LOCATION, "/docs/"))
        .finish()
}
