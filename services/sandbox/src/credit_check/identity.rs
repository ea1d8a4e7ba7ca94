//! `POST /credit-check/v1/identity-checks {country, personal_id, first_name, last_name}` with
//! `X-API-Key`: the population register's answer on whether the person is registered under that
//! name. Every valid personal id is `verified` unless an outcome is scripted for it through
//! `POST /sandbox/credit-check/identity-checks {personal_id, status}` (one use each).

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::bankid::control::body;
use crate::checks::auth::require_api_key;
use crate::checks::log::LoggedRequest;
use crate::checks::{
    parse_any_personal_id, parse_country, parse_personal_id, request_body, required,
};
use crate::error::SandboxError;
use crate::state::AppState;

/// The register's answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IdentityStatus {
    Verified,
    Mismatch,
    NotFound,
    ProtectedIdentity,
    Deceased,
}

impl IdentityStatus {
    fn as_str(self) -> &'static str {
        match self {
            Self::Verified => "verified",
            Self::Mismatch => "mismatch",
            Self::NotFound => "not_found",
            Self::ProtectedIdentity => "protected_identity",
            Self::Deceased => "deceased",
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct IdentityCheckRequest {
    country: Option<String>,
    personal_id: Option<String>,
    first_name: Option<String>,
    last_name: Option<String>,
}

async fn identity_check(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.credit_check;
    require_api_key(&req, &sim.settings.api_key)?;
    let request: IdentityCheckRequest = request_body(&raw)?;
    let country = parse_country(request.country.as_deref())?;
    let raw_id = required("personal_id", request.personal_id.as_deref())?;
    required("first_name", request.first_name.as_deref())?;
    required("last_name", request.last_name.as_deref())?;
    let now = sim.clock.now();
    let id = parse_personal_id("personal_id", country, raw_id, now.date_naive())?;
    let scripted = sim.identity_scripts.take(id.canonical());
    let status = scripted.unwrap_or(IdentityStatus::Verified);
    sim.log.record(LoggedRequest {
        at: now,
        subject: id.canonical().to_owned(),
        outcome: format!("identity {}", status.as_str()),
        scripted: scripted.is_some(),
    });
    Ok(HttpResponse::Ok().json(json!({
        "check_id": format!("id_{}", uuid::Uuid::new_v4().simple()),
        "country": country.code(),
        "personal_id": id.canonical(),
        "status": status.as_str(),
        "checked_at": now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptBody {
    personal_id: String,
    status: Option<IdentityStatus>,
}

async fn script(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let sim = &state.credit_check;
    let script: ScriptBody = body(&raw)?;
    let id = parse_any_personal_id(&script.personal_id, sim.clock.now().date_naive())?;
    let status = script
        .status
        .ok_or_else(|| SandboxError::validation("status", "status is required"))?;
    sim.identity_scripts.set(id.canonical().to_owned(), status);
    Ok(HttpResponse::Created().json(json!({
        "personal_id": id.canonical(),
        "status": status,
    })))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/credit-check/v1/identity-checks",
        web::post().to(identity_check),
    )
    .route(
        "/sandbox/credit-check/identity-checks",
        web::post().to(script),
    );
}
