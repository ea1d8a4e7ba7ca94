//! `POST /employee/`: an EmployeeAdmin adds a person (staff, or a bank partner with banks). ZRM
//! keeps their roles and coordinates from now on; the identity provider vouches for who they are.
//! Staff are registered with the insurance service too (`insurance_register.rs`).

use actix_web::{HttpRequest, HttpResponse, post, web};
use zrm_proto::core::v1::CreateEmployeeRequest;

use super::admin_types::EmployeeProfileBody;
use super::types::User;
use crate::auth::{Authorized, EmployeeAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::read_json;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    request_body = EmployeeProfileBody,
    responses(
        (status = 201, description = "Created; the change is in the person's audit", body = User),
        (status = 400, description = "A field is invalid (named in the detail)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 404, description = "A bank of `banks` is not in the catalogue (in that country)", body = ErrorBody),
        (status = 409, description = "The e-mail address or Sverker id belongs to someone else", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/employee/")]
pub async fn create_employee(
    admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    // Read only once the role is known, so a caller without it learns nothing about the input.
    let body: EmployeeProfileBody = read_json(&req, payload).await?;
    let actor_id = admin.user.user_id;
    let request = CreateEmployeeRequest {
        actor_id: actor_id.clone(),
        profile: Some(body.into_proto()),
    };
    let employee = state
        .clients
        .employees()
        .create_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let user = User::from(employee);
    super::insurance_register::sync(&state, &user, &actor_id).await;
    Ok(HttpResponse::Created().json(user))
}
