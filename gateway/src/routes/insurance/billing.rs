//! The insurance's money: `GET /insurance/api/insurance/{id}/payments` (the premiums collected
//! each month, with their refunds), `POST /insurance/api/refund` (InsuranceAdmin: part or all of
//! a collected premium back) and `GET /insurance/api/cancellation-alerts` (what the billing job
//! raised: missed payments, inactive mandates, automatic cancellations). The payments and alerts
//! are not in the spec's table; the staff insurance page shows them.

use actix_web::{get, post, web};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::insurance::v1::{
    self as proto, CancellationAlertsRequest, PaymentsRequest, RefundRequest,
};

use super::types::{Money, date, insurance_id, money};
use crate::auth::{Authorized, InsuranceAdmin, StaffUser};
use crate::clients::INSURANCE;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PaymentState {
    /// Asked of the provider, not yet collected.
    Pending,
    /// Collected: can be refunded.
    Collected,
    /// Failed, cancelled or charged back: a missed payment.
    Missed,
}

impl PaymentState {
    fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::PaymentState::try_from(raw) {
            Ok(proto::PaymentState::Pending) => Ok(Self::Pending),
            Ok(proto::PaymentState::Collected) => Ok(Self::Collected),
            Ok(proto::PaymentState::Missed) => Ok(Self::Missed),
            Ok(proto::PaymentState::Unspecified) | Err(_) => Err(GatewayError::Internal(format!(
                "payment state {raw} unknown to the gateway"
            ))),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Refund {
    pub refund_id: i64,
    pub amount: Money,
    /// The provider's own status word (`created`, `paid`…; `REFUNDED` for Vipps).
    pub provider_status: String,
    /// The employee who refunded.
    pub requested_by: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Payment {
    pub payment_id: i64,
    pub insurance_id: i64,
    /// `GOCARDLESS` (Autogiro, Sweden) or `VIPPS` (Vipps Recurring, Norway).
    pub provider: String,
    /// GoCardless's payment or Vipps's charge.
    pub provider_reference: String,
    /// The first day of the month of cover it pays for.
    pub period_start: NaiveDate,
    /// The day the provider collects it.
    pub charge_date: NaiveDate,
    pub amount: Money,
    pub refunded: Money,
    /// What may still be refunded: the collected amount not yet refunded (0 unless collected).
    pub refundable: Money,
    pub state: PaymentState,
    /// The provider's own status word.
    pub provider_status: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub refunds: Vec<Refund>,
}

impl TryFrom<proto::Payment> for Payment {
    type Error = GatewayError;

    fn try_from(payment: proto::Payment) -> Result<Self, GatewayError> {
        let amount = money(payment.amount)?;
        let refunded = money(payment.refunded)?;
        let state = PaymentState::of_proto(payment.state)?;
        let refundable = Money {
            minor_units: if state == PaymentState::Collected {
                (amount.minor_units - refunded.minor_units).max(0)
            } else {
                0
            },
            currency: amount.currency.clone(),
        };
        Ok(Self {
            payment_id: payment.payment_id,
            insurance_id: payment.insurance_id,
            provider: match proto::PaymentProvider::try_from(payment.provider) {
                Ok(proto::PaymentProvider::Vipps) => "VIPPS",
                Ok(proto::PaymentProvider::Gocardless | proto::PaymentProvider::Unspecified)
                | Err(_) => "GOCARDLESS",
            }
            .into(),
            provider_reference: payment.provider_reference,
            period_start: date(&payment.period_start)?,
            charge_date: date(&payment.charge_date)?,
            amount,
            refunded,
            refundable,
            state,
            provider_status: payment.provider_status,
            created_at: timestamp_or_epoch(payment.created_at),
            updated_at: timestamp_or_epoch(payment.updated_at),
            refunds: payment
                .refunds
                .into_iter()
                .map(|refund| {
                    Ok(Refund {
                        refund_id: refund.refund_id,
                        amount: money(refund.amount)?,
                        provider_status: refund.provider_status,
                        requested_by: refund.requested_by,
                        created_at: timestamp_or_epoch(refund.created_at),
                    })
                })
                .collect::<Result<_, GatewayError>>()?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentPage {
    pub items: Vec<Payment>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[utoipa::path(
    tag = "insurance",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id"), PageQuery),
    responses(
        (status = 200, description = "The premiums, newest month first, with their refunds", body = PaymentPage),
        (status = 400, description = "Invalid id or paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance/{id}/payments")]
pub async fn insurance_payments(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<PaymentPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let response = state
        .clients
        .insurances()
        .list_payments(state.clients.insurance.request(PaymentsRequest {
            insurance_id: insurance_id(path.into_inner())?,
            page: Some(page_request(paging.page, paging.limit)),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(PaymentPage {
        items: response
            .payments
            .into_iter()
            .map(Payment::try_from)
            .collect::<Result<_, _>>()?,
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefundBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub payment_id: i64,
    /// In minor units (öre, øre) of the payment's currency: at least 1, at most what was
    /// collected and not yet refunded (the payment's `refundable`).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub amount_minor_units: i64,
}

#[utoipa::path(
    tag = "insurance",
    request_body = RefundBody,
    responses(
        (status = 200, description = "Refunded; the payment with its refunds", body = Payment),
        (status = 400, description = "A payment id below 1 (`payment_id`), or an amount below 1 or more than was collected and not yet refunded (`amount_minor_units`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not InsuranceAdmin (or an admin)", body = ErrorBody),
        (status = 404, description = "No such payment", body = ErrorBody),
        (status = 409, description = "The payment was not collected", body = ErrorBody),
        (status = 503, description = "The payment provider failed; nothing was refunded", body = ErrorBody),
    ),
)]
#[post("/insurance/api/refund")]
pub async fn refund_payment(
    authorized: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    body: JsonBody<RefundBody>,
) -> Result<web::Json<Payment>, GatewayError> {
    let body = body.into_inner();
    if body.payment_id < 1 {
        return Err(GatewayError::field("payment_id", "Must be 1 or more"));
    }
    if body.amount_minor_units < 1 {
        return Err(GatewayError::field(
            "amount_minor_units",
            "Must be 1 or more",
        ));
    }
    let payment = state
        .clients
        .insurances()
        .refund_payment(state.clients.insurance.request(RefundRequest {
            payment_id: body.payment_id,
            amount_minor: body.amount_minor_units,
            requested_by: authorized.user.user_id,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Payment::try_from(payment)?))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum CancellationAlertType {
    #[serde(rename = "MISSING_2_PAYMENTS")]
    Missing2Payments,
    #[serde(rename = "MISSING_3_PAYMENTS")]
    Missing3Payments,
    #[serde(rename = "AUTOMATICALLY_CANCELED")]
    AutomaticallyCanceled,
    #[serde(rename = "INACTIVE_MANDATE")]
    InactiveMandate,
}

impl CancellationAlertType {
    fn to_proto(self) -> proto::CancellationAlertType {
        match self {
            Self::Missing2Payments => proto::CancellationAlertType::Missing2Payments,
            Self::Missing3Payments => proto::CancellationAlertType::Missing3Payments,
            Self::AutomaticallyCanceled => proto::CancellationAlertType::AutomaticallyCanceled,
            Self::InactiveMandate => proto::CancellationAlertType::InactiveMandate,
        }
    }

    fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::CancellationAlertType::try_from(raw) {
            Ok(proto::CancellationAlertType::Missing2Payments) => Ok(Self::Missing2Payments),
            Ok(proto::CancellationAlertType::Missing3Payments) => Ok(Self::Missing3Payments),
            Ok(proto::CancellationAlertType::AutomaticallyCanceled) => {
                Ok(Self::AutomaticallyCanceled)
            }
            Ok(proto::CancellationAlertType::InactiveMandate) => Ok(Self::InactiveMandate),
            Ok(proto::CancellationAlertType::Unspecified) | Err(_) => Err(GatewayError::Internal(
                format!("cancellation alert type {raw} unknown to the gateway"),
            )),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CancellationAlert {
    pub alert_id: i64,
    pub insurance_id: i64,
    pub alert_type: CancellationAlertType,
    pub raised_at: DateTime<Utc>,
    /// What raised it: the missed payments in a row and the first missed period, or the day the
    /// mandate stopped.
    pub detail: serde_json::Value,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CancellationAlertPage {
    pub items: Vec<CancellationAlert>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AlertsQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// Only this insurance's.
    #[param(minimum = 1)]
    pub insurance_id: Option<i64>,
    /// Only alerts of this type.
    pub alert_type: Option<CancellationAlertType>,
}

#[utoipa::path(
    tag = "insurance",
    params(AlertsQuery),
    responses(
        (status = 200, description = "Newest first, with the total", body = CancellationAlertPage),
        (status = 400, description = "Invalid paging or filter, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/cancellation-alerts")]
pub async fn cancellation_alerts(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<AlertsQuery>,
) -> Result<web::Json<CancellationAlertPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let insurance_id = query.insurance_id.map(insurance_id).transpose()?;
    let response = state
        .clients
        .insurances()
        .list_cancellation_alerts(state.clients.insurance.request(CancellationAlertsRequest {
            insurance_id: insurance_id.unwrap_or(0),
            alert_type: query.alert_type.map_or(0, |alert| alert.to_proto().into()),
            page: Some(page_request(paging.page, paging.limit)),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(CancellationAlertPage {
        items: response
            .alerts
            .into_iter()
            .map(|alert| {
                Ok(CancellationAlert {
                    alert_id: alert.alert_id,
                    insurance_id: alert.insurance_id,
                    alert_type: CancellationAlertType::of_proto(alert.alert_type)?,
                    raised_at: timestamp_or_epoch(alert.raised_at),
                    detail: serde_json::from_str(&alert.detail_json)
                        .unwrap_or(serde_json::Value::Null),
                })
            })
            .collect::<Result<_, GatewayError>>()?,
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}
