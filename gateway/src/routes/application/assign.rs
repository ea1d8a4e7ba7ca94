//! `POST /application/assign/{application_id}`: hand the application to an employee.

use actix_web::{post, web};
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use super::types::{Application, AssignApplicationRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, user_id};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = AssignApplicationRequest,
    responses(
        (status = 200, body = Application),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, or no such employee", body = ErrorBody),
        (status = 409, description = "The employee or the application is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/assign/{application_id}")]
pub async fn assign_application(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<AssignApplicationRequest>,
) -> Result<web::Json<Application>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let assignee_id = body.into_inner().assignee_id.trim().to_owned();
    user_id("assignee_id", &assignee_id)?;
    let request = proto::AssignApplicationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        assignee_id,
        assigned_by: user.user_id,
    };
    let application = state
        .clients
        .applications()
        .assign_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Application::try_from(application)?))
}
