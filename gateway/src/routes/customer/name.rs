//! `GET /customer/name/{id}` and `POST /customer/name/by-pni`: a customer's name alone, for any
//! screen that shows a customer id or personal id (any staff member).

use actix_web::{get, post, web};
use zrm_proto::kdlt::v1::{GetCustomerNameByPniRequest, GetCustomerRequest};

use super::types::{CustomerName, NameByPniRequest};
use crate::auth::StaffUser;
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    params(("id" = i64, Path, minimum = 1, description = "Customer id")),
    responses(
        (status = 200, body = CustomerName),
        (status = 400, description = "Non-numeric id (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/name/{id:[0-9]+}")]
pub async fn name_by_id(
    _user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<CustomerName>, GatewayError> {
    let request = GetCustomerRequest {
        customer_id: id.into_inner().to_string(),
        // A name alone is not audited as a view: it is shown wherever a customer id is.
        requested_by: String::new(),
    };
    let name = state
        .clients
        .customers()
        .get_customer_name(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(CustomerName::try_from(name)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = NameByPniRequest,
    responses(
        (status = 200, body = CustomerName),
        (status = 400, description = "Not a personal id of either country (field `pni`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/name/by-pni")]
pub async fn name_by_pni(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<NameByPniRequest>,
) -> Result<web::Json<CustomerName>, GatewayError> {
    let request = GetCustomerNameByPniRequest {
        pni: body.into_inner().pni,
    };
    let name = state
        .clients
        .customers()
        .get_customer_name_by_pni(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(CustomerName::try_from(name)?))
}
