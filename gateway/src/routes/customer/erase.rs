//! `POST /customer/delete` (erasure on request) and `GET /customer/export/{id}` (everything kdlt
//! holds on a customer): KdltAdmin, Admin or DataAdmin only.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpResponse, get, post, web};
use zrm_proto::kdlt::v1::{DeleteCustomerRequest, ExportCustomerRequest};

use super::types::{Customer, CustomerIdRequest};
use crate::auth::{Authorized, CustomerDataAdmin};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The customer as erased: personal data replaced; the audit keeps who erased and when", body = Customer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not KdltAdmin, Admin or DataAdmin", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already erased", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/delete")]
pub async fn delete_customer(
    authorized: Authorized<CustomerDataAdmin>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Customer>, GatewayError> {
    let request = DeleteCustomerRequest {
        customer_id: body.into_inner().customer_id.to_string(),
        requested_by: authorized.user.user_id,
    };
    let customer = state
        .clients
        .customers()
        .delete_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Customer::try_from(customer)?))
}

#[utoipa::path(
    tag = "customer",
    params(("id" = i64, Path, minimum = 1, description = "Customer id")),
    responses(
        (status = 200, description = "One JSON document: the customer, consents, checks and the audit (sent as a download)", content_type = "application/json", body = Object),
        (status = 400, description = "An id out of range (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not KdltAdmin, Admin or DataAdmin", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/export/{id:[0-9]+}")]
pub async fn export_customer(
    authorized: Authorized<CustomerDataAdmin>,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, GatewayError> {
    let customer_id = id.into_inner();
    let request = ExportCustomerRequest {
        customer_id: customer_id.to_string(),
        requested_by: authorized.user.user_id,
    };
    let export = state
        .clients
        .customers()
        .export_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(format!(
                "customer-{customer_id}.json"
            ))],
        })
        .body(export.json))
}
