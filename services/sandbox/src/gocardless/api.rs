//! `/gocardless/*`: the GoCardless API (the client's `base_url` is `http://<sandbox>/gocardless`).
//! Every call needs `Authorization: Bearer <access_token>` and `GoCardless-Version: 2015-07-06`;
//! bodies and answers are wrapped in the resource's plural name; errors are GoCardless's envelope.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Resource};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::error::GcError;
use super::simulator::GoCardlessSimulator;
use super::wire::{API_VERSION, ActionData, NewBillingRequest, NewFlow, NewPayment, NewRefund};
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_BODY_BYTES: usize = 64 * 1024;

fn check(req: &HttpRequest, sim: &GoCardlessSimulator) -> Result<(), GcError> {
    let header = |name| req.headers().get(name).and_then(|v| v.to_str().ok());
    let token = match header(AUTHORIZATION.as_str()) {
        None => {
            return Err(GcError::unauthorized(
                "missing_authorization_header",
                "No Authorization header was provided",
            ));
        }
        Some(value) => value.strip_prefix("Bearer ").ok_or_else(|| {
            GcError::unauthorized(
                "invalid_authorization_header",
                "The Authorization header must be `Bearer <access token>`",
            )
        })?,
    };
    if token.trim() != sim.settings.access_token {
        return Err(GcError::unauthorized(
            "access_token_not_found",
            "Access token not found",
        ));
    }
    match header("GoCardless-Version") {
        None => Err(GcError::bad_request(
            "missing_version_header",
            "The GoCardless-Version header is required",
        )),
        Some(API_VERSION) => Ok(()),
        Some(other) => Err(GcError::bad_request(
            "version_not_found",
            format!("Version {other} does not exist; use {API_VERSION}"),
        )),
    }
}

/// The body's `envelope` object, typed; a field of the wrong type names its path.
fn envelope<T: DeserializeOwned + Default>(
    body: &[u8],
    key: &str,
    optional: bool,
) -> Result<T, GcError> {
    if optional && body.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        GcError::bad_request("invalid_json", format!("The body is not valid JSON: {e}"))
    })?;
    let inner = match value.get(key) {
        Some(inner) if inner.is_object() => inner.clone(),
        Some(_) | None if optional && value.as_object().is_some_and(|o| o.is_empty()) => {
            return Ok(T::default());
        }
        Some(_) | None => {
            return Err(GcError::bad_request(
                "invalid_document_structure",
                format!("The request body must be an object under the key \"{key}\""),
            ));
        }
    };
    serde_path_to_error::deserialize(inner).map_err(|e| {
        let path = e.path().to_string();
        GcError::validation(key, &path, format!("is invalid: {}", e.inner()))
    })
}

fn idempotency_key(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get("Idempotency-Key")
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

fn reply(status: StatusCode, key: &str, resource: Value) -> HttpResponse {
    HttpResponse::build(status).json(json!({ key: resource }))
}

type Handled = Result<HttpResponse, SandboxError>;

/// An injected fault, as GoCardless reports its own trouble (`type: gocardless`).
fn fail(status: u16) -> SandboxError {
    let mut error = GcError::internal();
    error.status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    error.into()
}

/// Faults first (tests inject them), then token and version, then the call itself.
async fn guarded(
    req: &HttpRequest,
    state: &AppState,
    work: impl FnOnce(&GoCardlessSimulator) -> Result<HttpResponse, GcError>,
) -> Handled {
    let sim = &state.gocardless;
    let call = || {
        check(req, sim)?;
        Ok(work(sim)?)
    };
    sim.faults.run(fail, call).await
}

async fn create_billing_request(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        let request: NewBillingRequest = envelope(&body, "billing_requests", false)?;
        let created = sim.create_billing_request(request, idempotency_key(&req))?;
        Ok(reply(StatusCode::CREATED, "billing_requests", created))
    })
    .await
}

async fn get_billing_request(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(reply(
            StatusCode::OK,
            "billing_requests",
            sim.get_billing_request(&id)?,
        ))
    })
    .await
}

async fn cancel_billing_request(
    req: HttpRequest,
    id: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        let _: ActionData = envelope(&body, "data", true)?;
        Ok(reply(
            StatusCode::OK,
            "billing_requests",
            sim.cancel_billing_request(&id)?,
        ))
    })
    .await
}

async fn create_flow(req: HttpRequest, body: Bytes, state: web::Data<AppState>) -> Handled {
    guarded(&req, &state, |sim| {
        let request: NewFlow = envelope(&body, "billing_request_flows", false)?;
        let info = req.connection_info();
        let page_base = format!("{}://{}", info.scheme(), info.host());
        let created = sim.create_flow(request, idempotency_key(&req), &page_base)?;
        Ok(reply(StatusCode::CREATED, "billing_request_flows", created))
    })
    .await
}

async fn get_customer(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(reply(StatusCode::OK, "customers", sim.get_customer(&id)?))
    })
    .await
}

async fn get_mandate(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(reply(StatusCode::OK, "mandates", sim.get_mandate(&id)?))
    })
    .await
}

async fn cancel_mandate(
    req: HttpRequest,
    id: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        let _: ActionData = envelope(&body, "data", true)?;
        Ok(reply(StatusCode::OK, "mandates", sim.cancel_mandate(&id)?))
    })
    .await
}

async fn create_payment(req: HttpRequest, body: Bytes, state: web::Data<AppState>) -> Handled {
    guarded(&req, &state, |sim| {
        let request: NewPayment = envelope(&body, "payments", false)?;
        let created = sim.create_payment(request, idempotency_key(&req))?;
        Ok(reply(StatusCode::CREATED, "payments", created))
    })
    .await
}

async fn get_payment(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(reply(StatusCode::OK, "payments", sim.get_payment(&id)?))
    })
    .await
}

async fn payment_action(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    body: Bytes,
    state: web::Data<AppState>,
) -> Handled {
    let (id, action) = path.into_inner();
    guarded(&req, &state, |sim| {
        let data: ActionData = envelope(&body, "data", true)?;
        let payment = match action.as_str() {
            "cancel" => sim.cancel_payment(&id, data.metadata)?,
            "retry" => sim.retry_payment(&id, data.metadata)?,
            _ => return Err(GcError::path_not_found()),
        };
        Ok(reply(StatusCode::OK, "payments", payment))
    })
    .await
}

async fn create_refund(req: HttpRequest, body: Bytes, state: web::Data<AppState>) -> Handled {
    guarded(&req, &state, |sim| {
        let request: NewRefund = envelope(&body, "refunds", false)?;
        let created = sim.create_refund(request, idempotency_key(&req))?;
        Ok(reply(StatusCode::CREATED, "refunds", created))
    })
    .await
}

async fn get_refund(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(reply(StatusCode::OK, "refunds", sim.get_refund(&id)?))
    })
    .await
}

async fn list_events(
    req: HttpRequest,
    query: web::Query<HashMap<String, String>>,
    state: web::Data<AppState>,
) -> Handled {
    guarded(&req, &state, |sim| {
        Ok(HttpResponse::Ok().json(sim.list_events(&query)?))
    })
    .await
}

async fn method_not_allowed() -> Handled {
    Err(GcError::method_not_allowed().into())
}

async fn path_not_found() -> Handled {
    Err(GcError::path_not_found().into())
}

fn resource(path: &str) -> Resource {
    web::resource(path).default_service(web::to(method_not_allowed))
}

/// The API resources, inside the `/gocardless` scope (after the pages).
pub fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    scope
        .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
        .service(resource("/billing_requests").route(web::post().to(create_billing_request)))
        .service(resource("/billing_requests/{id}").route(web::get().to(get_billing_request)))
        .service(
            resource("/billing_requests/{id}/actions/cancel")
                .route(web::post().to(cancel_billing_request)),
        )
        .service(resource("/billing_request_flows").route(web::post().to(create_flow)))
        .service(resource("/customers/{id}").route(web::get().to(get_customer)))
        .service(resource("/mandates/{id}").route(web::get().to(get_mandate)))
        .service(resource("/mandates/{id}/actions/cancel").route(web::post().to(cancel_mandate)))
        .service(resource("/payments").route(web::post().to(create_payment)))
        .service(resource("/payments/{id}").route(web::get().to(get_payment)))
        .service(resource("/payments/{id}/actions/{action}").route(web::post().to(payment_action)))
        .service(resource("/refunds").route(web::post().to(create_refund)))
        .service(resource("/refunds/{id}").route(web::get().to(get_refund)))
        .service(resource("/events").route(web::get().to(list_events)))
        .default_service(web::to(path_not_found))
}
