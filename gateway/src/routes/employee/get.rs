//! `GET /employee/{user_id}`: one internal user, for the employee administration (EmployeeAdmin).

use actix_web::{get, web};
use zrm_proto::core::v1::GetEmployeeRequest;

use super::types::User;
use crate::auth::{Authorized, EmployeeAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    params(("user_id" = uuid::Uuid, Path, description = "The employee's id (a UUID)")),
    responses(
        (status = 200, body = User),
        (status = 400, description = "Not a UUID (field `user_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 404, description = "No such employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
// The route itself takes only a UUID's shape (hex groups joined by hyphens), so `/employee/login`
// and the other literal paths served with other methods are never taken for an id: they answer
// 405 (and an unknown word 404), not 400.
#[get("/employee/{user_id:[0-9a-fA-F]+-[0-9a-fA-F-]+}")]
pub async fn get_employee(
    _admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
) -> Result<web::Json<User>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let request = GetEmployeeRequest { user_id };
    let employee = state
        .clients
        .employees()
        .get_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(User::from(employee)))
}
