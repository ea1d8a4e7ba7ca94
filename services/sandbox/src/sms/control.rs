//! `/sandbox/sms/*`: everything sent and received (texts included), and "an SMS arrives from …".

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use serde::{Deserialize, Serialize};

use super::message::{Sms, WebhookLog};
use super::store::SmsQuery;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::faults::FaultBody;
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;

#[derive(Debug, Serialize)]
pub struct SmsView {
    pub id: String,
    pub direction: &'static str,
    pub from: String,
    pub to: String,
    pub message: String,
    pub status: &'static str,
    pub parts: u32,
    pub created: chrono::DateTime<chrono::Utc>,
    pub delivered: Option<chrono::DateTime<chrono::Utc>>,
    pub webhook: WebhookLog,
}

impl From<&Sms> for SmsView {
    fn from(sms: &Sms) -> Self {
        Self {
            id: sms.id.clone(),
            direction: sms.direction.as_str(),
            from: sms.from.clone(),
            to: sms.to.clone(),
            message: sms.message.clone(),
            status: sms.status.as_str(),
            parts: sms.parts,
            created: sms.created,
            delivered: sms.delivered,
            webhook: sms.webhook.clone(),
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct ListParams {
    pub to: Option<String>,
    pub limit: Option<usize>,
}

impl ListParams {
    pub fn query(&self) -> Result<SmsQuery, SandboxError> {
        let limit = self.limit.unwrap_or(DEFAULT_LIMIT);
        if !(1..=MAX_LIMIT).contains(&limit) {
            return Err(SandboxError::validation(
                "limit",
                format!("limit must be 1 to {MAX_LIMIT}"),
            ));
        }
        Ok(SmsQuery {
            to: self.to.clone().filter(|t| !t.trim().is_empty()),
            before: None,
            after: None,
            limit,
        })
    }
}

async fn list(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<impl Responder, SandboxError> {
    let items: Vec<SmsView> = state
        .sms
        .store
        .list(&params.query()?)
        .iter()
        .map(SmsView::from)
        .collect();
    Ok(web::Json(serde_json::json!({ "items": items })))
}

async fn clear(state: web::Data<AppState>) -> impl Responder {
    web::Json(serde_json::json!({ "deleted": state.sms.store.clear() }))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InboundBody {
    pub from: String,
    pub to: String,
    pub message: String,
    /// Overrides the configured `sms.inbound_url` for this message.
    pub sms_url: Option<String>,
}

pub fn inject(state: &AppState, inbound: InboundBody) -> Result<Sms, SandboxError> {
    let is_number = |n: &str| {
        n.strip_prefix('+')
            .is_some_and(|d| (8..=15).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()))
    };
    if !is_number(inbound.from.trim()) {
        return Err(SandboxError::validation(
            "from",
            "from must be an E.164 number",
        ));
    }
    if !is_number(inbound.to.trim()) {
        return Err(SandboxError::validation("to", "to must be an E.164 number"));
    }
    if inbound.message.is_empty() {
        return Err(SandboxError::validation(
            "message",
            "message must not be empty",
        ));
    }
    if let Some(url) = &inbound.sms_url
        && reqwest::Url::parse(url).is_err()
    {
        return Err(SandboxError::validation("sms_url", "sms_url must be a URL"));
    }
    Ok(state.sms.receive(
        inbound.from.trim().to_owned(),
        inbound.to.trim().to_owned(),
        inbound.message,
        inbound.sms_url,
    ))
}

async fn inbound(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let sms = inject(&state, body(&raw)?)?;
    Ok(HttpResponse::Accepted().json(SmsView::from(&sms)))
}

async fn add_fault(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let (fault, times) = body::<FaultBody>(&raw)?.parse()?;
    state.sms.faults.add(fault, times);
    Ok(HttpResponse::NoContent().finish())
}

async fn clear_faults(state: web::Data<AppState>) -> HttpResponse {
    state.sms.faults.clear();
    HttpResponse::NoContent().finish()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/sms")
            .route("/messages", web::get().to(list))
            .route("/messages", web::delete().to(clear))
            .route("/inbound", web::post().to(inbound))
            .route("/faults", web::post().to(add_fault))
            .route("/faults", web::delete().to(clear_faults)),
    );
}
