//! `POST /customer/block`, `/customer/unblock` (a manual block with a reason) and
//! `/customer/blocks-checks` (may the customer be contacted?).

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::Schema;
use zrm_proto::kdlt::v1::{BlockCustomerRequest, GetCustomerRequest};

use super::types::{Customer, CustomerIdRequest, customer_id_of};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

fn reason_schema() -> Schema {
    trimmed_text_schema(1, 500, "Why:")
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BlockRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = reason_schema)]
    pub reason: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BlockState {
    pub customer_id: i64,
    pub blocked: bool,
    pub reason: Option<String>,
    pub erased: bool,
    /// Neither blocked nor erased.
    pub may_contact: bool,
}

async fn change_block(
    state: &AppState,
    user_id: String,
    body: BlockRequest,
    block: bool,
) -> Result<web::Json<Customer>, GatewayError> {
    let request = state.clients.kdlt.request(BlockCustomerRequest {
        customer_id: body.customer_id.to_string(),
        reason: body.reason,
        requested_by: user_id,
    });
    let mut customers = state.clients.customers();
    let customer = if block {
        customers.block_customer(request).await
    } else {
        customers.unblock_customer(request).await
    }
    .or_gateway_error(KDLT)?;
    Ok(web::Json(Customer::try_from(customer)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = BlockRequest,
    responses(
        (status = 200, description = "The customer, blocked", body = Customer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already blocked, or erased", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/block")]
pub async fn block_customer(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<BlockRequest>,
) -> Result<web::Json<Customer>, GatewayError> {
    change_block(&state, authorized.user.user_id, body.into_inner(), true).await
}

#[utoipa::path(
    tag = "customer",
    request_body = BlockRequest,
    responses(
        (status = 200, description = "The customer, unblocked", body = Customer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not blocked", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/unblock")]
pub async fn unblock_customer(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<BlockRequest>,
) -> Result<web::Json<Customer>, GatewayError> {
    change_block(&state, authorized.user.user_id, body.into_inner(), false).await
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, body = BlockState),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/blocks-checks")]
pub async fn blocks_checks(
    _user: crate::auth::StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<BlockState>, GatewayError> {
    let request = GetCustomerRequest {
        customer_id: body.into_inner().customer_id.to_string(),
        requested_by: String::new(),
    };
    let answer = state
        .clients
        .customers()
        .blocks_checks(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(BlockState {
        customer_id: customer_id_of(&answer.customer_id)?,
        blocked: answer.blocked,
        reason: answer.reason,
        erased: answer.erased,
        may_contact: answer.may_contact,
    }))
}
