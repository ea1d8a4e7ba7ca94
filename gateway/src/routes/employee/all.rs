//! `GET /employee/all`: a page of employees (the assign picker, the employee list).

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1::ListEmployeesRequest;

use super::types::{EmployeeListQuery, User, UserPage};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    params(EmployeeListQuery),
    responses(
        (status = 200, body = UserPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/all")]
pub async fn all(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<EmployeeListQuery>,
) -> Result<web::Json<UserPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListEmployeesRequest {
        page: Some(page_request(paging.page, paging.limit)),
        without_deactivated: query.without_deactivated,
        kind: zrm_proto::core::v1::EmployeeKind::Staff.into(),
    };
    let response = state
        .clients
        .employees()
        .list_employees(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(UserPage {
        items: response.employees.into_iter().map(User::from).collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}
