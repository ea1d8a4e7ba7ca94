//! `PUT /employee/{user_id}` and `PATCH /employee/actions/block-or-unblock/{user_id}`: an
//! EmployeeAdmin replaces a person's profile (roles, coordinates, banks, telephony ids,
//! deactivation) or blocks/unblocks them. When the access or status changed, every session the
//! person holds ends at once on every replica (their tokens carry the old roles). A saved
//! profile updates (or deactivates) the person in the insurance service's register of staff
//! members (`insurance_register.rs`).

use actix_web::{HttpRequest, patch, put, web};
use zrm_proto::core::v1::{EmployeeChangeResult, SetEmployeeBlockedRequest, UpdateEmployeeRequest};

use super::admin_types::{BlockBody, EmployeeChanged, UpdateEmployeeBody};
use super::types::User;
use crate::auth::{Authorized, EmployeeAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::read_json;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "employee",
    params(("user_id" = uuid::Uuid, Path, description = "The person's id (a UUID)")),
    request_body = UpdateEmployeeBody,
    responses(
        (status = 200, description = "Saved; the change is in the person's audit", body = EmployeeChanged),
        (status = 400, description = "A field is invalid (named in the detail)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 404, description = "No such person, or a bank of `banks` is not in the catalogue", body = ErrorBody),
        (status = 409, description = "The e-mail or Sverker id belongs to someone else, or an administrator deactivating themselves", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
// The id part takes only a UUID's shape, like `GET /employee/{user_id}`.
#[put("/employee/{user_id:[0-9a-fA-F]+-[0-9a-fA-F-]+}")]
pub async fn update_employee(
    admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<EmployeeChanged>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let body: UpdateEmployeeBody = read_json(&req, payload).await?;
    let actor_id = admin.user.user_id;
    let request = UpdateEmployeeRequest {
        actor_id: actor_id.clone(),
        user_id,
        profile: Some(body.profile.into_proto()),
        deactivated: body.deactivated,
        expected_kind: zrm_proto::core::v1::EmployeeKind::Unspecified.into(),
    };
    let result = state
        .clients
        .employees()
        .update_employee(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let saved = changed(&state, result).await?;
    super::insurance_register::sync(&state, &saved.user, &actor_id).await;
    Ok(saved)
}

#[utoipa::path(
    tag = "employee",
    params(("user_id" = uuid::Uuid, Path, description = "The person's id (a UUID)")),
    request_body = BlockBody,
    responses(
        (status = 200, description = "Blocked or unblocked; the change is in the person's audit", body = EmployeeChanged),
        (status = 400, description = "Not a UUID (field `user_id`) or a bad body", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an EmployeeAdmin", body = ErrorBody),
        (status = 404, description = "No such person", body = ErrorBody),
        (status = 409, description = "An administrator blocking themselves", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[patch("/employee/actions/block-or-unblock/{user_id}")]
pub async fn block_or_unblock(
    admin: Authorized<EmployeeAdmin>,
    state: web::Data<AppState>,
    user_id: web::Path<String>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<EmployeeChanged>, GatewayError> {
    let user_id = user_id.into_inner();
    crate::extract::user_id("user_id", &user_id)?;
    let body: BlockBody = read_json(&req, payload).await?;
    let request = SetEmployeeBlockedRequest {
        actor_id: admin.user.user_id,
        user_id,
        blocked: body.blocked,
    };
    let result = state
        .clients
        .employees()
        .set_employee_blocked(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    changed(&state, result).await
}

/// Ends the person's sessions when core says their access changed, then answers the person.
pub async fn changed(
    state: &AppState,
    result: EmployeeChangeResult,
) -> Result<web::Json<EmployeeChanged>, GatewayError> {
    let employee = result.employee.ok_or_else(|| {
        GatewayError::Internal("core answered a change without the person".into())
    })?;
    if result.access_changed {
        let auth = &state.settings.auth;
        state
            .revocations
            .end_sessions(
                &employee.user_id,
                auth.token_lifetime_secs
                    .saturating_add(auth.clock_skew_secs),
            )
            .await?;
        tracing::info!(user_id = %employee.user_id, "sessions ended after an access change");
    }
    Ok(web::Json(EmployeeChanged {
        user: User::from(employee),
        sessions_ended: result.access_changed,
    }))
}
