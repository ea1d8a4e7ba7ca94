//! The insurance service's register of staff members, spec 2 §7's "external users":
//! `POST /insurance/api/ext_users/create` registers a person (or updates their name and e-mail
//! address and makes them active again: calling it twice is calling it once) and
//! `POST /insurance/api/ext_users/delete` deactivates one (kept, so the history still names who
//! sold, cancelled or refunded; 404 for one never registered). The insurance service records
//! who acted by user id; the register gives the id its current name (`created_by_name`,
//! `actor_name`). The gateway's own employee administration keeps it current
//! (`routes/employee/insurance_register.rs`); these calls are for administrators and for
//! people the employee register does not hold.
//!
//! EmployeeAdmin or InsuranceAdmin: `Authorized<InsuranceAdmin>` admits both, as every role
//! whose name holds `admin` passes a role check (the shared policy's rule); the access table
//! names both.

use actix_web::{HttpRequest, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::insurance::v1::{
    self as proto, DeactivateInsuranceUserRequest, UpsertInsuranceUserRequest,
};

use crate::auth::{Authorized, InsuranceAdmin};
use crate::clients::INSURANCE;
use crate::convert::{timestamp, timestamp_or_epoch};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::read_json;
use crate::grpc_status::GrpcResultExt;
use crate::routes::employee::admin_types::{email_schema, name_schema};
use crate::state::AppState;

/// The longest e-mail address, as sent (the employee register's limit).
const MAX_EMAIL_CHARS: usize = 255;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InsuranceUserBody {
    /// The employee's user id (a UUID), as recorded on sales and cancellations.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uuid")]
    pub user_id: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = name_schema)]
    pub name: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = email_schema)]
    pub email: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InsuranceUserIdBody {
    /// The employee's user id (a UUID).
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uuid")]
    pub user_id: String,
}

/// A staff member as the insurance service knows them.
#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceUser {
    pub user_id: String,
    pub name: String,
    pub email: String,
    /// False once deactivated; the name still shows in the history.
    pub active: bool,
    pub updated_at: DateTime<Utc>,
    pub deactivated_at: Option<DateTime<Utc>>,
}

impl From<proto::InsuranceUser> for InsuranceUser {
    fn from(user: proto::InsuranceUser) -> Self {
        Self {
            user_id: user.user_id,
            name: user.name,
            email: user.email,
            active: user.active,
            updated_at: timestamp_or_epoch(user.updated_at),
            deactivated_at: timestamp(user.deactivated_at),
        }
    }
}

/// The name's limits as `name_schema` states them (1 to 100 characters once trimmed); the
/// e-mail address's length as sent (its form is the service's check, the same pattern).
fn checked(body: &InsuranceUserBody) -> Result<(), GatewayError> {
    crate::extract::user_id("user_id", &body.user_id)?;
    let name = body.name.trim().chars().count();
    if !(1..=100).contains(&name) {
        return Err(GatewayError::field("name", "Must be 1 to 100 characters"));
    }
    if body.email.chars().count() > MAX_EMAIL_CHARS {
        return Err(GatewayError::field(
            "email",
            "Must be at most 255 characters",
        ));
    }
    Ok(())
}

#[utoipa::path(
    tag = "insurance",
    request_body = InsuranceUserBody,
    responses(
        (status = 200, description = "Registered, or updated and active again", body = InsuranceUser),
        (status = 400, description = "Not a user id (`user_id`), a name of 1 to 100 characters (`name`) or an e-mail address (`email`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not EmployeeAdmin or InsuranceAdmin (or another admin)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/ext_users/create")]
pub async fn create_insurance_user(
    admin: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<InsuranceUser>, GatewayError> {
    // Read only once the role is known, so a caller without it learns nothing about the input.
    let body: InsuranceUserBody = read_json(&req, payload).await?;
    checked(&body)?;
    let user = state
        .clients
        .insurances()
        .upsert_insurance_user(state.clients.insurance.request(UpsertInsuranceUserRequest {
            user_id: body.user_id,
            name: body.name,
            email: body.email,
            requested_by: admin.user.user_id,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(InsuranceUser::from(user)))
}

#[utoipa::path(
    tag = "insurance",
    request_body = InsuranceUserIdBody,
    responses(
        (status = 200, description = "Deactivated (again: nothing changes); the name stays for the history", body = InsuranceUser),
        (status = 400, description = "Not a user id (`user_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not EmployeeAdmin or InsuranceAdmin (or another admin)", body = ErrorBody),
        (status = 404, description = "Never registered", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/ext_users/delete")]
pub async fn delete_insurance_user(
    admin: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<InsuranceUser>, GatewayError> {
    let body: InsuranceUserIdBody = read_json(&req, payload).await?;
    crate::extract::user_id("user_id", &body.user_id)?;
    let user = state
        .clients
        .insurances()
        .deactivate_insurance_user(state.clients.insurance.request(
            DeactivateInsuranceUserRequest {
                user_id: body.user_id,
                requested_by: admin.user.user_id,
            },
        ))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(InsuranceUser::from(user)))
}
