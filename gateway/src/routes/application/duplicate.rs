//! `POST /application/duplicate`: a new DRAFT copy of an application (country, loan, applicants
//! and incomes), assigned to the caller.

use actix_web::{HttpResponse, post, web};
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use super::types::{Application, ApplicationIdRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    request_body = ApplicationIdRequest,
    responses(
        (status = 201, description = "The copy, DRAFT, assigned to you; `core.application.created` published", body = Application),
        (status = 400, description = "Not a mortgage reference number (field `application_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/duplicate")]
pub async fn duplicate_application(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ApplicationIdRequest>,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &body.into_inner().application_id)?;
    let request = proto::DuplicateApplicationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        requested_by: user.user_id,
    };
    let copy = state
        .clients
        .applications()
        .duplicate_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Application::try_from(copy)?))
}
