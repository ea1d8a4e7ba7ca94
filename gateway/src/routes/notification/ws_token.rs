//! `GET /notification/ws-token`: a short-lived token for the websocket URL (browsers cannot set
//! an Authorization header on a websocket).

use actix_web::{get, web};

use super::types::WsToken;
use crate::auth::{StaffUser, token_error};
use crate::error::{ErrorBody, GatewayError};
use crate::state::AppState;

#[utoipa::path(
    tag = "notification",
    responses(
        (status = 200, body = WsToken),
        (status = 401, body = ErrorBody),
    ),
)]
#[get("/notification/ws-token")]
pub async fn ws_token(
    user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<WsToken>, GatewayError> {
    let issued = state.tokens.issue_ws(&user.user_id).map_err(token_error)?;
    Ok(web::Json(WsToken {
        token: issued.token,
        expires_at: issued.expires_at,
    }))
}
