//! `/vipps/*`: the Access Token API and the Recurring API v3 (the client's `base_url` is
//! `http://<sandbox>/vipps`). Calls need the subscription key and a bearer token; POST, PATCH and
//! DELETE need an `Idempotency-Key`; errors are problem details (or Azure's shape).

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_TYPE;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Resource};
use serde::de::DeserializeOwned;

use super::auth;
use super::idempotency::{self, Reply};
use super::problem::VippsError;
use super::simulator::VippsSimulator;
use super::wire::{AcceptAgreement, Adjustment, DraftAgreement, NewCharge, UpdateAgreement};
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 64 * 1024;

type Handled = Result<HttpResponse, SandboxError>;

/// An injected fault, as a problem of Vipps's own.
fn fail(req: &HttpRequest, status: u16) -> SandboxError {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let error = VippsError::problem(
        status,
        "operation-failed",
        "The operation could not be completed; retry",
    );
    SandboxError::Vipps {
        error,
        instance: req.path().to_owned(),
    }
}

fn respond(req: &HttpRequest, result: Result<Reply, VippsError>) -> Handled {
    match result {
        Ok(Reply {
            status,
            body: Some(body),
        }) => Ok(HttpResponse::build(status).json(body)),
        Ok(Reply { status, body: None }) => Ok(HttpResponse::build(status).finish()),
        Err(error) => Err(SandboxError::Vipps {
            error,
            instance: req.path().to_owned(),
        }),
    }
}

fn ok(body: serde_json::Value) -> Reply {
    Reply {
        status: StatusCode::OK,
        body: Some(body),
    }
}

/// A JSON body: `415` unless `application/json`, `invalid-json` when unparseable, a
/// `validation-error` naming the field of a wrong type.
fn json<T: DeserializeOwned>(req: &HttpRequest, body: &[u8]) -> Result<T, VippsError> {
    let is_json = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if !is_json {
        return Err(VippsError::problem(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported-media-type",
            "Content-Type must be application/json",
        ));
    }
    let mut deserializer = serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let path = e.path().to_string();
        if e.inner().is_syntax() || e.inner().is_eof() || path == "." {
            VippsError::bad_request(
                "invalid-json",
                format!("The body is not valid JSON: {}", e.inner()),
            )
        } else {
            VippsError::validation(&path, e.inner().to_string())
        }
    })
}

/// Runs a state-changing call under its `Idempotency-Key`: replayed when seen with the same
/// request, `409` when seen with another.
fn idempotent(
    req: &HttpRequest,
    body: &[u8],
    sim: &VippsSimulator,
    operation: impl FnOnce(&str) -> Result<Reply, VippsError>,
) -> Result<Reply, VippsError> {
    let header = req
        .headers()
        .get("Idempotency-Key")
        .and_then(|v| v.to_str().ok());
    let key = idempotency::key(header)?;
    let fingerprint = idempotency::fingerprint(req.method().as_str(), &req.uri().to_string(), body);
    if let Some(previous) =
        sim.with_ledger(|l, _| idempotency::replay(l.idempotency.get(&key), &fingerprint))
    {
        return previous;
    }
    let answer = operation(&key);
    if let Some(stored) = idempotency::to_store(fingerprint, &answer) {
        sim.with_ledger(|l, _| l.idempotency.insert(key, stored));
    }
    answer
}

fn base(req: &HttpRequest) -> String {
    let info = req.connection_info();
    format!("{}://{}", info.scheme(), info.host())
}

/// Faults first (tests inject them), then keys and token, then the call itself.
async fn guarded(
    req: &HttpRequest,
    state: &AppState,
    work: impl FnOnce(&VippsSimulator) -> Result<Reply, VippsError>,
) -> Handled {
    let sim = &state.vipps;
    let call = || respond(req, auth::check(req, sim).and_then(|()| work(sim)));
    sim.faults.run(|status| fail(req, status), call).await
}

async fn token(req: HttpRequest, state: web::Data<AppState>) -> Handled {
    respond(&req, auth::issue_token(&req, &state.vipps).map(ok))
}

async fn draft(req: HttpRequest, body: Bytes, state: web::Data<AppState>) -> Handled {
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |_| {
            sim.draft_agreement(json::<DraftAgreement>(&req, &body)?, &base(&req))
        })
    })
    .await
}

async fn list(
    req: HttpRequest,
    query: web::Query<HashMap<String, String>>,
    state: web::Data<AppState>,
) -> Handled {
    let q = |k: &str| query.get(k).map(String::as_str);
    guarded(&req, &state, |sim| {
        sim.list_agreements(q("status"), q("pageNumber"), q("pageSize"))
            .map(ok)
    })
    .await
}

async fn get_agreement(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| sim.get_agreement(&id).map(ok)).await
}

async fn update(
    req: HttpRequest,
    id: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |_| {
            sim.update_agreement(&id, json::<UpdateAgreement>(&req, &body)?)
        })
    })
    .await
}

/// `PATCH …/accept` — the test environment's force-accept.
async fn force_accept(
    req: HttpRequest,
    id: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |_| {
            let input: AcceptAgreement = json(&req, &body)?;
            sim.user_accepts(&id, input.phone_number)?;
            Ok(Reply {
                status: StatusCode::NO_CONTENT,
                body: None,
            })
        })
    })
    .await
}

async fn create_charge(
    req: HttpRequest,
    id: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |key| {
            sim.create_charge(&id, json::<NewCharge>(&req, &body)?, key)
        })
    })
    .await
}

async fn list_charges(
    req: HttpRequest,
    id: web::Path<String>,
    query: web::Query<HashMap<String, String>>,
    state: web::Data<AppState>,
) -> Handled {
    let status = query.get("status").map(String::as_str);
    guarded(&req, &state, |sim| sim.list_charges(&id, status).map(ok)).await
}

type ChargePath = web::Path<(String, String)>;

async fn get_charge(req: HttpRequest, path: ChargePath, state: web::Data<AppState>) -> Handled {
    let (agreement, charge) = path.into_inner();
    guarded(&req, &state, |sim| {
        sim.get_charge(&agreement, &charge).map(ok)
    })
    .await
}

async fn get_charge_by_id(
    req: HttpRequest,
    charge: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| sim.get_charge_by_id(&charge).map(ok)).await
}

async fn cancel_charge(
    req: HttpRequest,
    path: ChargePath,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    let (agreement, charge) = path.into_inner();
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |key| {
            sim.cancel_charge(&agreement, &charge, key)
        })
    })
    .await
}

async fn capture(
    req: HttpRequest,
    path: ChargePath,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    let (agreement, charge) = path.into_inner();
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |key| {
            sim.capture_charge(&agreement, &charge, json::<Adjustment>(&req, &body)?, key)
        })
    })
    .await
}

async fn refund(
    req: HttpRequest,
    path: ChargePath,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    let (agreement, charge) = path.into_inner();
    guarded(&req, &state, |sim| {
        idempotent(&req, &body, sim, |key| {
            sim.refund_charge(&agreement, &charge, json::<Adjustment>(&req, &body)?, key)
        })
    })
    .await
}

async fn method_not_allowed(req: HttpRequest) -> Handled {
    let error = VippsError::problem(
        StatusCode::METHOD_NOT_ALLOWED,
        "operation-failed",
        "Method not allowed on this path",
    );
    respond(&req, Err(error))
}

async fn not_found(req: HttpRequest) -> Handled {
    respond(&req, Err(VippsError::not_found("No such endpoint")))
}

fn resource(path: &str) -> Resource {
    web::resource(path).default_service(web::to(method_not_allowed))
}

/// The API resources, inside the `/vipps` scope (after the pages).
pub fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    const AGREEMENTS: &str = "/recurring/v3/agreements";
    scope
        .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
        .service(resource("/accesstoken/get").route(web::post().to(token)))
        .service(
            resource(AGREEMENTS)
                .route(web::post().to(draft))
                .route(web::get().to(list)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}"))
                .route(web::get().to(get_agreement))
                .route(web::patch().to(update)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}/accept")).route(web::patch().to(force_accept)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}/charges"))
                .route(web::post().to(create_charge))
                .route(web::get().to(list_charges)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}/charges/{{charge}}"))
                .route(web::get().to(get_charge))
                .route(web::delete().to(cancel_charge)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}/charges/{{charge}}/capture"))
                .route(web::post().to(capture)),
        )
        .service(
            resource(&format!("{AGREEMENTS}/{{id}}/charges/{{charge}}/refund"))
                .route(web::post().to(refund)),
        )
        .service(resource("/recurring/v3/charges/{charge}").route(web::get().to(get_charge_by_id)))
        .default_service(web::to(not_found))
}
