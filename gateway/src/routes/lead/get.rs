//! `GET /lead/get/{id}`.

use actix_web::{get, web};
use zrm_proto::core::v1::GetLeadRequest;

use super::types::Lead;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "lead",
    params(("id" = i64, Path, minimum = 1, description = "Lead id")),
    responses(
        (status = 200, body = Lead),
        (status = 400, description = "Non-numeric id (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/lead/get/{id}")]
pub async fn get_lead(
    _user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<Lead>, GatewayError> {
    let request = GetLeadRequest {
        lead_id: id.into_inner(),
    };
    let lead = state
        .clients
        .leads()
        .get_lead(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Lead::from(lead)))
}
