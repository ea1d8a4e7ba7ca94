//! The simulated Telavox v1 API: bearer token per user, `GET /extensions/…`, `GET /calls`,
//! `GET /dial/{number}`, `GET /hangup`. Errors are `{"message"}` with the status (401 for a
//! missing, unknown, revoked or expired token) — Telavox's documentation does not confirm the
//! body.

use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::{HttpRequest, HttpResponse, Scope, web};
use chrono::{NaiveDate, TimeDelta};
use serde::Deserialize;
use serde_json::{Value, json};

use super::model::{Call, Direction};
use super::simulator::{TokenProblem, User};
use crate::error::SandboxError;
use crate::state::AppState;

fn telavox(status: StatusCode, message: impl Into<String>) -> SandboxError {
    SandboxError::Telavox {
        status,
        message: message.into(),
    }
}

fn authenticate(req: &HttpRequest, state: &AppState) -> Result<User, SandboxError> {
    let token = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    state.telavox.authenticate(token).map_err(|problem| {
        let message = match problem {
            TokenProblem::Missing => "Missing bearer token",
            TokenProblem::Unknown => "Invalid token",
            TokenProblem::Expired => "Token expired",
        };
        telavox(StatusCode::UNAUTHORIZED, message)
    })
}

fn live_call_json(call: &Call) -> Value {
    json!({
        "callerid": call.number,
        "direction": call.direction.as_str(),
        "linestatus": call.status().as_str(),
    })
}

fn extension_json(state: &AppState, user: &User) -> Value {
    let calls: Vec<Value> = state
        .telavox
        .live_calls(&user.extension)
        .iter()
        .map(live_call_json)
        .collect();
    json!({
        "extension": user.extension,
        "name": user.name,
        "email": user.email,
        "mobile": user.mobile,
        "calls": calls,
    })
}

async fn extensions(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    authenticate(&req, &state)?;
    let all: Vec<Value> = state
        .telavox
        .users()
        .iter()
        .map(|u| extension_json(&state, u))
        .collect();
    Ok(HttpResponse::Ok().json(all))
}

async fn extension(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let me = authenticate(&req, &state)?;
    let user = if path.as_str() == "me" {
        me
    } else {
        state
            .telavox
            .user(&path)
            .ok_or_else(|| telavox(StatusCode::NOT_FOUND, "Extension not found"))?
    };
    Ok(HttpResponse::Ok().json(extension_json(&state, &user)))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct HistoryQuery {
    from_date: Option<String>,
    to_date: Option<String>,
    with_recordings: Option<String>,
}

fn date(field: &str, raw: Option<&str>, default: NaiveDate) -> Result<NaiveDate, SandboxError> {
    raw.map_or(Ok(default), |v| {
        NaiveDate::parse_from_str(v, "%Y-%m-%d").map_err(|_| {
            telavox(
                StatusCode::BAD_REQUEST,
                format!("Invalid {field}, expected YYYY-MM-DD"),
            )
        })
    })
}

fn history_item(call: &Call, now: chrono::DateTime<chrono::Utc>, recordings: bool) -> Value {
    let mut item = json!({
        "callId": call.id,
        "dateTimeISO": call.started.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "number": call.number,
        "duration": call.duration_seconds(now),
    });
    if recordings {
        // The simulator records nothing; the field is there, empty, as for an unrecorded call.
        item["recordingId"] = Value::Null;
    }
    item
}

async fn calls(
    req: HttpRequest,
    query: web::Query<HistoryQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let me = authenticate(&req, &state)?;
    let now = state.telavox.now();
    let today = now.date_naive();
    let from = date("fromDate", query.from_date.as_deref(), today)?;
    let to = date("toDate", query.to_date.as_deref(), today)?;
    if to < from {
        return Err(telavox(
            StatusCode::BAD_REQUEST,
            "toDate is before fromDate",
        ));
    }
    let start = from.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
    let end = to.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc() + TimeDelta::days(1);
    let recordings = query.with_recordings.as_deref() == Some("true");
    let (mut incoming, mut outgoing, mut missed) = (Vec::new(), Vec::new(), Vec::new());
    // Only finished calls are history; live ones are on the extension.
    for call in state
        .telavox
        .history(&me.extension, start, end)
        .iter()
        .filter(|c| c.ended.is_some())
    {
        let item = history_item(call, now, recordings);
        match call.direction {
            Direction::In if call.is_missed() => missed.push(item),
            Direction::In => incoming.push(item),
            Direction::Out => outgoing.push(item),
        }
    }
    Ok(HttpResponse::Ok()
        .json(json!({ "incoming": incoming, "outgoing": outgoing, "missed": missed })))
}

/// A number as Telavox dials it: digits, optionally with a leading `+`.
pub fn is_dialable(number: &str) -> bool {
    let digits = number.strip_prefix('+').unwrap_or(number);
    (3..=20).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
}

#[derive(Debug, Deserialize)]
struct DialQuery {
    autoanswer: Option<String>,
}

async fn dial(
    req: HttpRequest,
    number: web::Path<String>,
    query: web::Query<DialQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let me = authenticate(&req, &state)?;
    if !is_dialable(&number) {
        return Err(telavox(StatusCode::BAD_REQUEST, "Invalid number"));
    }
    let auto_answer = match query.autoanswer.as_deref() {
        None | Some("false") => false,
        Some("true") => true,
        Some(_) => {
            return Err(telavox(
                StatusCode::BAD_REQUEST,
                "Invalid autoanswer, expected true or false",
            ));
        }
    };
    state.telavox.dial(&me.extension, &number, auto_answer)?;
    Ok(HttpResponse::Ok().json(json!({ "message": "OK" })))
}

async fn hangup(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let me = authenticate(&req, &state)?;
    state
        .telavox
        .hang_up(&me.extension)
        .ok_or_else(|| telavox(StatusCode::BAD_REQUEST, "No active call"))?;
    Ok(HttpResponse::Ok().json(json!({ "message": "OK" })))
}

pub fn routes(scope: Scope) -> Scope {
    scope
        .route("/extensions", web::get().to(extensions))
        .route("/extensions/", web::get().to(extensions))
        .route("/extensions/{extension}", web::get().to(extension))
        .route("/calls", web::get().to(calls))
        .route("/dial/{number}", web::get().to(dial))
        .route("/hangup", web::get().to(hangup))
}
