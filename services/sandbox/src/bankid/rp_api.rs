//! `/rp/v6.0/*`: the relying-party endpoints, answering like BankID's server (minus mTLS: the
//! sandbox listens on plain HTTP on loopback).

use actix_web::http::header::CONTENT_TYPE;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse, Resource};

use super::error_code::ErrorCode;
use super::order::OrderKind;
use super::simulator::{Endpoint, FaultKind};
use super::validate;
use super::wire::{PhoneStartResponse, StartResponse};
use crate::error::SandboxError;
use crate::state::AppState;

/// Larger than the biggest valid body (userNonVisibleData may be 200 000 characters).
const MAX_BODY_BYTES: usize = 512 * 1024;

async fn apply_fault(state: &AppState, endpoint: Endpoint) -> Result<(), SandboxError> {
    match state.bankid.take_fault(endpoint) {
        Some(FaultKind::Delay(delay)) => {
            tokio::time::sleep(delay).await;
            Ok(())
        }
        Some(FaultKind::Error(code)) => Err(SandboxError::bankid(code, "Simulated fault")),
        None => Ok(()),
    }
}

fn require_json(req: &HttpRequest) -> Result<(), SandboxError> {
    let is_json = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if is_json {
        Ok(())
    } else {
        Err(SandboxError::bankid(
            ErrorCode::UnsupportedMediaType,
            "Content-Type must be application/json",
        ))
    }
}

async fn start(
    req: &HttpRequest,
    body: &[u8],
    state: &AppState,
    endpoint: Endpoint,
    kind: OrderKind,
) -> Result<HttpResponse, SandboxError> {
    apply_fault(state, endpoint).await?;
    require_json(req)?;
    let today = state.bankid.today();
    if kind.is_phone() {
        let request = validate::phone_request(kind, body, today)?;
        let order = state.bankid.start(request, false)?;
        return Ok(HttpResponse::Ok().json(PhoneStartResponse {
            order_ref: order.order_ref.to_string(),
        }));
    }
    let request = validate::start_request(kind, body, today)?;
    let order = state.bankid.start(request, true)?;
    let tokens = order
        .tokens
        .ok_or_else(|| SandboxError::Internal("auth/sign order without start tokens".into()))?;
    Ok(HttpResponse::Ok().json(StartResponse {
        order_ref: order.order_ref.to_string(),
        auto_start_token: tokens.auto_start_token.to_string(),
        qr_start_token: tokens.qr_start_token.to_string(),
        qr_start_secret: tokens.qr_start_secret.to_string(),
    }))
}

async fn auth(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    start(&req, &body, &state, Endpoint::Auth, OrderKind::Auth).await
}

async fn sign(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    start(&req, &body, &state, Endpoint::Sign, OrderKind::Sign).await
}

async fn phone_auth(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    start(
        &req,
        &body,
        &state,
        Endpoint::PhoneAuth,
        OrderKind::PhoneAuth,
    )
    .await
}

async fn phone_sign(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    start(
        &req,
        &body,
        &state,
        Endpoint::PhoneSign,
        OrderKind::PhoneSign,
    )
    .await
}

async fn collect(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    apply_fault(&state, Endpoint::Collect).await?;
    require_json(&req)?;
    let order_ref = validate::order_ref(&body)?;
    Ok(HttpResponse::Ok().json(state.bankid.collect(order_ref)?))
}

async fn cancel(
    req: HttpRequest,
    body: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    apply_fault(&state, Endpoint::Cancel).await?;
    require_json(&req)?;
    let order_ref = validate::order_ref(&body)?;
    state.bankid.cancel(order_ref)?;
    Ok(HttpResponse::Ok().json(serde_json::json!({})))
}

async fn method_not_allowed() -> Result<HttpResponse, SandboxError> {
    Err(SandboxError::bankid(
        ErrorCode::MethodNotAllowed,
        "Use POST",
    ))
}

async fn not_found() -> Result<HttpResponse, SandboxError> {
    Err(SandboxError::bankid(
        ErrorCode::NotFound,
        "No such endpoint",
    ))
}

fn endpoint<F, Args>(path: &str, handler: F) -> Resource
where
    F: actix_web::Handler<Args>,
    Args: actix_web::FromRequest + 'static,
    F::Output: actix_web::Responder + 'static,
{
    web::resource(path)
        .route(web::post().to(handler))
        .default_service(web::to(method_not_allowed))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/rp/v6.0")
            .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
            .service(endpoint("/auth", auth))
            .service(endpoint("/sign", sign))
            .service(endpoint("/phone/auth", phone_auth))
            .service(endpoint("/phone/sign", phone_sign))
            .service(endpoint("/collect", collect))
            .service(endpoint("/cancel", cancel))
            .default_service(web::to(not_found)),
    );
}
