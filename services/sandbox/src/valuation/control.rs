//! `/sandbox/valuation/*`: script the next valuation of an address, read recent requests;
//! `GET /valuation`: the page of recent requests; the front page's known addresses.

use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Responder};
use maud::{Markup, html};
use serde::Deserialize;
use zrm_domain::{Country, PostalCode};

use super::addresses::{KNOWN_ADDRESSES, PropertyType, Scripted, address_key};
use crate::bankid::control::body;
use crate::checks::log::ListParams;
use crate::checks::texts::{CheckText as T, ct};
use crate::error::SandboxError;
use crate::i18n::Lang;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Outcome {
    NotFound,
    Valued,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptBody {
    country: String,
    street_address: String,
    postal_code: String,
    outcome: Option<Outcome>,
    market_value: Option<i64>,
    property_type: Option<PropertyType>,
}

async fn script(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let script: ScriptBody = body(&raw)?;
    let country = match script.country.trim() {
        "SE" => Country::Se,
        "NO" => Country::No,
        _ => {
            return Err(SandboxError::validation(
                "country",
                "country must be SE or NO",
            ));
        }
    };
    if script.street_address.trim().is_empty() {
        return Err(SandboxError::validation(
            "street_address",
            "street_address is required",
        ));
    }
    let postal_code = PostalCode::parse(country, &script.postal_code)
        .map_err(|e| SandboxError::validation("postal_code", e.to_string()))?;
    let outcome = match script.outcome {
        None => return Err(SandboxError::validation("outcome", "outcome is required")),
        Some(Outcome::NotFound) => Scripted::NotFound,
        Some(Outcome::Valued) => match script.market_value {
            Some(value) if (1..=10_000_000_000).contains(&value) => Scripted::Valued {
                market_value: value,
                property_type: script.property_type.unwrap_or(PropertyType::Apartment),
            },
            _ => {
                return Err(SandboxError::validation(
                    "market_value",
                    "market_value (1 to 10 000 000 000) is required for valued",
                ));
            }
        },
    };
    let key = address_key(country, &script.street_address, &postal_code);
    state.valuation.scripts.set(key.clone(), outcome);
    Ok(HttpResponse::Created().json(serde_json::json!({ "address_key": key })))
}

async fn requests(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<impl Responder, SandboxError> {
    let (offset, limit) = params.bounds()?;
    let items = state.valuation.log.page(offset, limit);
    Ok(web::Json(serde_json::json!({ "items": items })))
}

async fn page(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    crate::checks::requests_page(
        lang,
        T::ValuationTitle,
        T::ValuationIntro,
        "/valuation",
        &state.valuation.log.page(0, 100),
    )
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/valuation?lang=" (lang.code()) } { (ct(lang, T::ValuationTitle)) }
            " — " code { "POST /valuation/v1/valuations" } ", " code { "/sandbox/valuation/*" }
        }
    }
}

/// The known addresses, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (ct(lang, T::ValuationAddresses)) }
        table {
            thead { tr { th { (ct(lang, T::Address)) } th { (ct(lang, T::MarketValue)) } } }
            tbody {
                @for a in &KNOWN_ADDRESSES { tr {
                    td { (a.street_address) ", " (a.postal_code) " " (a.city) " (" (a.country.code()) ")" }
                    td { (a.market_value) " " (a.country.currency().code()) " (" (a.low) "–" (a.high) ")" }
                } }
                tr { td { "…" } td { (ct(lang, T::OthersNotFound)) } }
            }
        }
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/valuation", web::get().to(page)).service(
        web::scope("/sandbox/valuation")
            .route("/scripts", web::post().to(script))
            .route("/requests", web::get().to(requests)),
    );
}
