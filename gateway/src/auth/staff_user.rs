//! `StaffUser`: the signed-in employee, taken as a handler argument so no handler can forget to
//! authenticate (a valid, unexpired, unrevoked access token is required: else 401) and to refuse
//! other platforms' users (a bank partner's valid token: 403).

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use zrm_domain::roles::RoleRequirement;

use super::tokens::{AccessClaims, EMPLOYEE_PLATFORM, TokenError};
use crate::error::GatewayError;
use crate::state::AppState;

/// Header naming the data region (zoordinate) the client works in.
pub const ZOORDINATES_HEADER: &str = "x-zoordinates";

pub const TOKEN_EXPIRED: &str = "Token expired";
pub const TOKEN_REVOKED: &str = "Token revoked";
pub const TOKEN_INVALID: &str = "Invalid token";
pub const TOKEN_MISSING: &str = "Not authenticated";
/// A signed-in bank partner (or any non-staff user) on a staff route.
pub const STAFF_ONLY: &str = "This is for staff only";

#[derive(Debug, Clone)]
pub struct StaffUser {
    pub user_id: String,
    pub name: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    /// The zoordinate sent in `x-zoordinates`, checked against the user's list.
    pub active_zoordinate: Option<String>,
    pub token_id: String,
    /// Expiry of the access token (seconds since the epoch).
    pub token_expires_at: i64,
}

impl StaffUser {
    fn from_claims(claims: AccessClaims, active_zoordinate: Option<String>) -> Self {
        Self {
            user_id: claims.sub,
            name: claims.name,
            roles: claims.roles,
            zoordinates: claims.zoordinates,
            active_zoordinate,
            token_id: claims.jti,
            token_expires_at: claims.exp,
        }
    }

    /// The coordinate the request works in: the one sent in `x-zoordinates` (checked to be the
    /// user's), else the user's first, as the apps choose when none is saved. None for a user
    /// without coordinates (or with none the domain can read).
    pub fn working_coordinate(&self) -> Option<zrm_domain::Coordinates> {
        self.active_zoordinate
            .as_ref()
            .or(self.zoordinates.first())
            .and_then(|code| zrm_domain::Coordinates::parse(code).ok())
    }

    /// The contract's country of the working coordinate: the lists show that country's rows.
    pub fn working_country(&self) -> Option<i32> {
        self.working_coordinate().map(|coordinate| {
            zrm_platform::grpc::common::country_of_code(coordinate.country.code()).into()
        })
    }

    /// 403 unless the user's roles satisfy `requirement` (a role whose name contains `admin`
    /// passes every check; a requirement with several role sets admits a holder of all roles of
    /// one set).
    pub fn require(&self, requirement: &RoleRequirement) -> Result<(), GatewayError> {
        if requirement.admits(&self.roles) {
            Ok(())
        } else {
            Err(GatewayError::Forbidden(
                "You do not have the role needed for this".to_string(),
            ))
        }
    }
}

pub fn token_error(error: TokenError) -> GatewayError {
    match error {
        TokenError::Expired => GatewayError::unauthenticated(TOKEN_EXPIRED),
        TokenError::Invalid(cause) => {
            tracing::debug!(%cause, "rejected token");
            GatewayError::unauthenticated(TOKEN_INVALID)
        }
        TokenError::Signing(cause) => GatewayError::Internal(cause),
    }
}

pub(super) fn bearer_token(req: &HttpRequest) -> Result<String, GatewayError> {
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .ok_or_else(|| GatewayError::unauthenticated(TOKEN_MISSING))?
        .to_str()
        .map_err(|_| GatewayError::unauthenticated(TOKEN_INVALID))?;
    match value.split_once(' ') {
        Some((scheme, token))
            if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() =>
        {
            Ok(token.trim().to_string())
        }
        Some(_) | None => Err(GatewayError::unauthenticated(TOKEN_MISSING)),
    }
}

fn requested_zoordinate(req: &HttpRequest) -> Result<Option<String>, GatewayError> {
    let Some(value) = req.headers().get(ZOORDINATES_HEADER) else {
        return Ok(None);
    };
    let value = value
        .to_str()
        .map_err(|_| GatewayError::field(ZOORDINATES_HEADER, "Invalid zoordinate"))?
        .trim();
    Ok((!value.is_empty()).then(|| value.to_string()))
}

/// Verifies the bearer token with `verify` and refuses a revoked one: the steps every extractor of
/// a signed-in caller shares.
pub(super) async fn verified_claims(
    state: Option<web::Data<AppState>>,
    token: Result<String, GatewayError>,
    verify: fn(&AppState, &str) -> Result<AccessClaims, TokenError>,
) -> Result<AccessClaims, GatewayError> {
    let state = state.ok_or_else(|| GatewayError::Internal("AppState is not registered".into()))?;
    let claims = verify(&state, &token?).map_err(token_error)?;
    if state.revocations.is_refused(&claims).await? {
        return Err(GatewayError::unauthenticated(TOKEN_REVOKED));
    }
    Ok(claims)
}

impl FromRequest for StaffUser {
    type Error = GatewayError;
    type Future = LocalBoxFuture<'static, Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req);
        let zoordinate = requested_zoordinate(req);
        Box::pin(async move {
            // Any platform's valid, unrevoked token authenticates its holder (else 401); a bank
            // partner's (or, later, a customer's) is then refused here as not staff: 403.
            let claims = verified_claims(state, token, |state, token| {
                state.tokens.verify_access_any(token)
            })
            .await?;
            if claims.platform != EMPLOYEE_PLATFORM {
                return Err(GatewayError::Forbidden(STAFF_ONLY.to_string()));
            }
            let zoordinate = zoordinate?;
            if let Some(requested) = &zoordinate
                && !claims.zoordinates.iter().any(|own| own == requested)
            {
                return Err(GatewayError::Forbidden(format!(
                    "Zoordinate {requested} is not one of yours"
                )));
            }
            let user = StaffUser::from_claims(claims, zoordinate);
            tracing::Span::current().record("user_id", user.user_id.as_str());
            Ok(user)
        })
    }
}

/// Any signed-in caller, staff or bank partner: for the calls both platforms make (logout).
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub user_id: String,
    pub platform: String,
    pub token_id: String,
    /// Expiry of the access token (seconds since the epoch).
    pub token_expires_at: i64,
}

impl FromRequest for SignedIn {
    type Error = GatewayError;
    type Future = LocalBoxFuture<'static, Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req);
        Box::pin(async move {
            let claims = verified_claims(state, token, |state, token| {
                state.tokens.verify_access_any(token)
            })
            .await?;
            tracing::Span::current().record("user_id", claims.sub.as_str());
            Ok(SignedIn {
                user_id: claims.sub,
                platform: claims.platform,
                token_id: claims.jti,
                token_expires_at: claims.exp,
            })
        })
    }
}
