//! `POST /lead/create`.

use actix_web::{HttpResponse, post, web};

use super::types::{CreateLeadRequest, Lead};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "lead",
    request_body = CreateLeadRequest,
    responses(
        (status = 201, description = "Created", body = Lead),
        (status = 400, description = "Invalid input, e.g. field `data.applicant.pni`", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/create")]
pub async fn create_lead(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CreateLeadRequest>,
) -> Result<HttpResponse, GatewayError> {
    let request = zrm_proto::core::v1::CreateLeadRequest::from(body.into_inner());
    let lead = state
        .clients
        .leads()
        .create_lead(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Lead::from(lead)))
}
