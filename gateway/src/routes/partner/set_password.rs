//! `POST /partner/set-password`: the partner portal's `/set-partner-password` page hands in the
//! token of the e-mailed link and the chosen password. No sign-in: the single-use, expiring link
//! is the credential. An unknown, used or expired link is 404 whatever the password.

use actix_web::{post, web};
use zrm_proto::core::v1::SetPartnerPasswordRequest;

use super::types::{PartnerPasswordSet, SetPartnerPasswordBody};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "partner",
    security(()),
    request_body = SetPartnerPasswordBody,
    responses(
        (status = 200, description = "The password is set; the link is used up", body = PartnerPasswordSet),
        (status = 400, description = "The password breaks a rule (field `password`, the rule in the detail)", body = ErrorBody),
        (status = 404, description = "The link is unknown, used, expired, or its partner blocked or deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/partner/set-password")]
pub async fn set_partner_password(
    state: web::Data<AppState>,
    body: JsonBody<SetPartnerPasswordBody>,
) -> Result<web::Json<PartnerPasswordSet>, GatewayError> {
    let body = body.into_inner();
    let response = state
        .clients
        .employees()
        .set_partner_password(state.clients.core.request(SetPartnerPasswordRequest {
            token: body.token,
            password: body.password,
        }))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(PartnerPasswordSet {
        username: response.email,
    }))
}
