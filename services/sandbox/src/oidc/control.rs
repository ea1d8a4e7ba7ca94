//! `/sandbox/<slug>/*`: what tests do in place of the person at the login page, plus key
//! rotation and ID-token faults. Approving is the simulator's own (it chooses the subject).

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::Flavour;
use super::error::OAuthCode;
use super::faults::{IdTokenFault, TokenFault};
use super::keys::generate_off_thread;
use super::provider::{Login, OidcProvider};
use super::redirect::Redirect;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::state::AppState;

const MAX_FAULT_TIMES: u32 = 100;

/// Which login an action is for: its id (from the login page URL) or the client's `state`.
pub fn select_login(
    provider: &OidcProvider,
    login_id: Option<&str>,
    state: Option<&str>,
) -> Result<Login, SandboxError> {
    match (
        login_id.filter(|s| !s.is_empty()),
        state.filter(|s| !s.is_empty()),
    ) {
        (Some(id), None) => provider.login(id),
        (None, Some(state)) => provider.login_by_state(state),
        (Some(_), Some(_)) | (None, None) => Err(SandboxError::validation(
            "login_id",
            "give exactly one of login_id and state",
        )),
    }
}

/// What the browser would be sent: the URL (query or fragment) and the parameters.
pub fn redirect_json(redirect: &Redirect) -> Result<Value, SandboxError> {
    let params: Map<String, Value> = redirect
        .params
        .iter()
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    Ok(json!({
        "redirect_to": redirect.location()?,
        "redirect_uri": redirect.redirect_uri,
        "response_mode": redirect.response_mode.as_str(),
        "params": params,
    }))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FailBody {
    login_id: Option<String>,
    state: Option<String>,
    error: Option<String>,
    error_description: Option<String>,
}

async fn list_logins<F: Flavour>(state: web::Data<AppState>) -> impl Responder {
    web::Json(json!({ "items": F::provider(&state).logins() }))
}

fn fail_login(
    provider: &OidcProvider,
    body: &FailBody,
    default: OAuthCode,
) -> Result<Value, SandboxError> {
    let login = select_login(provider, body.login_id.as_deref(), body.state.as_deref())?;
    let code = match body.error.as_deref() {
        None => default,
        Some(name) => OAuthCode::parse_login_failure(name).ok_or_else(|| {
            SandboxError::validation(
                "error",
                "error must be access_denied, server_error, temporarily_unavailable, login_required or interaction_required",
            )
        })?,
    };
    let description = body
        .error_description
        .clone()
        .unwrap_or_else(|| default_description(code).to_owned());
    redirect_json(&provider.fail(&login.id, code, &description)?)
}

pub fn default_description(code: OAuthCode) -> &'static str {
    match code {
        OAuthCode::AccessDenied => "The user cancelled the login",
        OAuthCode::LoginRequired => "The user must log in",
        OAuthCode::InteractionRequired => "The user must interact with the provider",
        OAuthCode::TemporarilyUnavailable => "The provider is temporarily unavailable",
        OAuthCode::ServerError
        | OAuthCode::InvalidRequest
        | OAuthCode::InvalidClient
        | OAuthCode::InvalidGrant
        | OAuthCode::UnauthorizedClient
        | OAuthCode::UnsupportedGrantType
        | OAuthCode::UnsupportedResponseType
        | OAuthCode::InvalidScope
        | OAuthCode::InvalidToken => "Unexpected error at the provider",
    }
}

async fn cancel<F: Flavour>(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<Value>, SandboxError> {
    let body: FailBody = body(&raw)?;
    if body.error.is_some() {
        return Err(SandboxError::validation(
            "error",
            "cancel always ends with access_denied; use /fail for other errors",
        ));
    }
    Ok(web::Json(fail_login(
        F::provider(&state),
        &body,
        OAuthCode::AccessDenied,
    )?))
}

async fn fail<F: Flavour>(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<Value>, SandboxError> {
    let body: FailBody = body(&raw)?;
    if body.error.is_none() {
        return Err(SandboxError::validation("error", "error is required"));
    }
    Ok(web::Json(fail_login(
        F::provider(&state),
        &body,
        OAuthCode::ServerError,
    )?))
}

async fn rotate_keys<F: Flavour>(
    state: web::Data<AppState>,
) -> Result<web::Json<Value>, SandboxError> {
    let provider = F::provider(&state);
    let kid = provider.keys.rotate().await?;
    Ok(web::Json(
        json!({ "kid": kid, "published": provider.keys.kids().await? }),
    ))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FaultBody {
    id_token: String,
    times: Option<u32>,
}

async fn add_fault<F: Flavour>(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let body: FaultBody = body(&raw)?;
    let kind = IdTokenFault::parse(&body.id_token).ok_or_else(|| {
        let names: Vec<&str> = IdTokenFault::ALL.iter().map(|f| f.as_str()).collect();
        SandboxError::validation(
            "id_token",
            format!("id_token must be one of {}", names.join(", ")),
        )
    })?;
    let times = body.times.unwrap_or(1);
    if !(1..=MAX_FAULT_TIMES).contains(&times) {
        return Err(SandboxError::validation(
            "times",
            format!("times must be 1 to {MAX_FAULT_TIMES}"),
        ));
    }
    let foreign_key = if kind.needs_foreign_key() {
        Some(std::sync::Arc::new(generate_off_thread().await?))
    } else {
        None
    };
    F::provider(&state).add_fault(TokenFault {
        kind,
        remaining: times,
        foreign_key,
    });
    Ok(HttpResponse::NoContent().finish())
}

async fn clear_faults<F: Flavour>(state: web::Data<AppState>) -> HttpResponse {
    F::provider(&state).clear_faults();
    HttpResponse::NoContent().finish()
}

/// The control routes every OIDC simulator shares.
pub fn routes<F: Flavour>(cfg: &mut web::ServiceConfig) {
    let base = format!("/sandbox/{}", F::profile().slug);
    cfg.route(&format!("{base}/logins"), web::get().to(list_logins::<F>))
        .route(&format!("{base}/cancel"), web::post().to(cancel::<F>))
        .route(&format!("{base}/fail"), web::post().to(fail::<F>))
        .route(
            &format!("{base}/keys/rotate"),
            web::post().to(rotate_keys::<F>),
        )
        .route(&format!("{base}/faults"), web::post().to(add_fault::<F>))
        .route(
            &format!("{base}/faults"),
            web::delete().to(clear_faults::<F>),
        );
}
