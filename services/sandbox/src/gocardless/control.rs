//! `/sandbox/gocardless/*`: what tests (and the pages) do in place of the payer, the bank and
//! the passing days — approve a mandate set-up, "payment paid out", "payment failed", "mandate
//! cancelled" — plus what the simulator sent.

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use serde::Deserialize;
use serde_json::json;
use zrm_domain::{Country, PersonalId};

use super::flows::PayerDetails;
use super::forced::{MandateAction, PaymentAction};
use super::scripts::SCRIPTED_ACCOUNTS;
use super::simulator::WebhookEndpoint;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::faults::FaultBody;
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;

/// The payer's entries; everything but the personal number has a default.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayerInput {
    pub personal_number: String,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub email: Option<String>,
    pub clearing_number: Option<String>,
    pub account_number: Option<String>,
}

fn digits(
    field: &str,
    value: &str,
    lengths: std::ops::RangeInclusive<usize>,
) -> Result<String, SandboxError> {
    let value = value.trim().replace([' ', '-'], "");
    if lengths.contains(&value.len()) && value.bytes().all(|b| b.is_ascii_digit()) {
        Ok(value)
    } else {
        Err(SandboxError::validation(
            field,
            format!(
                "{field} must be {} to {} digits",
                lengths.start(),
                lengths.end()
            ),
        ))
    }
}

fn text_or(value: Option<String>, default: &str) -> String {
    value
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_owned())
}

impl PayerInput {
    pub fn into_details(self, today: chrono::NaiveDate) -> Result<PayerDetails, SandboxError> {
        let id = PersonalId::parse(Country::Se, self.personal_number.trim(), today)
            .map_err(|e| SandboxError::validation("personal_number", e.to_string()))?;
        let email = text_or(self.email, "payer@example.com");
        if !email.contains('@') {
            return Err(SandboxError::validation(
                "email",
                "email must be an e-mail address",
            ));
        }
        Ok(PayerDetails {
            given_name: text_or(self.given_name, "Test"),
            family_name: text_or(self.family_name, "Betalare"),
            email,
            swedish_identity_number: id.canonical().to_owned(),
            clearing_number: digits(
                "clearing_number",
                &text_or(self.clearing_number, "5491"),
                4..=5,
            )?,
            account_number: digits(
                "account_number",
                &text_or(self.account_number, "1234567890"),
                1..=15,
            )?,
        })
    }
}

#[derive(Debug, Deserialize)]
struct Limit {
    limit: Option<usize>,
}

fn limit(query: &Limit) -> Result<usize, SandboxError> {
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if (1..=MAX_LIMIT).contains(&limit) {
        Ok(limit)
    } else {
        Err(SandboxError::validation(
            "limit",
            format!("limit must be 1 to {MAX_LIMIT}"),
        ))
    }
}

async fn mandates(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": state.gocardless.mandates() }))
}

async fn payments(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": state.gocardless.payments() }))
}

async fn flows(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": state.gocardless.flows() }))
}

async fn webhooks(
    state: web::Data<AppState>,
    query: web::Query<Limit>,
) -> Result<HttpResponse, SandboxError> {
    let items = state.gocardless.deliveries(limit(&query)?);
    Ok(HttpResponse::Ok().json(json!({ "items": items })))
}

async fn accounts() -> impl Responder {
    let items: Vec<_> = SCRIPTED_ACCOUNTS
        .iter()
        .map(|a| {
            json!({
                "clearing_number": a.clearing_number,
                "account_number": a.account_number,
                "behaviour": a.script.describe(),
            })
        })
        .collect();
    web::Json(json!({ "items": items }))
}

async fn mandate_action(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, SandboxError> {
    let (id, name) = path.into_inner();
    let action = MandateAction::parse(&name)
        .ok_or_else(|| SandboxError::NotFound(format!("no mandate action {name:?}")))?;
    Ok(HttpResponse::Ok().json(state.gocardless.force_mandate(&id, action)?))
}

async fn payment_action(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, SandboxError> {
    let (id, name) = path.into_inner();
    let action = PaymentAction::parse(&name)
        .ok_or_else(|| SandboxError::NotFound(format!("no payment action {name:?}")))?;
    Ok(HttpResponse::Ok().json(state.gocardless.force_payment(&id, action)?))
}

async fn approve_flow(
    state: web::Data<AppState>,
    id: web::Path<String>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let input: PayerInput = body(&raw)?;
    let payer = input.into_details(state.clock.now().date_naive())?;
    let redirect = state.gocardless.approve_flow(&id, payer)?;
    Ok(HttpResponse::Ok().json(json!({ "redirect_to": redirect })))
}

async fn exit_flow(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, SandboxError> {
    let exit = state.gocardless.exit_flow(&id)?;
    Ok(HttpResponse::Ok().json(json!({ "redirect_to": exit })))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct EndpointBody {
    url: String,
    secret: Option<String>,
}

async fn get_endpoint(state: web::Data<AppState>) -> impl Responder {
    let endpoint = state.gocardless.webhook_endpoint();
    web::Json(json!({ "url": endpoint.url }))
}

async fn set_endpoint(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let input: EndpointBody = body(&raw)?;
    let url = input.url.trim().to_owned();
    if !url.is_empty() && reqwest::Url::parse(&url).is_err() {
        return Err(SandboxError::validation(
            "url",
            "url must be a URL or empty",
        ));
    }
    let secret = input
        .secret
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| state.gocardless.webhook_endpoint().secret);
    state.gocardless.set_webhook_endpoint(WebhookEndpoint {
        url: url.clone(),
        secret,
    });
    Ok(HttpResponse::Ok().json(json!({ "url": url })))
}

async fn add_fault(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let (fault, times) = body::<FaultBody>(&raw)?.parse()?;
    state.gocardless.faults.add(fault, times);
    Ok(HttpResponse::NoContent().finish())
}

async fn clear_faults(state: web::Data<AppState>) -> HttpResponse {
    state.gocardless.faults.clear();
    HttpResponse::NoContent().finish()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/gocardless")
            .route("/mandates", web::get().to(mandates))
            .route("/mandates/{id}/{action}", web::post().to(mandate_action))
            .route("/payments", web::get().to(payments))
            .route("/payments/{id}/{action}", web::post().to(payment_action))
            .route("/flows", web::get().to(flows))
            .route("/flows/{id}/approve", web::post().to(approve_flow))
            .route("/flows/{id}/exit", web::post().to(exit_flow))
            .route("/webhooks", web::get().to(webhooks))
            .route("/webhook-endpoint", web::get().to(get_endpoint))
            .route("/webhook-endpoint", web::put().to(set_endpoint))
            .route("/accounts", web::get().to(accounts))
            .route("/faults", web::post().to(add_fault))
            .route("/faults", web::delete().to(clear_faults)),
    );
}
