//! `GET /customer/list` (the register, newest first, one page) and `POST /customer/gets` (many
//! customers by id). Each customer shown is audited as viewed by kdlt.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{
    ArrayBuilder, KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type,
};
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::{GetCustomersRequest as GetCustomersMessage, ListCustomersRequest};

use super::types::{Customer, CustomerPage, PageQuery, customers_of};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

/// The most ids one `gets` call takes.
pub const MAX_CUSTOMER_IDS: usize = 100;

#[utoipa::path(
    tag = "customer",
    params(PageQuery),
    responses(
        (status = 200, description = "Newest first, with the exact total", body = CustomerPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/list")]
pub async fn list_customers(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<CustomerPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListCustomersRequest {
        page: Some(page_request(paging.page, paging.limit)),
        requested_by: authorized.user.user_id,
    };
    let response = state
        .clients
        .customers()
        .list_customers(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(CustomerPage::of(
        response.customers,
        response.page,
        paging,
    )?))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct GetCustomersRequest {
    /// 1 to 100 customer ids.
    #[serde(deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = customer_ids_schema)]
    pub customer_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerList {
    /// The customers that exist, in the order asked; unknown ids are left out.
    pub items: Vec<Customer>,
}

#[utoipa::path(
    tag = "customer",
    request_body = GetCustomersRequest,
    responses(
        (status = 200, body = CustomerList),
        (status = 400, description = "No ids, more than 100, or an id below 1 (field `customer_ids`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/gets")]
pub async fn get_customers(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<GetCustomersRequest>,
) -> Result<web::Json<CustomerList>, GatewayError> {
    let ids = body.into_inner().customer_ids;
    if ids.is_empty() || ids.len() > MAX_CUSTOMER_IDS {
        return Err(GatewayError::field(
            "customer_ids",
            format!("Give 1 to {MAX_CUSTOMER_IDS} customer ids"),
        ));
    }
    if ids.iter().any(|id| *id < 1) {
        return Err(GatewayError::field(
            "customer_ids",
            "Customer ids are whole numbers from 1",
        ));
    }
    let request = GetCustomersMessage {
        customer_ids: ids.iter().map(i64::to_string).collect(),
        requested_by: authorized.user.user_id,
    };
    let response = state
        .clients
        .customers()
        .get_customers(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(CustomerList {
        items: customers_of(response.customers)?,
    }))
}

fn customer_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .min_items(Some(1))
        .max_items(Some(MAX_CUSTOMER_IDS))
        .description(Some("1 to 100 customer ids."))
        .into()
}
