//! `GET /notification/ws-token`: a short-lived token for the websocket URL (browsers cannot set
//! an Authorization header on a websocket).

use actix_web::{get, web};

use super::types::WsToken;
use crate::auth::{StaffUser, token_error};
use crate::error::{ErrorBody, GatewayError, reader_language};
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
    // The socket writes its notifications in the language the app asks in.
    let issued = state
        .tokens
        .issue_ws_in(&user.user_id, reader_language())
        .map_err(token_error)?;
    Ok(web::Json(WsToken {
        token: issued.token,
        expires_at: issued.expires_at,
    }))
}
