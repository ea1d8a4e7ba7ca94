//! `POST /application/update/{application_id}`: change the loan or move the substatus, naming the
//! version read (a change made meanwhile by someone else is a 409 that says so).

use actix_web::{post, web};
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use super::types::{Application, UpdateApplicationRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = UpdateApplicationRequest,
    responses(
        (status = 200, description = "The application as changed", body = Application),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Changed by someone else since the version sent, a substatus that may not follow, deactivated, or an income of someone not on the application", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/update/{application_id}")]
pub async fn update_application(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<UpdateApplicationRequest>,
) -> Result<web::Json<Application>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let body = body.into_inner();
    let version = i32::try_from(body.version)
        .ok()
        .filter(|version| *version >= 1)
        .ok_or_else(|| GatewayError::field("version", "Must be the version you read"))?;
    let request = proto::UpdateApplicationRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        version,
        loan_purpose: body
            .loan_purpose
            .map(|purpose| proto::LoanPurpose::from(purpose).into()),
        mortgage_loan_amount: body.mortgage_loan_amount,
        substatus: body
            .substatus
            .map(|substatus| proto::ApplicationSubstatus::from(substatus).into()),
        requested_by: user.user_id,
        incomes: body.incomes.map(|lines| proto::IncomeLines {
            lines: lines.into_iter().map(proto::IncomeLine::from).collect(),
        }),
    };
    let application = state
        .clients
        .applications()
        .update_application(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Application::try_from(application)?))
}
