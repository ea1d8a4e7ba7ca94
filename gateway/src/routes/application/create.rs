//! `POST /application/create`: a mortgage application for customers of the register, assigned to
//! the employee creating it.

use actix_web::{HttpResponse, post, web};
use zrm_proto::core::v1 as proto;

use super::types::{Application, CreateApplicationRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    request_body = CreateApplicationRequest,
    responses(
        (status = 201, description = "Created as DRAFT, assigned to you", body = Application),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "An applicant who is not a customer in the register, or no such lead", body = ErrorBody),
        (status = 409, description = "The same customer named twice", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/create")]
pub async fn create_application(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CreateApplicationRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let applicants = body.applicants()?;
    let request = proto::CreateApplicationRequest {
        country: zrm_proto::common::v1::Country::from(body.country).into(),
        loan_purpose: proto::LoanPurpose::from(body.loan_purpose).into(),
        mortgage_loan_amount: body.mortgage_loan_amount,
        applicants: applicants
            .into_iter()
            .map(|(role, customer_id)| proto::NewApplicant {
                role: proto::ApplicantRole::from(role).into(),
                customer_id: customer_id.to_string(),
            })
            .collect(),
        lead_id: body.lead_id,
        created_by: user.user_id,
    };
    let application = state
        .clients
        .applications()
        .create_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Application::try_from(application)?))
}
