//! `POST /valuation/v1/valuations {country, street_address, postal_code, city?}` with
//! `X-API-Key` → the valuation, or `404 address_not_found`.

use actix_web::http::StatusCode;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::{Value, json};
use zrm_domain::{Country, PostalCode};

use super::addresses::{Confidence, KnownAddress, PropertyType, Scripted, address_key, find_known};
use crate::checks::auth::require_api_key;
use crate::checks::log::LoggedRequest;
use crate::checks::{check_error, invalid, parse_country, request_body, required};
use crate::error::SandboxError;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ValuationRequest {
    country: Option<String>,
    street_address: Option<String>,
    postal_code: Option<String>,
    city: Option<String>,
}

/// What is valued, as asked for.
struct Asked {
    country: Country,
    street_address: String,
    postal_code: PostalCode,
    city: Option<String>,
    now: chrono::DateTime<chrono::Utc>,
}

fn parse(
    body: &ValuationRequest,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Asked, SandboxError> {
    let country = parse_country(body.country.as_deref())?;
    let street_address = required("street_address", body.street_address.as_deref())?;
    if street_address.chars().count() > 200 {
        return Err(invalid(
            "street_address",
            "street_address must be at most 200 characters",
        ));
    }
    let raw_code = required("postal_code", body.postal_code.as_deref())?;
    let postal_code = PostalCode::parse(country, raw_code)
        .map_err(|e| invalid("postal_code", format!("postal_code: {e}")))?;
    Ok(Asked {
        country,
        street_address: street_address.to_owned(),
        postal_code,
        city: body.city.as_deref().map(str::trim).map(str::to_owned),
        now,
    })
}

fn valuation_json(
    asked: &Asked,
    city: &str,
    property_type: PropertyType,
    living_area_m2: Option<u32>,
    (market_value, low, high): (i64, i64, i64),
    confidence: Confidence,
    comparables: Value,
) -> Value {
    json!({
        "valuation_id": format!("val_{}", uuid::Uuid::new_v4().simple()),
        "address": {
            "street_address": asked.street_address,
            "postal_code": asked.postal_code.to_string(),
            "city": city,
            "country": asked.country.code(),
        },
        "property_type": property_type,
        "living_area_m2": living_area_m2,
        "market_value": market_value,
        "currency": asked.country.currency().code(),
        "confidence": { "level": confidence, "low": low, "high": high },
        "comparable_sales": comparables,
        "valued_at": asked.now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })
}

fn known_json(asked: &Asked, known: &KnownAddress) -> Value {
    valuation_json(
        asked,
        known.city,
        known.property_type,
        Some(known.living_area_m2),
        (known.market_value, known.low, known.high),
        known.confidence,
        json!(known.comparables),
    )
}

async fn valuate(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.valuation;
    require_api_key(&req, &sim.settings.api_key)?;
    let now = sim.clock.now();
    let asked = parse(&request_body(&raw)?, now)?;
    let key = address_key(asked.country, &asked.street_address, &asked.postal_code);
    let scripted = sim.scripts.take(&key);
    let is_scripted = scripted.is_some();
    let answer = match scripted {
        Some(Scripted::NotFound) => None,
        Some(Scripted::Valued {
            market_value,
            property_type,
        }) => Some(valuation_json(
            &asked,
            asked.city.as_deref().unwrap_or_default(),
            property_type,
            None,
            (market_value, market_value * 9 / 10, market_value * 11 / 10),
            Confidence::Medium,
            json!([]),
        )),
        None => find_known(&key).map(|known| known_json(&asked, known)),
    };
    let subject = format!(
        "{}, {} ({})",
        asked.street_address,
        asked.postal_code,
        asked.country.code()
    );
    let outcome = match &answer {
        Some(body) => format!(
            "{} {}",
            body["market_value"],
            body["currency"].as_str().unwrap_or_default()
        ),
        None => "404 address_not_found".to_owned(),
    };
    sim.log.record(LoggedRequest {
        at: now,
        subject,
        outcome,
        scripted: is_scripted,
    });
    match answer {
        Some(body) => Ok(HttpResponse::Ok().json(body)),
        None => Err(check_error(
            StatusCode::NOT_FOUND,
            "address_not_found",
            "No property found at this address",
        )),
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/valuation/v1/valuations", web::post().to(valuate));
}
