//! `POST /lead/handle/{id}` and `POST /lead/unhandle/{id}`: mark a lead handled, or not handled
//! again (core allows each only from the other state: 409 otherwise).

use actix_web::{post, web};
use zrm_proto::core::v1::SetLeadHandledRequest;

use super::types::Lead;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

async fn set_handled(
    user: StaffUser,
    state: &AppState,
    lead_id: i64,
    handled: bool,
) -> Result<web::Json<Lead>, GatewayError> {
    let request = SetLeadHandledRequest {
        lead_id,
        handled,
        changed_by: user.user_id,
    };
    let lead = state
        .clients
        .leads()
        .set_lead_handled(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Lead::from(lead)))
}

#[utoipa::path(
    tag = "lead",
    params(("id" = i64, Path, minimum = 1, description = "Lead id")),
    responses(
        (status = 200, description = "Handled; `core.lead.handled` published", body = Lead),
        (status = 400, description = "An id out of range (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Handled already", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/handle/{id}")]
pub async fn handle_lead(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<Lead>, GatewayError> {
    set_handled(user, &state, id.into_inner(), true).await
}

#[utoipa::path(
    tag = "lead",
    params(("id" = i64, Path, minimum = 1, description = "Lead id")),
    responses(
        (status = 200, description = "Not handled again; `core.lead.handled` published", body = Lead),
        (status = 400, description = "An id out of range (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not handled", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/unhandle/{id}")]
pub async fn unhandle_lead(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<Lead>, GatewayError> {
    set_handled(user, &state, id.into_inner(), false).await
}
