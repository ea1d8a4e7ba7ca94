//! `POST /lead/assign/{id}`: core sets the assignee, publishes `core.lead.assigned`, and the
//! assignee gets a live notification.

use actix_web::{post, web};
use zrm_proto::core::v1::AssignLeadRequest as AssignLeadMessage;

use super::types::{AssignLeadRequest, Lead};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "lead",
    params(("id" = i64, Path, minimum = 1, description = "Lead id")),
    request_body = AssignLeadRequest,
    responses(
        (status = 200, body = Lead),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such lead, or no such assignee", body = ErrorBody),
        (status = 409, description = "The assignee is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/assign/{id}")]
pub async fn assign_lead(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    body: JsonBody<AssignLeadRequest>,
) -> Result<web::Json<Lead>, GatewayError> {
    let assignee_id = body.into_inner().assignee_id.trim().to_string();
    if assignee_id.is_empty() {
        return Err(GatewayError::field("assignee_id", "Assignee is required"));
    }
    let request = AssignLeadMessage {
        lead_id: id.into_inner(),
        assignee_id,
        assigned_by: user.user_id,
    };
    let lead = state
        .clients
        .leads()
        .assign_lead(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Lead::from(lead)))
}
