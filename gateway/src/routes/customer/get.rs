//! `POST /customer/get`.

use actix_web::{post, web};
use zrm_proto::kdlt::v1::GetCustomerRequest as GetCustomerMessage;

use super::types::{Customer, CustomerIdRequest};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, body = Customer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/get")]
pub async fn get_customer(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Customer>, GatewayError> {
    let request = GetCustomerMessage {
        customer_id: body.into_inner().customer_id.to_string(),
        requested_by: authorized.user.user_id,
    };
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Customer::try_from(customer)?))
}
