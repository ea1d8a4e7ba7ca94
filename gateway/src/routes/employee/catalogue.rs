//! What the administration's pickers offer: `GET /employee/roles` (every role an administrator
//! can give) and `GET /employee/zoordinates` (the coordinates active employees hold).

use actix_web::{get, web};
use zrm_domain::KNOWN_ROLES;
use zrm_proto::core::v1::ListZoordinatesInUseRequest;

use super::admin_types::{RoleList, RoleOption, ZoordinateList};
use crate::auth::{Authorized, EmployeeAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    responses(
        (status = 200, description = "Every role an administrator can give", body = RoleList),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
    ),
)]
#[get("/employee/roles")]
pub async fn roles(_admin: Authorized<EmployeeAdmin>) -> web::Json<RoleList> {
    web::Json(RoleList {
        items: KNOWN_ROLES
            .iter()
            .map(|role| RoleOption {
                role: (*role).to_owned(),
            })
            .collect(),
    })
}

#[utoipa::path(
    tag = "employee",
    responses(
        (status = 200, description = "The coordinates active employees hold", body = ZoordinateList),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/zoordinates")]
pub async fn zoordinates(
    _admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
) -> Result<web::Json<ZoordinateList>, GatewayError> {
    let response = state
        .clients
        .employees()
        .list_zoordinates_in_use(state.clients.core.request(ListZoordinatesInUseRequest {}))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(ZoordinateList {
        items: response.zoordinates,
    }))
}
