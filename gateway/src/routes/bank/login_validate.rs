//! `POST /bank/login/validate`: the one-time code of a bank sign-in; issues an access token of
//! platform `bank` carrying the user's banks (staff routes refuse it). Same checks, limits and
//! answers as `POST /employee/login/validate`, whose code this reuses.

use actix_web::{post, web};

use crate::auth::TokenPlatform;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::routes::employee::login_validate::{
    CodeAttempt, SignedIn, ValidateLoginRequest, complete_password_login,
};
use crate::state::AppState;

#[utoipa::path(
    tag = "bank",
    operation_id = "bank_login_validate",
    request_body = ValidateLoginRequest,
    responses(
        (status = 200, description = "Signed in on the bank platform", body = SignedIn),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 401, description = "Invalid or expired one-time code", body = ErrorBody),
        (status = 429, description = "Too many attempts (see Retry-After)", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/bank/login/validate")]
pub async fn login_validate(
    state: web::Data<AppState>,
    body: JsonBody<ValidateLoginRequest>,
) -> Result<web::Json<SignedIn>, GatewayError> {
    let attempt = CodeAttempt::from(body.into_inner());
    complete_password_login(&state, attempt, TokenPlatform::Bank)
        .await
        .map(web::Json)
}
