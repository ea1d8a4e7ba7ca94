//! `POST /customer/update`.

use actix_web::{post, web};

use super::types::{Customer, UpdateCustomerRequest};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    request_body = UpdateCustomerRequest,
    responses(
        (status = 200, description = "The customer as changed", body = Customer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/update")]
pub async fn update_customer(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<UpdateCustomerRequest>,
) -> Result<web::Json<Customer>, GatewayError> {
    let request = body.into_inner().into_proto(authorized.user.user_id);
    let customer = state
        .clients
        .customers()
        .update_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Customer::try_from(customer)?))
}
