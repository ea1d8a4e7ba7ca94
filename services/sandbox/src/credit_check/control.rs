//! `/sandbox/credit-check/*`: script the next report for a personal id, read recent requests;
//! `GET /credit-check`: the page of recent requests; the front page's test persons.

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Responder};
use maud::{Markup, html};
use serde::Deserialize;

use super::rules::{Decision, REASONS, TEST_PERSONS, Verdict, verdict_for};
use crate::bankid::control::body;
use crate::checks::log::ListParams;
use crate::checks::parse_any_personal_id;
use crate::checks::texts::{CheckText as T, ct};
use crate::error::SandboxError;
use crate::i18n::Lang;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptBody {
    personal_id: String,
    decision: Option<Decision>,
    score: Option<u8>,
    payment_remarks: Option<u32>,
    reason_codes: Option<Vec<String>>,
}

fn known_reason(code: &str) -> Result<&'static str, SandboxError> {
    REASONS
        .iter()
        .map(|(c, _)| *c)
        .find(|c| *c == code)
        .ok_or_else(|| {
            SandboxError::validation("reason_codes", format!("unknown reason code {code:?}"))
        })
}

async fn script(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let sim = &state.credit_check;
    let script: ScriptBody = body(&raw)?;
    let id = parse_any_personal_id(&script.personal_id, sim.clock.now().date_naive())?;
    let decision = script
        .decision
        .ok_or_else(|| SandboxError::validation("decision", "decision is required"))?;
    let score = script.score.unwrap_or(match decision {
        Decision::Approved => 85,
        Decision::ManualReview => 50,
        Decision::Declined => 20,
    });
    if !(1..=100).contains(&score) {
        return Err(SandboxError::validation("score", "score must be 1 to 100"));
    }
    let reason_codes = script
        .reason_codes
        .unwrap_or_default()
        .iter()
        .map(|c| known_reason(c))
        .collect::<Result<Vec<_>, _>>()?;
    let verdict = Verdict {
        decision,
        score,
        payment_remarks: script.payment_remarks.unwrap_or(0),
        reason_codes,
    };
    sim.scripts.set(id.canonical().to_owned(), verdict.clone());
    Ok(HttpResponse::Created().json(serde_json::json!({
        "personal_id": id.canonical(),
        "decision": verdict.decision,
        "score": verdict.score,
        "payment_remarks": verdict.payment_remarks,
        "reason_codes": verdict.reason_codes,
    })))
}

async fn requests(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<impl Responder, SandboxError> {
    let (offset, limit) = params.bounds()?;
    let items = state.credit_check.log.page(offset, limit);
    Ok(web::Json(serde_json::json!({ "items": items })))
}

async fn page(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    crate::checks::requests_page(
        lang,
        T::CreditTitle,
        T::CreditIntro,
        "/credit-check",
        &state.credit_check.log.page(0, 100),
    )
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/credit-check?lang=" (lang.code()) } { (ct(lang, T::CreditTitle)) }
            " — " code { "POST /credit-check/v1/reports" } ", " code { "/sandbox/credit-check/*" }
        }
    }
}

/// The listed persons and the digit rule, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (ct(lang, T::CreditPersons)) }
        table {
            thead { tr { th { (ct(lang, T::PersonalId)) } th { (ct(lang, T::Name)) } th { (ct(lang, T::Behaviour)) } } }
            tbody {
                @for p in &TEST_PERSONS {
                    @let v = verdict_for(p.personal_id);
                    tr {
                        td { code { (p.personal_id) } }
                        td { (p.name) }
                        td { (v.decision.as_str()) ", score " (v.score) ", " (v.payment_remarks) " payment remarks"
                            @for code in &v.reason_codes { " " code { (code) } } }
                    }
                }
                tr { td { "…" } td { "" } td { (ct(lang, T::DigitRule)) } }
            }
        }
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/credit-check", web::get().to(page)).service(
        web::scope("/sandbox/credit-check")
            .route("/scripts", web::post().to(script))
            .route("/requests", web::get().to(requests)),
    );
}
