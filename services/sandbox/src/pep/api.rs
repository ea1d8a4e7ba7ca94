//! `POST /screening/v1/screenings {name, birth_date?, personal_id?, country?}` with
//! `Authorization: Bearer <api key>` → `{screening_id, status: clear|hit, hits, screened_at}`.

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use chrono::NaiveDate;
use serde::Deserialize;
use serde_json::{Value, json};

use super::persons::{Category, ListedPerson, find, subject_key};
use crate::checks::auth::require_bearer;
use crate::checks::log::LoggedRequest;
use crate::checks::{invalid, parse_country, parse_personal_id, request_body, required};
use crate::error::SandboxError;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScreeningRequest {
    name: Option<String>,
    birth_date: Option<String>,
    personal_id: Option<String>,
    country: Option<String>,
}

struct Subject {
    name: String,
    birth_date: Option<NaiveDate>,
    personal_id: Option<String>,
}

fn parse(body: &ScreeningRequest, today: NaiveDate) -> Result<Subject, SandboxError> {
    let name = required("name", body.name.as_deref())?;
    if name.chars().count() > 200 {
        return Err(invalid("name", "name must be at most 200 characters"));
    }
    let birth_date = match body.birth_date.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => Some(
            NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .ok()
                .filter(|d| *d <= today)
                .ok_or_else(|| {
                    invalid("birth_date", "birth_date must be a past date, YYYY-MM-DD")
                })?,
        ),
    };
    let personal_id = match body.personal_id.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(raw) => {
            let country = parse_country(body.country.as_deref())?;
            Some(parse_personal_id("personal_id", country, raw, today)?)
        }
    };
    if personal_id.is_none() && birth_date.is_none() {
        return Err(invalid(
            "birth_date",
            "birth_date or personal_id is required",
        ));
    }
    Ok(Subject {
        name: name.to_owned(),
        birth_date: birth_date.or_else(|| personal_id.as_ref().map(|id| id.birth_date())),
        personal_id: personal_id.map(|id| id.canonical().to_owned()),
    })
}

fn listed_hit(person: &ListedPerson) -> Value {
    json!({
        "category": person.category,
        "name": person.name,
        "birth_date": person.birth_date,
        "details": person.details,
        "lists": person.lists,
        "countries": person.countries,
        "match_score": 100,
    })
}

fn scripted_hit(subject: &Subject, category: Category) -> Value {
    json!({
        "category": category,
        "name": subject.name,
        "birth_date": subject.birth_date,
        "details": "Scripted in the sandbox",
        "lists": ["Sandbox test list"],
        "countries": [],
        "match_score": 100,
    })
}

async fn screen(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.pep;
    require_bearer(&req, &sim.settings.api_key)?;
    let now = sim.clock.now();
    let subject = parse(&request_body(&raw)?, now.date_naive())?;
    let id = subject.personal_id.as_deref();
    // A script by personal id wins over one by name and birth date.
    let scripted = sim
        .scripts
        .take(&subject_key(id, &subject.name, subject.birth_date))
        .or_else(|| {
            id.and_then(|_| {
                sim.scripts
                    .take(&subject_key(None, &subject.name, subject.birth_date))
            })
        });
    let is_scripted = scripted.is_some();
    let hits: Vec<Value> = match scripted {
        Some(Some(category)) => vec![scripted_hit(&subject, category)],
        Some(None) => Vec::new(),
        None => find(id, &subject.name, subject.birth_date)
            .or_else(|| id.and_then(|_| find(None, &subject.name, subject.birth_date)))
            .map(listed_hit)
            .into_iter()
            .collect(),
    };
    let status = if hits.is_empty() { "clear" } else { "hit" };
    let categories: Vec<&str> = hits.iter().filter_map(|h| h["category"].as_str()).collect();
    sim.log.record(LoggedRequest {
        at: now,
        subject: match (&subject.personal_id, subject.birth_date) {
            (Some(pid), _) => format!("{} ({pid})", subject.name),
            (None, Some(date)) => format!("{} ({date})", subject.name),
            (None, None) => subject.name.clone(),
        },
        outcome: if categories.is_empty() {
            status.to_owned()
        } else {
            format!("{status}: {}", categories.join(", "))
        },
        scripted: is_scripted,
    });
    Ok(HttpResponse::Ok().json(json!({
        "screening_id": format!("scr_{}", uuid::Uuid::new_v4().simple()),
        "status": status,
        "hits": hits,
        "screened_at": now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/screening/v1/screenings", web::post().to(screen));
}
