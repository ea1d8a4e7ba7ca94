//! The simulated Norsk Gjeldsinformasjon API: `POST /nogi/oauth2/token` (client credentials,
//! HTTP Basic), `PUT /nogi/v1/consent/agreement`, `GET|DELETE /nogi/v1/debt/{consentId}`,
//! `GET /nogi/v1/debt/{consentId}/status`. Errors are `{error, error_description, timestamp,
//! trace_id}`; `trace_id` echoes `X-Trace-ID` when sent (here: the request id).

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::Deserialize;
use serde_json::{Value, json};
use zrm_domain::{Country, PersonalId};

use super::model::{Consent, CreditorLoan, Purpose};
use super::simulator::{Grant, TokenScope, random_id};
use crate::error::SandboxError;
use crate::state::AppState;

pub const NO_CONSENT: &str = "Invalid access token or no valid consent present";

pub fn nogi(
    status: StatusCode,
    error: &'static str,
    description: impl Into<String>,
) -> SandboxError {
    SandboxError::NoGi {
        status,
        error,
        description: description.into(),
    }
}

fn basic_client(req: &HttpRequest) -> Option<(String, String)> {
    let raw = req
        .headers()
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Basic ")?;
    let decoded = String::from_utf8(STANDARD.decode(raw.trim()).ok()?).ok()?;
    let (id, secret) = decoded.split_once(':')?;
    Some((id.to_owned(), secret.to_owned()))
}

async fn token(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.debt_register;
    let expected = (
        sim.settings.client_id.clone(),
        sim.settings.client_secret.clone(),
    );
    if basic_client(&req).as_ref() != Some(&expected) {
        return Err(nogi(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "Client authentication failed",
        ));
    }
    let form: HashMap<String, String> = form_urlencoded::parse(&raw).into_owned().collect();
    match form.get("grant_type").map(String::as_str) {
        Some("client_credentials") => {}
        Some("authorization_code") => return authorization_code(&req, &form, &state),
        Some(_) => {
            return Err(nogi(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "grant_type must be client_credentials or authorization_code",
            ));
        }
        None => {
            return Err(nogi(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "grant_type is required",
            ));
        }
    }
    let scope_raw = form.get("scope").map(String::as_str).unwrap_or_default();
    let scope = TokenScope::parse(scope_raw).ok_or_else(|| {
        nogi(
            StatusCode::BAD_REQUEST,
            "invalid_scope",
            format!("unknown scope {scope_raw:?}"),
        )
    })?;
    let audience = form.get("audience").map(String::as_str).unwrap_or_default();
    if !audience.ends_with(scope.audience_path()) {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!(
                "audience for {scope_raw} must be …{}",
                scope.audience_path()
            ),
        ));
    }
    let (access_token, expires_in) = sim.issue_token(scope);
    Ok(HttpResponse::Ok().json(json!({
        "access_token": access_token,
        "expires_in": expires_in,
        "scope": scope_raw,
        "token_type": "bearer",
    })))
}

/// The redirect flow's code → a token with the consent in its context; with `openid` also an ID
/// token naming the person (`pid`) and the consent (`consent_id`), signed HS256 with our secret.
fn authorization_code(
    req: &HttpRequest,
    form: &HashMap<String, String>,
    state: &AppState,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.debt_register;
    let field = |name: &str| form.get(name).map(String::as_str).unwrap_or_default();
    if field("client_id") != sim.settings.client_id {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "client_id must be the authenticated client",
        ));
    }
    let code = sim
        .redeem_code(field("code"), field("redirect_uri"))
        .ok_or_else(|| {
            nogi(
                StatusCode::BAD_REQUEST,
                "invalid_grant",
                "The code is unknown, expired, spent or was issued for another redirect_uri",
            )
        })?;
    let consent = sim.consent(&code.consent_id).ok_or_else(|| {
        nogi(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            "The consent of this code is gone",
        )
    })?;
    let (access_token, expires_in) = sim.issue_consent_token(&consent.id);
    let mut scope = consent.scope.clone();
    let mut answer = json!({
        "access_token": access_token,
        "expires_in": expires_in,
        "token_type": "bearer",
    });
    if code.openid {
        scope.push_str(" openid");
        answer["id_token"] = json!(id_token(req, state, &consent)?);
    }
    answer["scope"] = json!(scope);
    Ok(HttpResponse::Ok().json(answer))
}

fn id_token(
    req: &HttpRequest,
    state: &AppState,
    consent: &Consent,
) -> Result<String, SandboxError> {
    let sim = &state.debt_register;
    let info = req.connection_info();
    let now = sim.now().timestamp();
    let claims = json!({
        "iss": format!("{}://{}/nogi", info.scheme(), info.host()),
        "aud": sim.settings.client_id,
        // A fresh subject per login, as ID-porten's pairwise one; clients must not store it.
        "sub": random_id(),
        "iat": now,
        "exp": now + 300,
        "pid": consent.nin,
        "consent_id": consent.id,
    });
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(sim.settings.client_secret.as_bytes()),
    )
    .map_err(|e| SandboxError::Internal(format!("id token: {e}")))
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    Some(
        req.headers()
            .get(AUTHORIZATION)?
            .to_str()
            .ok()?
            .strip_prefix("Bearer ")?
            .trim(),
    )
}

pub fn bearer_scope(req: &HttpRequest, state: &AppState) -> Option<TokenScope> {
    state.debt_register.token_scope(bearer(req)?)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AgreementBody {
    nin: String,
    scope_of_consent: String,
    consent_duration_days: Option<i64>,
    client_consent_id: String,
}

pub fn parse_nin(state: &AppState, raw: &str) -> Result<String, String> {
    PersonalId::parse(Country::No, raw.trim(), state.clock.now().date_naive())
        .map(|id| id.canonical().to_owned())
        .map_err(|e| e.to_string())
}

async fn agreement(
    req: HttpRequest,
    raw: Bytes,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    if bearer_scope(&req, &state) != Some(TokenScope::ConsentCreate) {
        return Err(nogi(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "A valid consent.create access token is required",
        ));
    }
    let body: AgreementBody = serde_json::from_slice(&raw)
        .map_err(|e| nogi(StatusCode::BAD_REQUEST, "invalid_request", e.to_string()))?;
    let nin = parse_nin(&state, &body.nin).map_err(|e| {
        nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            format!("nin: {e}"),
        )
    })?;
    let (purpose, scope_days) = Purpose::parse_scope(&body.scope_of_consent).ok_or_else(|| {
        nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "scope_of_consent must be a debt.unsecured scope",
        )
    })?;
    if body.client_consent_id.trim().is_empty() {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "client_consent_id is required",
        ));
    }
    let days = body.consent_duration_days.or(scope_days);
    if days.is_some_and(|d| d < 1) {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "consent_duration_days must be at least 1",
        ));
    }
    match state
        .debt_register
        .grant(&nin, purpose, days, Some(body.client_consent_id.clone()))
    {
        Grant::Duplicate => Err(nogi(
            StatusCode::CONFLICT,
            "conflict",
            "client_consent_id is already in use",
        )),
        Grant::Created(consent) => Ok(HttpResponse::Ok().json(json!({
            "client_consent_id": body.client_consent_id,
            "consent": {
                "id": consent.id,
                "expires_at": consent.expires_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
                "scope_of_consent": consent.scope,
            },
        }))),
    }
}

pub fn creditor_json(entry: &CreditorLoan) -> Value {
    json!({ "creditorName": entry.creditor_name, "loan": entry.loan })
}

fn debt_json(consent: &Consent, loans: &[CreditorLoan]) -> Value {
    let missing = loans.iter().filter(|l| l.loan.is_none()).count();
    json!({
        "ssn": consent.nin,
        "consent": { "id": consent.id, "exp": consent.expires_at.timestamp(), "scope": consent.scope },
        "numberOfCreditorsAnswered": loans.len() - missing,
        "numberOfcreditorsMissing": missing,
        "loans": loans.iter().map(creditor_json).collect::<Vec<_>>(),
    })
}

fn debt_purpose(req: &HttpRequest, state: &AppState) -> Result<Purpose, SandboxError> {
    match bearer_scope(req, state) {
        Some(TokenScope::Debt(purpose)) => Ok(purpose),
        Some(TokenScope::ConsentCreate | TokenScope::ConsentEvents) | None => {
            Err(nogi(StatusCode::FORBIDDEN, "forbidden", NO_CONSENT))
        }
    }
}

async fn debt(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let purpose = debt_purpose(&req, &state)?;
    let (consent, loans) = state
        .debt_register
        .use_consent(&id, purpose)
        .ok_or_else(|| nogi(StatusCode::FORBIDDEN, "forbidden", NO_CONSENT))?;
    Ok(HttpResponse::Ok().json(debt_json(&consent, &loans)))
}

/// `GET /v1/debt`: the consent is the one in the auth-code token's context.
async fn debt_of_token(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let sim = &state.debt_register;
    let (consent, loans) = bearer(&req)
        .and_then(|token| sim.token_consent(token))
        .and_then(|id| sim.use_consent_in_context(&id))
        .ok_or_else(|| nogi(StatusCode::FORBIDDEN, "forbidden", NO_CONSENT))?;
    Ok(HttpResponse::Ok().json(debt_json(&consent, &loans)))
}

async fn revoke(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    debt_purpose(&req, &state)?;
    if !state.debt_register.revoke(&id) {
        return Err(nogi(StatusCode::FORBIDDEN, "forbidden", NO_CONSENT));
    }
    Ok(HttpResponse::NoContent().finish())
}

async fn status(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    debt_purpose(&req, &state)?;
    let consent = state
        .debt_register
        .consent(&id)
        .ok_or_else(|| nogi(StatusCode::FORBIDDEN, "forbidden", NO_CONSENT))?;
    Ok(HttpResponse::Ok().json(json!({
        "active": consent.is_active(state.debt_register.now()),
        "expires_at": consent.expires_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    })))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/nogi")
            .route("/oauth2/token", web::post().to(token))
            .route("/v1/consent/agreement", web::put().to(agreement))
            .route("/v1/debt", web::get().to(debt_of_token))
            .route("/v1/debt/{consent_id}", web::get().to(debt))
            .route("/v1/debt/{consent_id}", web::delete().to(revoke))
            .route("/v1/debt/{consent_id}/status", web::get().to(status))
            .configure(super::feed::routes)
            .configure(super::consent_page::routes),
    );
}
