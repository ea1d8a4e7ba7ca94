//! The back office's popup sign-in through the staff identity provider (OpenID Connect code flow
//! with PKCE). `POST /employee/idp/login` starts it: the app opens the returned URL in a popup;
//! the provider sends the popup to the app's callback page, which hands the query string to the
//! app, which posts it to `POST /employee/idp/callback`. The gateway verifies the provider's ID
//! token (issuer, audience, signature through the JWKS, nonce), core checks the person is an
//! active employee and takes the roles and coordinates of the claims, and the gateway issues
//! the ZRM session.

use actix_web::{HttpRequest, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1::IdentityProviderSignInRequest;
use zrm_providers::oidc::Callback;

use super::login_validate::SignedIn;
use super::types::User;
use crate::auth::staff_idp::LOGIN_EXPIRED;
use crate::auth::{TokenPlatform, TokenSubject, token_error};
use crate::client_address::client_address;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::rate_limit::Limit;
use crate::state::AppState;

/// The longest callback query string taken (codes and states are far shorter).
const MAX_CALLBACK: usize = 4096;

#[derive(Debug, Deserialize, ToSchema)]
pub struct IdpLoginRequest {
    /// The language of the provider's pages: `en`, `sv` or `nb` (default: the provider's own).
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = "^(en|sv|nb)$")]
    pub language: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IdpLoginStarted {
    /// Open this in the popup.
    pub authorization_url: String,
    /// The callback must arrive before this.
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct IdpCallbackRequest {
    /// The query string the provider sent the popup back with (`code=…&state=…`, or
    /// `error=…&state=…`), with or without the leading `?`: 1 to 4096 characters.
    #[serde(default)]
    #[schema(value_type = String, required = true, min_length = 1, max_length = 4096)]
    pub callback: Option<String>,
}

fn ui_locales(language: Option<String>) -> Result<Option<String>, GatewayError> {
    match language.as_deref() {
        None => Ok(None),
        Some("en" | "sv" | "nb") => Ok(language),
        Some(_) => Err(GatewayError::field("language", "Must be one of en, sv, nb")),
    }
}

#[utoipa::path(
    tag = "employee",
    request_body = IdpLoginRequest,
    responses(
        (status = 200, description = "Open the authorization URL in the popup", body = IdpLoginStarted),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 429, description = "Too many failed sign-ins from this address", body = ErrorBody),
        (status = 503, description = "The identity provider is not configured or unreachable", body = ErrorBody),
    ),
    security(()),
)]
#[post("/employee/idp/login")]
pub async fn idp_login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<IdpLoginRequest>,
) -> Result<web::Json<IdpLoginStarted>, GatewayError> {
    let ui_locales = ui_locales(body.into_inner().language)?;
    let address_key = address_key(&req, &state);
    state
        .rate_limiter
        .check(&[address_limit(&state, &address_key)])
        .await?;
    let pending = state.staff_idp.begin(ui_locales).await?;
    let ttl = chrono::Duration::seconds(
        i64::try_from(state.settings.staff_idp.login_ttl_secs).unwrap_or(i64::MAX),
    );
    Ok(web::Json(IdpLoginStarted {
        authorization_url: pending.authorization_url,
        expires_at: Utc::now() + ttl,
    }))
}

fn address_key(req: &HttpRequest, state: &AppState) -> String {
    let address = client_address(req, state.settings.http.trust_forwarded_for);
    state.keys.login_attempts_by_address(&address)
}

fn address_limit<'a>(state: &AppState, key: &'a str) -> Limit<'a> {
    Limit {
        key,
        limit: state.settings.rate_limit.login_per_address,
    }
}

#[utoipa::path(
    tag = "employee",
    request_body = IdpCallbackRequest,
    responses(
        (status = 200, description = "Signed in", body = SignedIn),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 401, description = "Expired, used, cancelled or unverifiable sign-in", body = ErrorBody),
        (status = 403, description = "No ZRM account, a deactivated one, or a bank partner's", body = ErrorBody),
        (status = 429, description = "Too many failed sign-ins from this address", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/employee/idp/callback")]
pub async fn idp_callback(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<IdpCallbackRequest>,
) -> Result<web::Json<SignedIn>, GatewayError> {
    let callback = body.into_inner().callback.unwrap_or_default();
    if callback.is_empty() {
        return Err(GatewayError::field("callback", "The callback is required"));
    }
    if callback.chars().count() > MAX_CALLBACK {
        return Err(GatewayError::field(
            "callback",
            "Must be at most 4096 characters",
        ));
    }
    // Whatever does not name a sign-in in progress (no state, a state given twice, garbage) is
    // answered like an expired one: nothing here can be matched to a login.
    let callback = Callback::from_form(callback.trim().trim_start_matches('?'))
        .map_err(|_| GatewayError::unauthenticated(LOGIN_EXPIRED))?;
    let address_key = address_key(&req, &state);
    let counter = [address_limit(&state, &address_key)];
    state.rate_limiter.check(&counter).await?;
    let signed_in = sign_in(&state, &callback).await;
    if let Err(GatewayError::Unauthenticated(_) | GatewayError::Forbidden(_)) = &signed_in {
        state.rate_limiter.record_failures(&counter).await?;
    }
    signed_in.map(web::Json)
}

async fn sign_in(state: &AppState, callback: &Callback) -> Result<SignedIn, GatewayError> {
    let identity = state.staff_idp.complete(callback).await?;
    let request = IdentityProviderSignInRequest {
        email: identity.email,
        subject: identity.user_id,
        roles: identity.roles,
        zoordinates: identity
            .zoordinates
            .iter()
            .map(ToString::to_string)
            .collect(),
    };
    let employee = state
        .clients
        .employees()
        .sign_in_with_identity_provider(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let user = User::from(employee);
    let subject = TokenSubject::from(&user);
    if subject.platform != TokenPlatform::Employee {
        return Err(GatewayError::Forbidden(
            "Bank partners sign in on the bank partner portal".into(),
        ));
    }
    let (issued, _) = state.tokens.issue_access(&subject).map_err(token_error)?;
    tracing::info!(user_id = %user.user_id, "signed in through the identity provider");
    Ok(SignedIn {
        token: issued.token,
        expires_at: issued.expires_at,
        user,
    })
}
