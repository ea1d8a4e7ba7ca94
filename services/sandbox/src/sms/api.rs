//! `/a1/sms`: the 46elks SMS API (HTTP Basic, form-encoded requests, JSON answers).

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, NaiveDateTime, Utc};
use serde_json::{Value, json};

use super::message::{COST_PER_PART, Direction, Sms, format_time, parts};
use super::simulator::{SendRequest, SmsSimulator};
use super::store::SmsQuery;
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_LIMIT: usize = 100;
const MAX_ALPHANUMERIC_SENDER: usize = 11;

fn elks(status: StatusCode, message: impl Into<String>) -> SandboxError {
    SandboxError::Elks46 {
        status,
        message: message.into(),
    }
}

fn authenticate(req: &HttpRequest, sim: &SmsSimulator) -> Result<(), SandboxError> {
    let expected = format!(
        "{}:{}",
        sim.settings.api_username, sim.settings.api_password
    );
    let given = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b64| STANDARD.decode(b64.trim()).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok());
    if given.as_deref() == Some(expected.as_str()) {
        Ok(())
    } else {
        Err(elks(StatusCode::UNAUTHORIZED, "Authentication failed"))
    }
}

fn form(body: &[u8]) -> Result<HashMap<String, String>, SandboxError> {
    web::Query::<HashMap<String, String>>::from_query(&String::from_utf8_lossy(body))
        .map(web::Query::into_inner)
        .map_err(|_| elks(StatusCode::BAD_REQUEST, "Invalid form data"))
}

fn is_e164(number: &str) -> bool {
    number.strip_prefix('+').is_some_and(|digits| {
        (8..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
    })
}

fn is_sender(from: &str) -> bool {
    is_e164(from)
        || (!from.is_empty()
            && from.len() <= MAX_ALPHANUMERIC_SENDER
            && from.bytes().all(|b| b.is_ascii_alphanumeric())
            && from.bytes().any(|b| b.is_ascii_alphabetic()))
}

fn required<'a>(fields: &'a HashMap<String, String>, key: &str) -> Result<&'a str, SandboxError> {
    fields
        .get(key)
        .map(String::as_str)
        .filter(|v| !v.is_empty())
        .ok_or_else(|| elks(StatusCode::BAD_REQUEST, format!("Missing key {key}")))
}

fn yes(fields: &HashMap<String, String>, key: &str) -> bool {
    fields.get(key).is_some_and(|v| v == "yes")
}

/// The SMS object of `GET /sms/{id}` and the send response.
pub fn sms_json(sms: &Sms) -> Value {
    let mut body = json!({
        "id": sms.id,
        "direction": sms.direction.as_str(),
        "from": sms.from,
        "to": sms.to,
        "created": format_time(sms.created),
        "status": sms.status.as_str(),
        "parts": sms.parts,
        "cost": sms.cost,
    });
    if !sms.dont_log {
        body["message"] = json!(sms.message);
    }
    if let Some(at) = sms.delivered {
        body["delivered"] = json!(format_time(at));
    }
    if sms.flash {
        body["flashsms"] = json!("yes");
    }
    body
}

async fn send(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.sms;
    authenticate(&req, sim)?;
    let fields = form(&body)?;
    let from = required(&fields, "from")?;
    let to = required(&fields, "to")?;
    let message = required(&fields, "message")?;
    if !is_sender(from) {
        return Err(elks(
            StatusCode::BAD_REQUEST,
            "Invalid from: an E.164 number or 1-11 letters and digits",
        ));
    }
    if !is_e164(to) {
        return Err(elks(
            StatusCode::BAD_REQUEST,
            "Invalid to: not an E.164 number",
        ));
    }
    let when_delivered = fields
        .get("whendelivered")
        .filter(|u| !u.is_empty())
        .cloned();
    if let Some(url) = &when_delivered
        && reqwest::Url::parse(url).is_err()
    {
        return Err(elks(
            StatusCode::BAD_REQUEST,
            "Invalid whendelivered: not a URL",
        ));
    }
    if yes(&fields, "dryrun") {
        let parts = parts(message);
        return Ok(HttpResponse::Ok().json(json!({
            "status": "created",
            "direction": "outgoing",
            "from": from,
            "to": to,
            "message": message,
            "parts": parts,
            "estimated_cost": parts.saturating_mul(COST_PER_PART),
        })));
    }
    let request = SendRequest {
        from: from.to_owned(),
        to: to.to_owned(),
        message: message.to_owned(),
        when_delivered,
        flash: yes(&fields, "flashsms"),
        dont_log: fields.get("dontlog").is_some_and(|v| v == "message"),
    };
    // A scripted outage answers as 46elks' load balancer would, with a plain-text 5xx.
    let outage = |status: u16| {
        elks(
            StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE),
            "Service temporarily unavailable",
        )
    };
    sim.faults
        .run(outage, || {
            let sms = sim.send(request, Direction::Outgoing);
            Ok(HttpResponse::Ok().json(sms_json(&sms)))
        })
        .await
}

async fn get_one(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    authenticate(&req, &state.sms)?;
    let sms = state
        .sms
        .store
        .get(&id)
        .ok_or_else(|| elks(StatusCode::NOT_FOUND, "No such SMS"))?;
    Ok(HttpResponse::Ok().json(sms_json(&sms)))
}

fn parse_time(field: &str, raw: Option<&String>) -> Result<Option<DateTime<Utc>>, SandboxError> {
    raw.map(|v| {
        NaiveDateTime::parse_from_str(v, "%Y-%m-%dT%H:%M:%S%.f")
            .map(|t| t.and_utc())
            .map_err(|_| elks(StatusCode::BAD_REQUEST, format!("Invalid {field}")))
    })
    .transpose()
}

async fn list(
    req: HttpRequest,
    query: web::Query<HashMap<String, String>>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    authenticate(&req, &state.sms)?;
    let limit = match query.get("limit") {
        Some(raw) => raw
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_LIMIT).contains(n))
            .ok_or_else(|| elks(StatusCode::BAD_REQUEST, "Invalid limit"))?,
        None => MAX_LIMIT,
    };
    let query = SmsQuery {
        to: query.get("to").cloned(),
        before: parse_time("start", query.get("start"))?,
        after: parse_time("end", query.get("end"))?,
        limit,
    };
    let page = state.sms.store.list(&query);
    let mut body = json!({ "data": page.iter().map(sms_json).collect::<Vec<_>>() });
    if page.len() == limit
        && let Some(last) = page.last()
    {
        body["next"] = json!(format_time(last.created));
    }
    Ok(HttpResponse::Ok().json(body))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    for path in ["/a1/sms", "/a1/SMS"] {
        cfg.service(
            web::resource(path)
                .route(web::post().to(send))
                .route(web::get().to(list)),
        );
    }
    cfg.service(web::resource(["/a1/sms/{id}", "/a1/SMS/{id}"]).route(web::get().to(get_one)));
}
