//! `POST /application/get`: one application with its applicants' names and personal ids (a view
//! the customer register audits under the caller's name).

use actix_web::{post, web};
use zrm_proto::core::v1::GetApplicationRequest;

use super::deactivation_types::name_people;
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
        (status = 200, body = Application),
        (status = 400, description = "Not a mortgage reference number (field `application_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/get")]
pub async fn get_application(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ApplicationIdRequest>,
) -> Result<web::Json<Application>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &body.into_inner().application_id)?;
    let application = fetch(&state, reference, user.user_id.clone()).await?;
    state
        .recent
        .remember(&user.user_id, application.application_id.clone());
    Ok(web::Json(application))
}

/// The application a reference number names (core answers 404 for a number of the other
/// country).
pub async fn fetch(
    state: &AppState,
    reference: MortgageReference,
    requested_by: String,
) -> Result<Application, GatewayError> {
    let request = GetApplicationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        requested_by,
    };
    let message = state
        .clients
        .applications()
        .get_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut application = Application::try_from(message)?;
    if let Some(deactivation) = application.deactivation.as_mut() {
        name_people(state, &mut [deactivation]).await;
    }
    Ok(application)
}
