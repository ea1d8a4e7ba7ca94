//! `POST /auth/logout`: revokes the caller's token on every replica. Staff and bank partners both
//! sign out here.

use actix_web::{HttpResponse, post, web};

use crate::auth::SignedIn;
use crate::error::{ErrorBody, GatewayError};
use crate::state::AppState;

#[utoipa::path(
    tag = "auth",
    responses(
        (status = 204, description = "Signed out; the token no longer works"),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 503, description = "Redis is down", body = ErrorBody),
    ),
)]
#[post("/auth/logout")]
pub async fn logout(
    user: SignedIn,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GatewayError> {
    state
        .revocations
        .revoke(&user.token_id, user.token_expires_at)
        .await?;
    tracing::info!(user_id = %user.user_id, platform = %user.platform, "signed out");
    Ok(HttpResponse::NoContent().finish())
}
