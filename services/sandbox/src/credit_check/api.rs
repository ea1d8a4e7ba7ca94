//! `POST /credit-check/v1/reports {country, personal_id}` with `X-API-Key` → the credit report.

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::json;

use super::rules::{reason_text, risk_class, verdict_for};
use crate::checks::auth::require_api_key;
use crate::checks::log::LoggedRequest;
use crate::checks::{parse_country, parse_personal_id, request_body, required};
use crate::error::SandboxError;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportRequest {
    country: Option<String>,
    personal_id: Option<String>,
}

fn report_id() -> String {
    format!("cr_{}", uuid::Uuid::new_v4().simple())
}

async fn create_report(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.credit_check;
    require_api_key(&req, &sim.settings.api_key)?;
    let body: ReportRequest = request_body(&raw)?;
    let country = parse_country(body.country.as_deref())?;
    let raw_id = required("personal_id", body.personal_id.as_deref())?;
    let now = sim.clock.now();
    let id = parse_personal_id("personal_id", country, raw_id, now.date_naive())?;
    let scripted = sim.scripts.take(id.canonical());
    let is_scripted = scripted.is_some();
    let verdict = scripted.unwrap_or_else(|| verdict_for(id.canonical()));
    sim.log.record(LoggedRequest {
        at: now,
        subject: id.canonical().to_owned(),
        outcome: format!(
            "{} (score {}, {} payment remarks)",
            verdict.decision.as_str(),
            verdict.score,
            verdict.payment_remarks
        ),
        scripted: is_scripted,
    });
    let reasons: Vec<_> = verdict
        .reason_codes
        .iter()
        .map(|code| json!({"code": code, "description": reason_text(code).unwrap_or_default()}))
        .collect();
    Ok(HttpResponse::Ok().json(json!({
        "report_id": report_id(),
        "country": country.code(),
        "personal_id": id.canonical(),
        "decision": verdict.decision.as_str(),
        "score": verdict.score,
        "risk_class": risk_class(verdict.score),
        "payment_remarks": verdict.payment_remarks,
        "reasons": reasons,
        "created_at": now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/credit-check/v1/reports", web::post().to(create_report));
}
