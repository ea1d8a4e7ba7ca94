//! `/partner/users…` (PartnerAdmin): the bank-partner users, paged by name; one partner; a new
//! partner (who is e-mailed a single-use link to choose a password); a changed partner (their
//! sessions end when their banks or status change); a new set-password link. A staff member's id
//! is not found here.

use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use zrm_proto::core::v1::{
    CreateEmployeeRequest, EmployeeKind, GetEmployeeRequest, ListEmployeesRequest,
    SendPartnerPasswordLinkRequest, UpdateEmployeeRequest,
};

use super::types::{PartnerCreated, PartnerUserBody, PasswordLinkSent, UpdatePartnerUserBody};
use crate::auth::{Authorized, PartnerAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{QueryParams, read_json};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::employee::admin_types::{EmployeeChanged, PagingQuery, page_of};
use crate::routes::employee::types::{User, UserPage};
use crate::routes::employee::update::changed;
use crate::state::AppState;

#[utoipa::path(
    tag = "partner",
    params(PagingQuery),
    responses(
        (status = 200, description = "Bank-partner users by name, the deactivated too", body = UserPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a PartnerAdmin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/partner/users")]
pub async fn list_partner_users(
    _admin: Authorized<PartnerAdmin>,
    state: web::Data<AppState>,
    query: QueryParams<PagingQuery>,
) -> Result<web::Json<UserPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListEmployeesRequest {
        page: page_of(paging.page, paging.limit),
        without_deactivated: false,
        kind: EmployeeKind::BankPartner.into(),
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

#[utoipa::path(
    tag = "partner",
    params(("user_id" = uuid::Uuid, Path, description = "The partner's id (a UUID)")),
    responses(
        (status = 200, body = User),
        (status = 400, description = "Not a UUID (field `user_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a PartnerAdmin", body = ErrorBody),
        (status = 404, description = "No such bank partner", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/partner/users/{user_id}")]
pub async fn get_partner_user(
    _admin: Authorized<PartnerAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
) -> Result<web::Json<User>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let employee = state
        .clients
        .employees()
        .get_employee(state.clients.core.request(GetEmployeeRequest { user_id }))
        .await
        .or_gateway_error(CORE)?;
    let user = User::from(employee);
    if !user.is_bank_partner() {
        return Err(GatewayError::NotFound("Bank partner not found".into()));
    }
    Ok(web::Json(user))
}

#[utoipa::path(
    tag = "partner",
    request_body = PartnerUserBody,
    responses(
        (status = 201, description = "Created; the set-password e-mail went out unless `password_link_sent` is false", body = PartnerCreated),
        (status = 400, description = "A field is invalid (named in the detail)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a PartnerAdmin", body = ErrorBody),
        (status = 404, description = "A bank of `banks` is not in the catalogue (in that country)", body = ErrorBody),
        (status = 409, description = "The e-mail address belongs to someone else", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/partner/users")]
pub async fn create_partner_user(
    admin: Authorized<PartnerAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    let body: PartnerUserBody = read_json(&req, payload).await?;
    let actor_id = admin.user.user_id;
    let request = CreateEmployeeRequest {
        actor_id: actor_id.clone(),
        profile: Some(body.into_proto()),
    };
    let employee = state
        .clients
        .employees()
        .create_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    // The partner exists now; an e-mail that cannot go out is reported, not a failed creation.
    let sent = state
        .clients
        .employees()
        .send_partner_password_link(state.clients.core.request(SendPartnerPasswordLinkRequest {
            actor_id,
            user_id: employee.user_id.clone(),
        }))
        .await;
    let link_expires_at = match sent {
        Ok(response) => crate::convert::timestamp(response.into_inner().expires_at),
        Err(status) => {
            tracing::warn!(user_id = %employee.user_id, %status, "partner password link not sent");
            None
        }
    };
    Ok(HttpResponse::Created().json(PartnerCreated {
        user: User::from(employee),
        password_link_sent: link_expires_at.is_some(),
        link_expires_at,
    }))
}

#[utoipa::path(
    tag = "partner",
    params(("user_id" = uuid::Uuid, Path, description = "The partner's id (a UUID)")),
    request_body = UpdatePartnerUserBody,
    responses(
        (status = 200, description = "Saved; the change is in the partner's audit", body = EmployeeChanged),
        (status = 400, description = "A field is invalid (named in the detail)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a PartnerAdmin", body = ErrorBody),
        (status = 404, description = "No such bank partner, or a bank not in the catalogue", body = ErrorBody),
        (status = 409, description = "The e-mail belongs to someone else, or an administrator deactivating themselves", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[put("/partner/users/{user_id}")]
pub async fn update_partner_user(
    admin: Authorized<PartnerAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<EmployeeChanged>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let body: UpdatePartnerUserBody = read_json(&req, payload).await?;
    let request = UpdateEmployeeRequest {
        actor_id: admin.user.user_id,
        user_id,
        profile: Some(body.profile.into_proto()),
        deactivated: body.deactivated,
        expected_kind: EmployeeKind::BankPartner.into(),
    };
    let result = state
        .clients
        .employees()
        .update_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    changed(&state, result).await
}

#[utoipa::path(
    tag = "partner",
    params(("user_id" = uuid::Uuid, Path, description = "The partner's id (a UUID)")),
    responses(
        (status = 200, description = "A new link was e-mailed; earlier ones stopped working", body = PasswordLinkSent),
        (status = 400, description = "Not a UUID (field `user_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a PartnerAdmin", body = ErrorBody),
        (status = 404, description = "No such bank partner", body = ErrorBody),
        (status = 409, description = "The partner is blocked or deactivated", body = ErrorBody),
        (status = 503, description = "E-mail delivery is unavailable", body = ErrorBody),
    ),
)]
#[post("/partner/users/{user_id}/password-link")]
pub async fn send_password_link(
    admin: Authorized<PartnerAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
) -> Result<web::Json<PasswordLinkSent>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let sent = state
        .clients
        .employees()
        .send_partner_password_link(state.clients.core.request(SendPartnerPasswordLinkRequest {
            actor_id: admin.user.user_id,
            user_id,
        }))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(PasswordLinkSent {
        link_expires_at: crate::convert::timestamp(sent.expires_at),
    }))
}
