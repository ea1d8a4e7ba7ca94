//! `/sandbox/telavox/*`: the users and their tokens, every call, and what the people on the line
//! do ("a call comes in from …", "answered", "hung up").

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

use super::api::is_dialable;
use super::model::Call;
use super::simulator::{Token, User};
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::state::AppState;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;
const MAX_TOKEN_LIFETIME_SECONDS: i64 = 10 * 365 * 86_400;

#[derive(Debug, Serialize)]
pub struct CallView {
    pub id: String,
    pub extension: String,
    pub direction: &'static str,
    pub number: String,
    pub linestatus: &'static str,
    pub missed: bool,
    pub auto_answer: bool,
    pub started: DateTime<Utc>,
    pub answered: Option<DateTime<Utc>>,
    pub ended: Option<DateTime<Utc>>,
}

impl From<&Call> for CallView {
    fn from(call: &Call) -> Self {
        Self {
            id: call.id.clone(),
            extension: call.extension.clone(),
            direction: call.direction.as_str(),
            number: call.number.clone(),
            linestatus: call.status().as_str(),
            missed: call.is_missed(),
            auto_answer: call.auto_answer,
            started: call.started,
            answered: call.answered,
            ended: call.ended,
        }
    }
}

#[derive(Debug, Serialize)]
struct UserView {
    extension: String,
    name: String,
    email: String,
    mobile: String,
    token: Option<String>,
    token_expires_at: Option<DateTime<Utc>>,
}

impl From<&User> for UserView {
    fn from(user: &User) -> Self {
        Self {
            extension: user.extension.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            mobile: user.mobile.clone(),
            token: user.token.as_ref().map(|t| t.value.clone()),
            token_expires_at: user.token.as_ref().and_then(|t| t.expires_at),
        }
    }
}

async fn users(state: web::Data<AppState>) -> impl Responder {
    let items: Vec<UserView> = state.telavox.users().iter().map(UserView::from).collect();
    web::Json(serde_json::json!({ "items": items }))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RenewBody {
    /// Absent: the token lives until renewed or revoked.
    lifetime_seconds: Option<i64>,
}

pub fn renew(
    state: &AppState,
    extension: &str,
    lifetime_seconds: Option<i64>,
) -> Result<Token, SandboxError> {
    if let Some(seconds) = lifetime_seconds
        && !(1..=MAX_TOKEN_LIFETIME_SECONDS).contains(&seconds)
    {
        return Err(SandboxError::validation(
            "lifetime_seconds",
            format!("lifetime_seconds must be 1 to {MAX_TOKEN_LIFETIME_SECONDS}"),
        ));
    }
    state
        .telavox
        .renew_token(extension, lifetime_seconds.map(TimeDelta::seconds))
}

async fn renew_token(
    state: web::Data<AppState>,
    extension: web::Path<String>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let body: RenewBody = body(&raw)?;
    let token = renew(&state, &extension, body.lifetime_seconds)?;
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "extension": extension.as_str(),
        "token": token.value,
        "expires_at": token.expires_at,
    })))
}

async fn revoke_token(
    state: web::Data<AppState>,
    extension: web::Path<String>,
) -> Result<HttpResponse, SandboxError> {
    state.telavox.revoke_token(&extension)?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize)]
struct ListParams {
    extension: Option<String>,
    limit: Option<usize>,
    offset: Option<usize>,
}

async fn calls(
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
    let items: Vec<CallView> = state
        .telavox
        .calls(
            params.extension.as_deref(),
            params.offset.unwrap_or(0),
            limit,
        )
        .iter()
        .map(CallView::from)
        .collect();
    Ok(web::Json(serde_json::json!({ "items": items })))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncomingBody {
    pub extension: String,
    pub from: String,
}

pub fn incoming_call(state: &AppState, incoming: &IncomingBody) -> Result<Call, SandboxError> {
    let from = incoming.from.trim();
    if !is_dialable(from) {
        return Err(SandboxError::validation(
            "from",
            "from must be a phone number (digits, optional +)",
        ));
    }
    state.telavox.incoming(incoming.extension.trim(), from)
}

async fn incoming(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let call = incoming_call(&state, &body(&raw)?)?;
    Ok(HttpResponse::Created().json(CallView::from(&call)))
}

pub fn call_action(state: &AppState, id: &str, action: &str) -> Result<Call, SandboxError> {
    match action {
        "answer" => state.telavox.answer(id),
        "end" => state.telavox.end(id),
        other => Err(SandboxError::NotFound(format!(
            "no call action {other}; use answer or end"
        ))),
    }
}

async fn act(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, SandboxError> {
    let (id, action) = path.into_inner();
    let call = call_action(&state, &id, &action)?;
    Ok(HttpResponse::Ok().json(CallView::from(&call)))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/sandbox/telavox")
            .route("/users", web::get().to(users))
            .route("/users/{extension}/token", web::put().to(renew_token))
            .route("/users/{extension}/token", web::delete().to(revoke_token))
            .route("/calls", web::get().to(calls))
            .route("/calls", web::post().to(incoming))
            .route("/calls/{id}/{action}", web::post().to(act)),
    );
}
