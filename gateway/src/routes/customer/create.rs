//! `POST /customer/create`.

use actix_web::{HttpResponse, post, web};

use super::types::{CreateCustomerRequest, Customer};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    request_body = CreateCustomerRequest,
    responses(
        (status = 201, description = "Registered", body = Customer),
        (status = 400, description = "Invalid input, the field named (e.g. `pni`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 409, description = "The personal id is registered for this country", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/create")]
pub async fn create_customer(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CreateCustomerRequest>,
) -> Result<HttpResponse, GatewayError> {
    let request = body.into_inner().into_proto(authorized.user.user_id);
    let customer = state
        .clients
        .customers()
        .create_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(HttpResponse::Created().json(Customer::try_from(customer)?))
}
