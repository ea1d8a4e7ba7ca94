//! `/sandbox/debt-register/*`: what the person does at NoGi (gives a consent, withdraws it at
//! norskgjeld.no) and what creditors report (a debt added to a person).

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::api::{creditor_json, parse_nin};
use super::model::{Consent, CreditorLoan, Loan, Purpose};
use super::simulator::Grant;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;

#[derive(Debug, Serialize)]
pub struct ConsentView {
    pub id: String,
    pub nin: String,
    pub scope: String,
    pub client_consent_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub single_use: bool,
    pub used: bool,
    pub revoked: bool,
    pub active: bool,
}

impl ConsentView {
    pub fn new(consent: &Consent, now: DateTime<Utc>) -> Self {
        Self {
            id: consent.id.clone(),
            nin: consent.nin.clone(),
            scope: consent.scope.clone(),
            client_consent_id: consent.client_consent_id.clone(),
            created_at: consent.created_at,
            expires_at: consent.expires_at,
            single_use: consent.single_use,
            used: consent.used,
            revoked: consent.revoked,
            active: consent.is_active(now),
        }
    }
}

#[derive(Debug, Deserialize)]
struct ListParams {
    limit: Option<usize>,
    offset: Option<usize>,
}

async fn consents(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<impl Responder, SandboxError> {
    let limit = params.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(SandboxError::validation(
            "limit",
            format!("limit must be 1 to {MAX_LIMIT}"),
        ));
    }
    let now = state.debt_register.now();
    let items: Vec<ConsentView> = state
        .debt_register
        .consents(params.offset.unwrap_or(0), limit)
        .iter()
        .map(|c| ConsentView::new(c, now))
        .collect();
    Ok(web::Json(serde_json::json!({ "items": items })))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrantBody {
    pub nin: String,
    /// `debt.unsecured.presentation` or `debt.unsecured.processing`, optionally `.N` days.
    pub scope: String,
    /// Overrides the days in the scope; neither: single use.
    pub duration_days: Option<i64>,
}

pub fn grant_consent(state: &AppState, grant: &GrantBody) -> Result<Consent, SandboxError> {
    let nin = parse_nin(state, &grant.nin).map_err(|e| SandboxError::validation("nin", e))?;
    let (purpose, days) = Purpose::parse_scope(grant.scope.trim()).ok_or_else(|| {
        SandboxError::validation("scope", "scope must be debt.unsecured.presentation or debt.unsecured.processing, optionally .N days")
    })?;
    let days = grant.duration_days.or(days);
    if days.is_some_and(|d| d < 1) {
        return Err(SandboxError::validation(
            "duration_days",
            "duration_days must be at least 1",
        ));
    }
    match state.debt_register.grant(&nin, purpose, days, None) {
        Grant::Created(consent) => Ok(consent),
        Grant::Duplicate => Err(SandboxError::Conflict("duplicate consent".into())),
    }
}

async fn grant(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let consent = grant_consent(&state, &body(&raw)?)?;
    Ok(HttpResponse::Created().json(ConsentView::new(&consent, state.debt_register.now())))
}

pub fn withdraw_consent(state: &AppState, id: &str) -> Result<(), SandboxError> {
    if state.debt_register.revoke(id) {
        Ok(())
    } else {
        Err(SandboxError::NotFound(format!("no consent {id}")))
    }
}

async fn withdraw(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, SandboxError> {
    withdraw_consent(&state, &id)?;
    Ok(HttpResponse::NoContent().finish())
}

fn nin_of(state: &AppState, raw: &str) -> Result<String, SandboxError> {
    parse_nin(state, raw).map_err(|e| SandboxError::validation("nin", e))
}

async fn loans(
    state: web::Data<AppState>,
    nin: web::Path<String>,
) -> Result<impl Responder, SandboxError> {
    let nin = nin_of(&state, &nin)?;
    let items: Vec<serde_json::Value> = state
        .debt_register
        .loans(&nin)
        .iter()
        .map(creditor_json)
        .collect();
    Ok(web::Json(serde_json::json!({ "items": items })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LoanBody {
    creditor_name: String,
    /// A loan in NoGi's schema (`type` repaymentLoan, creditFacility or chargeCard); null: the
    /// creditor does not answer.
    loan: Option<Loan>,
}

async fn add_loan(
    state: web::Data<AppState>,
    nin: web::Path<String>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let nin = nin_of(&state, &nin)?;
    let body: LoanBody = serde_json::from_slice(&raw)
        .map_err(|e| SandboxError::validation("body", e.to_string()))?;
    if body.creditor_name.trim().is_empty() {
        return Err(SandboxError::validation(
            "creditor_name",
            "creditor_name must not be empty",
        ));
    }
    if let Some(loan) = &body.loan {
        loan.check()
            .map_err(|(field, detail)| SandboxError::validation(field, detail))?;
    }
    let entry = CreditorLoan {
        creditor_name: body.creditor_name.trim().to_owned(),
        loan: body.loan,
    };
    let shown = creditor_json(&entry);
    state.debt_register.add_loan(&nin, entry);
    Ok(HttpResponse::Created().json(shown))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/debt-register")
            .route("/consents", web::get().to(consents))
            .route("/consents", web::post().to(grant))
            .route("/consents/{id}", web::delete().to(withdraw))
            .route("/persons/{nin}/loans", web::get().to(loans))
            .route("/persons/{nin}/loans", web::post().to(add_loan)),
    );
}
