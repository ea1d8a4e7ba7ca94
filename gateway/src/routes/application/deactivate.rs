//! `POST /application/deactivate/{application_id}`: ask for the application to be deactivated
//! with one of the deactivation reasons. Four eyes: nothing changes until another employee (a
//! mortgage admin) approves it in the review inbox.

use actix_web::{HttpResponse, post, web};
use zrm_proto::core::v1 as proto;

use super::deactivation_types::{DeactivateRequest, DeactivationRequest, name_people};
use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = DeactivateRequest,
    responses(
        (status = 201, description = "Asked; waiting for a mortgage admin's review", body = DeactivationRequest),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Deactivated already, or another request waits for review", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/deactivate/{application_id}")]
pub async fn request_deactivation(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<DeactivateRequest>,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let body = body.into_inner();
    let request = proto::RequestDeactivationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        reason: body.reason,
        note: body.note.unwrap_or_default(),
        requested_by: user.user_id,
    };
    let requested = state
        .clients
        .applications()
        .request_deactivation(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut requested = DeactivationRequest::try_from(requested)?;
    name_people(&state, &mut [&mut requested]).await;
    Ok(HttpResponse::Created().json(requested))
}
