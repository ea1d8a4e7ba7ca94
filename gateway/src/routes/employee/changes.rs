//! `GET /employee/{user_id}/changes`: the audit of one person (who changed their profile,
//! access or status, when, before and after), newest first.

use actix_web::{get, web};
use zrm_proto::core::v1::ListEmployeeChangesRequest;

use super::admin_types::{EmployeeChangeEntry, EmployeeChangePage, PagingQuery, page_of};
use crate::auth::{Authorized, EmployeeAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    params(
        ("user_id" = uuid::Uuid, Path, description = "The person's id (a UUID)"),
        PagingQuery,
    ),
    responses(
        (status = 200, body = EmployeeChangePage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/{user_id}/changes")]
pub async fn employee_changes(
    _admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
    query: QueryParams<PagingQuery>,
) -> Result<web::Json<EmployeeChangePage>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListEmployeeChangesRequest {
        user_id,
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .employees()
        .list_employee_changes(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(EmployeeChangePage {
        items: response
            .changes
            .into_iter()
            .filter_map(EmployeeChangeEntry::from_proto)
            .collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}
