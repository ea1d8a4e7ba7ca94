//! `/sandbox/pep/*`: script the next screening of a person, read recent requests;
//! `GET /pep`: the page of recent requests; the front page's listed persons.

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Responder};
use chrono::NaiveDate;
use maud::{Markup, html};
use serde::Deserialize;

use super::persons::{Category, LISTED, subject_key};
use crate::bankid::control::body;
use crate::checks::log::ListParams;
use crate::checks::parse_any_personal_id;
use crate::checks::texts::{CheckText as T, ct};
use crate::error::SandboxError;
use crate::i18n::Lang;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Outcome {
    Clear,
    Pep,
    Rca,
    Sanction,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptBody {
    personal_id: Option<String>,
    name: Option<String>,
    birth_date: Option<NaiveDate>,
    outcome: Option<Outcome>,
}

async fn script(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let sim = &state.pep;
    let script: ScriptBody = body(&raw)?;
    let key = match (&script.personal_id, &script.name, script.birth_date) {
        (Some(raw_id), _, _) => {
            let id = parse_any_personal_id(raw_id, sim.clock.now().date_naive())?;
            subject_key(Some(id.canonical()), "", None)
        }
        (None, Some(name), Some(date)) if !name.trim().is_empty() => {
            subject_key(None, name, Some(date))
        }
        (None, _, _) => {
            return Err(SandboxError::validation(
                "personal_id",
                "give personal_id, or name and birth_date",
            ));
        }
    };
    let outcome = match script.outcome {
        None => return Err(SandboxError::validation("outcome", "outcome is required")),
        Some(Outcome::Clear) => None,
        Some(Outcome::Pep) => Some(Category::Pep),
        Some(Outcome::Rca) => Some(Category::Rca),
        Some(Outcome::Sanction) => Some(Category::Sanction),
    };
    sim.scripts.set(key.clone(), outcome);
    Ok(HttpResponse::Created().json(serde_json::json!({ "subject_key": key })))
}

async fn requests(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<impl Responder, SandboxError> {
    let (offset, limit) = params.bounds()?;
    let items = state.pep.log.page(offset, limit);
    Ok(web::Json(serde_json::json!({ "items": items })))
}

async fn page(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    crate::checks::requests_page(
        lang,
        T::PepTitle,
        T::PepIntro,
        "/pep",
        &state.pep.log.page(0, 100),
    )
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/pep?lang=" (lang.code()) } { (ct(lang, T::PepTitle)) }
            " — " code { "POST /screening/v1/screenings" } ", " code { "/sandbox/pep/*" }
        }
    }
}

/// The listed persons, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (ct(lang, T::PepPersons)) }
        table {
            thead { tr { th { (ct(lang, T::PersonalId)) } th { (ct(lang, T::Name)) } th { (ct(lang, T::Behaviour)) } } }
            tbody {
                @for p in &LISTED { tr {
                    td { code { (p.personal_id.unwrap_or("—")) } }
                    td { (p.name) " (" (p.birth_date) ")" }
                    td { code { (p.category.as_str()) } " " (p.details) }
                } }
                tr { td { "…" } td { "" } td { (ct(lang, T::OthersClear)) } }
            }
        }
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/pep", web::get().to(page)).service(
        web::scope("/sandbox/pep")
            .route("/scripts", web::post().to(script))
            .route("/requests", web::get().to(requests)),
    );
}
