//! `POST /customer/search`: customers by the full value of one key (or the start of a name), one
//! page, with the reason of the lookup kept in each found customer's audit.

use actix_web::{post, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::{CustomerSearchKey, SearchCustomersRequest as SearchMessage};

use super::types::{CustomerPage, PageQuery, SearchCustomersRequest};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[utoipa::path(
    tag = "customer",
    params(PageQuery),
    request_body = SearchCustomersRequest,
    responses(
        (status = 200, body = CustomerPage),
        (status = 400, description = "Invalid input (no lookup reason, bad paging), the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/search")]
pub async fn search_customers(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
    body: JsonBody<SearchCustomersRequest>,
) -> Result<web::Json<CustomerPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let body = body.into_inner();
    if !zrm_domain::is_lookup_reason(&body.reason) {
        return Err(GatewayError::field(
            "reason",
            format!("Must be one of {}", zrm_domain::LOOKUP_REASONS.join(", ")),
        ));
    }
    let request = SearchMessage {
        key: CustomerSearchKey::from(body.key).into(),
        value: body.value,
        page: Some(page_request(paging.page, paging.limit)),
        requested_by: authorized.user.user_id,
        reason: body.reason,
    };
    let response = state
        .clients
        .customers()
        .search_customers(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(CustomerPage::of(
        response.customers,
        response.page,
        paging,
    )?))
}
