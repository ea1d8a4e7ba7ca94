//! `POST /application/reactivate`: a deactivated application becomes active again.

use actix_web::{post, web};
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
        (status = 200, description = "Active again", body = Application),
        (status = 400, description = "Not a mortgage reference number (field `application_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The application is active", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/reactivate")]
pub async fn reactivate_application(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ApplicationIdRequest>,
) -> Result<web::Json<Application>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &body.into_inner().application_id)?;
    let request = proto::ReactivateApplicationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        requested_by: user.user_id,
    };
    let application = state
        .clients
        .applications()
        .reactivate_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Application::try_from(application)?))
}
