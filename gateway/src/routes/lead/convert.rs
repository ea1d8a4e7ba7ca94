//! `POST /lead/convert_and_mark_handled/{id}`: the lead becomes an application of its people
//! (customers of the register, registered when new), assigned to the caller, and is marked
//! handled, in one step of core's.

use actix_web::{HttpResponse, post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::types::{Application, LoanPurpose};
use crate::state::AppState;

/// What the advisor adds to the lead's data when converting it.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ConvertLeadRequest {
    pub loan_purpose: LoanPurpose,
    /// Whole kronor, 1 to 1,000,000,000 (null or absent: not given yet).
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub mortgage_loan_amount: Option<i64>,
}

#[utoipa::path(
    tag = "lead",
    params(("id" = i64, Path, minimum = 1, description = "Lead id")),
    request_body = ConvertLeadRequest,
    responses(
        (status = 201, description = "The application (DRAFT, assigned to you); the lead is handled, `core.lead.handled` and `core.application.created` published", body = Application),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The lead is handled already, or its submission failed its checks (reprocess it first)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/lead/convert_and_mark_handled/{id}")]
pub async fn convert_lead(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    body: JsonBody<ConvertLeadRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let request = proto::ConvertLeadRequest {
        lead_id: id.into_inner(),
        loan_purpose: proto::LoanPurpose::from(body.loan_purpose).into(),
        mortgage_loan_amount: body.mortgage_loan_amount,
        converted_by: user.user_id,
    };
    let application = state
        .clients
        .applications()
        .convert_lead(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Application::try_from(application)?))
}
