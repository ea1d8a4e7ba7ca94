//! `/sandbox/vipps/*`: what tests (and the pages) do in place of the user in the Vipps app and
//! their card — accept or reject an agreement, "agreement stopped by user", "charge charged",
//! "charge failed" — plus what the simulator holds and sent.

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::model::AgreementStatus;
use super::scripts::SCRIPTED_PHONES;
use super::simulator::VippsSimulator;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::faults::FaultBody;
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;
/// `failureReason` values a charge may fail with.
const FAILURE_REASONS: [&str; 4] = [
    "user_action_required",
    "charge_amount_too_high",
    "non_technical_error",
    "technical_error",
];

#[derive(Debug, Clone, Serialize)]
pub struct AgreementView {
    pub id: String,
    pub status: &'static str,
    pub product_name: String,
    pub phone_number: Option<String>,
    pub behaviour: &'static str,
    /// The landing page's `token`.
    pub uuid: String,
    pub created: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ChargeView {
    pub id: String,
    pub agreement_id: String,
    pub amount: i64,
    pub due: NaiveDate,
    pub status: &'static str,
    #[serde(rename = "type")]
    pub charge_type: &'static str,
    pub transaction_type: &'static str,
    pub failure_reason: Option<&'static str>,
    pub created: DateTime<Utc>,
}

impl VippsSimulator {
    pub fn agreement_views(&self) -> Vec<AgreementView> {
        self.with_ledger(|ledger, _| {
            let mut views: Vec<AgreementView> = ledger
                .agreements
                .values()
                .map(|a| AgreementView {
                    id: a.id.clone(),
                    status: a.status.as_str(),
                    product_name: a.product_name.clone(),
                    phone_number: a.phone_number.clone(),
                    behaviour: a.script.describe(),
                    uuid: a.uuid.clone(),
                    created: a.created,
                })
                .collect();
            views.sort_by_key(|v| std::cmp::Reverse(v.created));
            views
        })
    }

    pub fn charge_views(&self) -> Vec<ChargeView> {
        self.with_ledger(|ledger, _| {
            let mut views: Vec<ChargeView> = ledger
                .charges
                .values()
                .map(|c| ChargeView {
                    id: c.id.clone(),
                    agreement_id: c.agreement_id.clone(),
                    amount: c.amount,
                    due: c.due,
                    status: c.status.as_str(),
                    charge_type: c.charge_type.as_str(),
                    transaction_type: c.transaction_type.as_str(),
                    failure_reason: c.failure_reason,
                    created: c.created,
                })
                .collect();
            views.sort_by_key(|v| std::cmp::Reverse(v.created));
            views
        })
    }

    pub fn tokens_issued(&self) -> u64 {
        self.with_ledger(|ledger, _| ledger.tokens_issued)
    }
}

/// Runs a user action; the API's problem becomes the control API's `{detail}` error.
pub fn user_action(
    sim: &VippsSimulator,
    id: &str,
    action: &str,
    phone: Option<String>,
) -> Result<(), SandboxError> {
    let status = sim
        .agreement_views()
        .into_iter()
        .find(|a| a.id == id)
        .map(|a| a.status)
        .ok_or_else(|| SandboxError::NotFound(format!("no agreement {id}")))?;
    let pending = status == AgreementStatus::Pending.as_str();
    let active = status == AgreementStatus::Active.as_str();
    let result = match action {
        "accept" if pending => sim.user_accepts(id, phone),
        "reject" if pending => sim.user_ends(id),
        "stop" if active => sim.user_ends(id),
        "accept" | "reject" | "stop" => {
            return Err(SandboxError::Conflict(format!(
                "not possible for an agreement that is {status}"
            )));
        }
        other => {
            return Err(SandboxError::NotFound(format!(
                "no agreement action {other:?}"
            )));
        }
    };
    result.map_err(|e| SandboxError::Conflict(e.to_string()))
}

pub fn charge_action(
    sim: &VippsSimulator,
    id: &str,
    action: &str,
    reason: Option<&str>,
) -> Result<serde_json::Value, SandboxError> {
    let outcome = match action {
        "charge" => Ok(()),
        "fail" => {
            let reason = reason.unwrap_or("user_action_required");
            Err(FAILURE_REASONS
                .iter()
                .copied()
                .find(|r| *r == reason)
                .ok_or_else(|| {
                    SandboxError::validation(
                        "failure_reason",
                        format!(
                            "failure_reason must be one of {}",
                            FAILURE_REASONS.join(", ")
                        ),
                    )
                })?)
        }
        other => {
            return Err(SandboxError::NotFound(format!(
                "no charge action {other:?}"
            )));
        }
    };
    sim.force_charge(id, outcome)
        .map_err(|e| match e.status().as_u16() {
            404 => SandboxError::NotFound(e.to_string()),
            _ => SandboxError::Conflict(e.to_string()),
        })
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionBody {
    phone_number: Option<String>,
    failure_reason: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Limit {
    limit: Option<usize>,
}

async fn agreements(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": state.vipps.agreement_views() }))
}

async fn charges(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": state.vipps.charge_views() }))
}

async fn webhooks(
    state: web::Data<AppState>,
    query: web::Query<Limit>,
) -> Result<HttpResponse, SandboxError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(SandboxError::validation(
            "limit",
            format!("limit must be 1 to {MAX_LIMIT}"),
        ));
    }
    Ok(HttpResponse::Ok().json(json!({ "items": state.vipps.deliveries(limit) })))
}

async fn tokens(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "issued": state.vipps.tokens_issued() }))
}

async fn phones() -> impl Responder {
    let items: Vec<_> = SCRIPTED_PHONES
        .iter()
        .map(|p| json!({ "phone_number": p.phone_number, "behaviour": p.script.describe() }))
        .collect();
    web::Json(json!({ "items": items }))
}

async fn agreement_action(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let (id, action) = path.into_inner();
    let input: ActionBody = body(&raw)?;
    user_action(&state.vipps, &id, &action, input.phone_number)?;
    Ok(HttpResponse::Ok().json(
        state
            .vipps
            .get_agreement(&id)
            .map_err(|e| SandboxError::NotFound(e.to_string()))?,
    ))
}

async fn charge_action_handler(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let (id, action) = path.into_inner();
    let input: ActionBody = body(&raw)?;
    Ok(HttpResponse::Ok().json(charge_action(
        &state.vipps,
        &id,
        &action,
        input.failure_reason.as_deref(),
    )?))
}

async fn add_fault(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let (fault, times) = body::<FaultBody>(&raw)?.parse()?;
    state.vipps.faults.add(fault, times);
    Ok(HttpResponse::NoContent().finish())
}

async fn clear_faults(state: web::Data<AppState>) -> HttpResponse {
    state.vipps.faults.clear();
    HttpResponse::NoContent().finish()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/vipps")
            .route("/agreements", web::get().to(agreements))
            .route(
                "/agreements/{id}/{action}",
                web::post().to(agreement_action),
            )
            .route("/charges", web::get().to(charges))
            .route(
                "/charges/{id}/{action}",
                web::post().to(charge_action_handler),
            )
            .route("/webhooks", web::get().to(webhooks))
            .route("/tokens", web::get().to(tokens))
            .route("/phones", web::get().to(phones))
            .route("/faults", web::post().to(add_fault))
            .route("/faults", web::delete().to(clear_faults)),
    );
}
