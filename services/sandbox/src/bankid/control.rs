//! `/sandbox/bankid/*`: what tests (and the page) do in place of a person holding the BankID app.

use std::time::Duration;

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use uuid::Uuid;
use zrm_domain::{Country, PersonalId};

use super::error_code::ErrorCode;
use super::hints::FailedHint;
use super::order::AppAction;
use super::persons::{self, TEST_PERSONS};
use super::simulator::{Endpoint, Fault, FaultKind, OrderSummary};
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_FAULT_DELAY_MS: u64 = 120_000;

/// Parses an optional JSON body; an empty body means all defaults.
pub fn body<T: DeserializeOwned + Default>(raw: &[u8]) -> Result<T, SandboxError> {
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(raw).map_err(|e| SandboxError::validation("body", e.to_string()))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionBody {
    pub personal_number: Option<String>,
    pub hint_code: Option<String>,
}

pub fn holder_for(
    state: &AppState,
    order_ref: Uuid,
    given: Option<&str>,
) -> Result<persons::Holder, SandboxError> {
    let pn = match given.map(str::trim).filter(|pn| !pn.is_empty()) {
        Some(pn) => pn.to_owned(),
        None => state
            .bankid
            .required_personal_number(order_ref)?
            .ok_or_else(|| {
                SandboxError::validation(
                    "personal_number",
                    "personal_number is required: the order does not name one",
                )
            })?,
    };
    let id = PersonalId::parse(Country::Se, &pn, state.clock.now().date_naive())
        .map_err(|e| SandboxError::validation("personal_number", e.to_string()))?;
    Ok(persons::holder(id.canonical()))
}

pub fn parse_action(
    state: &AppState,
    order_ref: Uuid,
    name: &str,
    body: &ActionBody,
) -> Result<AppAction, SandboxError> {
    let action = match name {
        "open" => AppAction::Open,
        "identify" => AppAction::Identify,
        "confirm-call" => AppAction::ConfirmCall,
        "decline-call" => AppAction::DeclineCall,
        "scan-mrtd" => AppAction::ScanMrtd,
        "cancel" => AppAction::Cancel,
        "sign" => AppAction::Sign(holder_for(
            state,
            order_ref,
            body.personal_number.as_deref(),
        )?),
        "approve" => AppAction::Approve(holder_for(
            state,
            order_ref,
            body.personal_number.as_deref(),
        )?),
        "fail" => {
            let code = body.hint_code.as_deref().unwrap_or_default();
            AppAction::Fail(FailedHint::parse(code).ok_or_else(|| {
                SandboxError::validation("hint_code", format!("not a failed hintCode: {code:?}"))
            })?)
        }
        other => return Err(SandboxError::NotFound(format!("no action {other:?}"))),
    };
    Ok(action)
}

fn order_ref(raw: &str) -> Result<Uuid, SandboxError> {
    Uuid::parse_str(raw)
        .map_err(|_| SandboxError::validation("order_ref", "order_ref must be a UUID"))
}

async fn act(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    raw: Bytes,
) -> Result<web::Json<OrderSummary>, SandboxError> {
    let (order, name) = path.into_inner();
    let order_ref = order_ref(&order)?;
    let body: ActionBody = body(&raw)?;
    let action = parse_action(&state, order_ref, &name, &body)?;
    Ok(web::Json(state.bankid.act(order_ref, action)?))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScanBody {
    qr_data: String,
}

async fn scan(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<OrderSummary>, SandboxError> {
    let body: ScanBody = body(&raw)?;
    Ok(web::Json(state.bankid.scan_qr(body.qr_data.trim())?))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenBody {
    auto_start_token: String,
}

async fn open(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<OrderSummary>, SandboxError> {
    let body: OpenBody = body(&raw)?;
    let token = Uuid::parse_str(body.auto_start_token.trim()).map_err(|_| {
        SandboxError::validation("auto_start_token", "auto_start_token must be a UUID")
    })?;
    Ok(web::Json(state.bankid.open_with_autostart(token)?))
}

async fn list_orders(state: web::Data<AppState>) -> impl Responder {
    web::Json(serde_json::json!({ "items": state.bankid.orders() }))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FaultBody {
    error_code: Option<ErrorCode>,
    delay_ms: Option<u64>,
    endpoint: Option<String>,
    times: Option<u32>,
}

async fn add_fault(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let body: FaultBody = body(&raw)?;
    let kind = match (body.error_code, body.delay_ms) {
        (Some(code), None) => FaultKind::Error(code),
        (None, Some(ms)) if ms <= MAX_FAULT_DELAY_MS => FaultKind::Delay(Duration::from_millis(ms)),
        (None, Some(_)) => {
            return Err(SandboxError::validation(
                "delay_ms",
                format!("delay_ms must be at most {MAX_FAULT_DELAY_MS}"),
            ));
        }
        (Some(_), Some(_)) | (None, None) => {
            return Err(SandboxError::validation(
                "error_code",
                "give exactly one of error_code and delay_ms",
            ));
        }
    };
    let endpoint = body
        .endpoint
        .as_deref()
        .map(|e| {
            Endpoint::parse(e).ok_or_else(|| {
                SandboxError::validation(
                    "endpoint",
                    "endpoint must be auth, sign, phone/auth, phone/sign, collect or cancel",
                )
            })
        })
        .transpose()?;
    let times = body.times.unwrap_or(1);
    if times == 0 {
        return Err(SandboxError::validation(
            "times",
            "times must be at least 1",
        ));
    }
    state.bankid.add_fault(Fault {
        kind,
        endpoint,
        remaining: times,
    });
    Ok(HttpResponse::NoContent().finish())
}

async fn clear_faults(state: web::Data<AppState>) -> HttpResponse {
    state.bankid.clear_faults();
    HttpResponse::NoContent().finish()
}

async fn list_persons() -> impl Responder {
    let items: Vec<_> = TEST_PERSONS
        .iter()
        .map(|p| {
            serde_json::json!({
                "personal_number": p.personal_number,
                "name": format!("{} {}", p.given_name, p.surname),
                "behaviour": p.behaviour.describe(),
            })
        })
        .collect();
    web::Json(serde_json::json!({ "items": items }))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/bankid")
            .route("/orders", web::get().to(list_orders))
            .route("/orders/{order_ref}/{action}", web::post().to(act))
            .route("/scan", web::post().to(scan))
            .route("/open", web::post().to(open))
            .route("/faults", web::post().to(add_fault))
            .route("/faults", web::delete().to(clear_faults))
            .route("/persons", web::get().to(list_persons)),
    );
}
