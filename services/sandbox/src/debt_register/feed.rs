//! NoGi's consent feed, polled by clients (no webhooks): `GET /feed/v1/consent?fromSequenceNr=
//! &limit=`, `/feed/v1/consent/lastSequenceNr` and `/firstSequenceNr`, with a client-credentials
//! token of scope `client.access.consent.events`. Only the last 7 days are kept; sequence numbers
//! grow but are not contiguous.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{bearer_scope, nogi};
use super::simulator::{FeedEvent, TokenScope};
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_LIMIT: usize = 1000;
const DEFAULT_LIMIT: usize = 100;

fn authorised(req: &HttpRequest, state: &AppState) -> Result<(), SandboxError> {
    if bearer_scope(req, state) == Some(TokenScope::ConsentEvents) {
        Ok(())
    } else {
        Err(nogi(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "A valid client.access.consent.events access token is required",
        ))
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct FeedQuery {
    from_sequence_nr: Option<i64>,
    limit: Option<usize>,
}

fn event_json(client_id: &str, event: &FeedEvent) -> Value {
    let mut entry = json!({
        "sequenceNr": event.sequence_nr,
        "eventId": event.event_id,
        "consentId": event.consent_id,
        "timestamp": event.timestamp.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
    });
    if event.created {
        entry["eventType"] = json!("SAMTYKKE_OPPRETTET");
        entry["samtykkeOpprettetEvent"] = json!({
            "clientId": client_id,
            "consentId": event.consent_id,
            "scope": event.scope,
            "externalConsentId": event.external_consent_id,
        });
    } else {
        entry["eventType"] = json!("SAMTYKKE_ARKIVERT");
        entry["samtykkeArkivertEvent"] = json!({
            "clientId": client_id,
            "consentId": event.consent_id,
        });
    }
    entry
}

async fn events(
    req: HttpRequest,
    query: web::Query<FeedQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    authorised(&req, &state)?;
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    if limit == 0 || limit > MAX_LIMIT {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!("limit must be between 1 and {MAX_LIMIT}"),
        ));
    }
    let sim = &state.debt_register;
    let from = query.from_sequence_nr.unwrap_or(0);
    let found = sim.feed(from, limit);
    let end = found.last().map_or(from, |e| e.sequence_nr);
    Ok(HttpResponse::Ok().json(json!({
        "startSequenceNr": from,
        "endSequenceNr": end,
        "generatedAt": sim.now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        "result": found.iter().map(|e| event_json(&sim.settings.client_id, e)).collect::<Vec<_>>(),
    })))
}

async fn last(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, SandboxError> {
    authorised(&req, &state)?;
    Ok(HttpResponse::Ok().json(state.debt_register.feed_bounds().1))
}

async fn first(req: HttpRequest, state: web::Data<AppState>) -> Result<HttpResponse, SandboxError> {
    authorised(&req, &state)?;
    Ok(HttpResponse::Ok().json(state.debt_register.feed_bounds().0))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/feed/v1/consent", web::get().to(events))
        .route("/feed/v1/consent/lastSequenceNr", web::get().to(last))
        .route("/feed/v1/consent/firstSequenceNr", web::get().to(first));
}
