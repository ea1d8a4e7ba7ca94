//! `GET /employee/me`: the signed-in employee as core knows them now.

use actix_web::{get, web};
use zrm_proto::core::v1::GetEmployeeRequest;

use super::types::User;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    responses(
        (status = 200, body = User),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/me")]
pub async fn me(
    user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<User>, GatewayError> {
    let request = GetEmployeeRequest {
        user_id: user.user_id,
    };
    let employee = state
        .clients
        .employees()
        .get_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(User::from(employee)))
}
