//! Finding people: `POST /employee/search` (name, e-mail or phone; the internal-users search),
//! `POST /employee/by_zoordinates` (staff of some coordinates), `GET /employee/get_sverker_users`
//! (people known to Sverker, the legacy CRM).

use actix_web::{HttpRequest, get, post, web};
use zrm_proto::core::v1::{
    EmployeeKind, ListEmployeesByZoordinatesRequest, ListEmployeesResponse,
    ListSverkerEmployeesRequest, SearchEmployeesRequest,
};

use super::admin_types::{ByZoordinatesBody, EmployeeSearchBody, PagingQuery, page_of};
use super::types::{User, UserPage};
use crate::auth::{Authorized, EmployeeAdmin, StaffUser};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, read_json};
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    request_body = EmployeeSearchBody,
    responses(
        (status = 200, description = "Staff whose name, e-mail or phone contains the text; those starting with it first", body = UserPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/employee/search")]
pub async fn search_employees(
    _admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<UserPage>, GatewayError> {
    let body: EmployeeSearchBody = read_json(&req, payload).await?;
    let paging = paging::parse_body(body.page, body.limit)?;
    let request = SearchEmployeesRequest {
        text: body.text,
        kind: EmployeeKind::Staff.into(),
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .employees()
        .search_employees(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(user_page(response, paging)))
}

#[utoipa::path(
    tag = "employee",
    request_body = ByZoordinatesBody,
    responses(
        (status = 200, description = "Staff holding at least one of the coordinates, by name", body = UserPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/employee/by_zoordinates")]
pub async fn by_zoordinates(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ByZoordinatesBody>,
) -> Result<web::Json<UserPage>, GatewayError> {
    let body = body.into_inner();
    let paging = paging::parse_body(body.page, body.limit)?;
    let request = ListEmployeesByZoordinatesRequest {
        zoordinates: body.zoordinates,
        without_deactivated: body.without_deactivated,
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .employees()
        .list_employees_by_zoordinates(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(user_page(response, paging)))
}

#[utoipa::path(
    tag = "employee",
    params(PagingQuery),
    responses(
        (status = 200, description = "People with a Sverker user id, by that id", body = UserPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/get_sverker_users")]
pub async fn get_sverker_users(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PagingQuery>,
) -> Result<web::Json<UserPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListSverkerEmployeesRequest {
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .employees()
        .list_sverker_employees(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(user_page(response, paging)))
}

fn user_page(response: ListEmployeesResponse, paging: Paging) -> UserPage {
    UserPage {
        items: response.employees.into_iter().map(User::from).collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }
}
