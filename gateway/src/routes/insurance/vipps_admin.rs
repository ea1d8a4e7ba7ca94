//! Staff's Vipps calls (InsuranceAdmin): `GET /insurance/api/admin/vipps/last-charge/{id}` (the
//! insurance's latest charge as Vipps has it now) and `PUT
//! /insurance/api/admin/vipps/cancel/mandate/{id}/{agreement_id}` (stop the agreement at Vipps; the
//! insurance is then without an active direct debit).

use actix_web::{get, put, web};
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;
use zrm_proto::insurance::v1::{InsuranceRequest, StopVippsAgreementRequest};

use super::types::{Insurance, Money, date, insurance_id, money};
use crate::auth::{Authorized, InsuranceAdmin};
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct VippsCharge {
    pub charge_id: String,
    pub agreement_id: String,
    /// Vipps's status word: PENDING, DUE, PROCESSING, CHARGED, FAILED, CANCELLED, REFUNDED…
    pub status: String,
    pub amount: Money,
    pub due: NaiveDate,
    /// Why it failed, in Vipps's words; absent unless it failed.
    pub failure_reason: Option<String>,
    pub captured: Money,
    pub refunded: Money,
    /// Our payment of the month the charge is for.
    pub payment_id: i64,
    pub period_start: NaiveDate,
}

#[utoipa::path(
    tag = "insurance",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id")),
    responses(
        (status = 200, description = "The latest charge, as Vipps has it now", body = VippsCharge),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not InsuranceAdmin (or an admin)", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not paid through Vipps, or no charge made yet", body = ErrorBody),
        (status = 503, description = "Vipps could not be reached", body = ErrorBody),
    ),
)]
#[get("/insurance/api/admin/vipps/last-charge/{id}")]
pub async fn last_vipps_charge(
    _authorized: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Json<VippsCharge>, GatewayError> {
    let charge = state
        .clients
        .insurances()
        .get_last_vipps_charge(state.clients.insurance.request(InsuranceRequest {
            insurance_id: insurance_id(path.into_inner())?,
            customer_id: String::new(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(VippsCharge {
        charge_id: charge.charge_id,
        agreement_id: charge.agreement_id,
        status: charge.status,
        amount: money(charge.amount)?,
        due: date(&charge.due)?,
        failure_reason: Some(charge.failure_reason).filter(|reason| !reason.is_empty()),
        captured: money(charge.captured)?,
        refunded: money(charge.refunded)?,
        payment_id: charge.payment_id,
        period_start: date(&charge.period_start)?,
    }))
}

#[utoipa::path(
    tag = "insurance",
    params(
        ("id" = i64, Path, minimum = 1, description = "The insurance id"),
        ("agreement_id" = String, Path, description = "The insurance's Vipps agreement (agr_…)"),
    ),
    responses(
        (status = 200, description = "Stopped; the insurance without an active direct debit", body = Insurance),
        (status = 400, description = "Not an insurance id (`insurance_id`), or not the insurance's agreement (`agreement_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not InsuranceAdmin (or an admin)", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not paid through Vipps", body = ErrorBody),
        (status = 503, description = "Vipps could not be reached; nothing was changed", body = ErrorBody),
    ),
)]
#[put("/insurance/api/admin/vipps/cancel/mandate/{id}/{agreement_id}")]
pub async fn stop_vipps_agreement(
    authorized: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    path: web::Path<(i64, String)>,
) -> Result<web::Json<Insurance>, GatewayError> {
    let (id, agreement_id) = path.into_inner();
    let insurance = state
        .clients
        .insurances()
        .stop_vipps_agreement(state.clients.insurance.request(StopVippsAgreementRequest {
            insurance_id: insurance_id(id)?,
            agreement_id,
            requested_by: authorized.user.user_id,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Insurance::try_from(insurance)?))
}
