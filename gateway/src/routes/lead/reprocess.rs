//! `POST /lead/reprocess-submissions`: core re-runs the intake checks of each lead's stored
//! submission and answers one result per lead. Online admins only (role `online:admin`).

use actix_web::{HttpRequest, post, web};
use zrm_domain::parse_reprocess_lead_ids;
use zrm_proto::core::v1::ReprocessSubmissionsRequest as ReprocessSubmissionsMessage;

use super::types::{ReprocessResult, ReprocessSubmissionsRequest};
use crate::auth::{Authorized, ReprocessLeads};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::read_json;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "lead",
    request_body = ReprocessSubmissionsRequest,
    responses(
        (status = 200, description = "One result per distinct lead id, in request order", body = Vec<ReprocessResult>),
        (status = 400, description = "Invalid `lead_ids` (empty, more than 100, not positive numbers)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an online admin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/reprocess-submissions")]
pub async fn reprocess_submissions(
    authorized: Authorized<ReprocessLeads>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<Vec<ReprocessResult>>, GatewayError> {
    // Read only once the role is known, so a caller without it learns nothing about the input.
    let body: ReprocessSubmissionsRequest = read_json(&req, payload).await?;
    let lead_ids = parse_reprocess_lead_ids(&body.lead_ids)
        .map_err(|error| GatewayError::field(error.field, error.detail))?;
    let request = ReprocessSubmissionsMessage {
        lead_ids,
        requested_by: authorized.user.user_id,
    };
    let response = state
        .clients
        .leads()
        .reprocess_submissions(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let results = response
        .results
        .into_iter()
        .map(ReprocessResult::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(web::Json(results))
}
