//! The billing calls of `zrm.insurance.v1.InsuranceService` (payments, refunds, cancellation
//! alerts): requests checked, the flows called, rows turned into messages.

use std::collections::HashMap;

use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::common::v1::Money as ProtoMoney;
use zrm_proto::insurance::v1 as proto;

use super::alert_type::AlertType;
use super::payment_state::PaymentState;
use super::refund::{self, RefundAsked};
use super::storage::{self, AlertRow, PaymentRecord, RefundRow};
use super::vipps_admin;
use crate::error::InsuranceError;
use crate::insurances::grpc::{requests, responses};
use crate::insurances::sign_up;
use crate::state::{InsuranceState, pooled};

fn money(minor_units: i64, currency: &str) -> ProtoMoney {
    ProtoMoney {
        minor_units,
        currency: currency.to_owned(),
    }
}

fn state(state: PaymentState) -> proto::PaymentState {
    match state {
        PaymentState::Pending => proto::PaymentState::Pending,
        PaymentState::Collected => proto::PaymentState::Collected,
        PaymentState::Missed => proto::PaymentState::Missed,
    }
}

fn alert_type(alert: AlertType) -> proto::CancellationAlertType {
    match alert {
        AlertType::Missing2Payments => proto::CancellationAlertType::Missing2Payments,
        AlertType::Missing3Payments => proto::CancellationAlertType::Missing3Payments,
        AlertType::AutomaticallyCanceled => proto::CancellationAlertType::AutomaticallyCanceled,
        AlertType::InactiveMandate => proto::CancellationAlertType::InactiveMandate,
    }
}

fn optional_alert_type(raw: i32) -> Result<Option<AlertType>, InsuranceError> {
    let invalid = || InsuranceError::invalid("alert_type", "Unknown cancellation alert type");
    match proto::CancellationAlertType::try_from(raw).map_err(|_| invalid())? {
        proto::CancellationAlertType::Unspecified => Ok(None),
        proto::CancellationAlertType::Missing2Payments => Ok(Some(AlertType::Missing2Payments)),
        proto::CancellationAlertType::Missing3Payments => Ok(Some(AlertType::Missing3Payments)),
        proto::CancellationAlertType::AutomaticallyCanceled => {
            Ok(Some(AlertType::AutomaticallyCanceled))
        }
        proto::CancellationAlertType::InactiveMandate => Ok(Some(AlertType::InactiveMandate)),
    }
}

fn refund_message(row: RefundRow) -> proto::Refund {
    proto::Refund {
        refund_id: row.refund_id,
        amount: Some(money(row.amount_minor, &row.currency)),
        provider_status: row.provider_status,
        requested_by: row.requested_by,
        created_at: Some(to_timestamp(row.created_at)),
    }
}

fn payment_message(record: PaymentRecord, refunds: Vec<RefundRow>) -> proto::Payment {
    let row = record.row;
    proto::Payment {
        payment_id: row.payment_id,
        insurance_id: row.insurance_id,
        provider: responses::provider(record.provider).into(),
        provider_reference: row.provider_reference,
        period_start: row.period_start.to_string(),
        charge_date: row.charge_date.to_string(),
        amount: Some(money(row.amount_minor, &row.currency)),
        refunded: Some(money(row.refunded_minor, &row.currency)),
        state: state(record.state).into(),
        provider_status: row.provider_status,
        created_at: Some(to_timestamp(row.created_at)),
        updated_at: Some(to_timestamp(row.updated_at)),
        refunds: refunds.into_iter().map(refund_message).collect(),
    }
}

fn alert_message(row: AlertRow) -> Result<proto::CancellationAlert, InsuranceError> {
    let alert = AlertType::of_code(&row.alert_type).ok_or_else(|| {
        InsuranceError::Corrupt(format!("cancellation alert {}: type", row.alert_id))
    })?;
    Ok(proto::CancellationAlert {
        alert_id: row.alert_id,
        insurance_id: row.insurance_id,
        alert_type: alert_type(alert).into(),
        raised_at: Some(to_timestamp(row.raised_at)),
        detail_json: row.detail.to_string(),
    })
}

/// The payments with their refunds, in the order given.
async fn with_refunds(
    state: &InsuranceState,
    records: Vec<PaymentRecord>,
) -> Result<Vec<proto::Payment>, InsuranceError> {
    let ids: Vec<i64> = records.iter().map(|record| record.row.payment_id).collect();
    let mut conn = pooled(&state.pool).await?;
    let mut refunds: HashMap<i64, Vec<RefundRow>> = HashMap::new();
    for row in storage::refunds_of(&mut conn, &ids).await? {
        refunds.entry(row.payment_id).or_default().push(row);
    }
    Ok(records
        .into_iter()
        .map(|record| {
            let of_payment = refunds.remove(&record.row.payment_id).unwrap_or_default();
            payment_message(record, of_payment)
        })
        .collect())
}

pub async fn list_payments(
    state: &InsuranceState,
    request: &proto::PaymentsRequest,
) -> Result<proto::PaymentPage, InsuranceError> {
    let id = requests::insurance_id(request.insurance_id)?;
    let page = requests::page(request.page.as_ref())?;
    sign_up::own(state, id, None).await?;
    let (records, total) = {
        let mut conn = pooled(&state.pool).await?;
        storage::payments(&mut conn, id, page).await?
    };
    Ok(proto::PaymentPage {
        payments: with_refunds(state, records).await?,
        page: Some(page_info(page.page, page.limit, total)),
    })
}

pub async fn refund_payment(
    state: &InsuranceState,
    request: &proto::RefundRequest,
) -> Result<proto::Payment, InsuranceError> {
    if request.payment_id < 1 {
        return Err(InsuranceError::invalid(
            "payment_id",
            "Must be a payment id (a whole number from 1)",
        ));
    }
    let record = refund::refund(
        state,
        RefundAsked {
            payment_id: request.payment_id,
            amount_minor: request.amount_minor,
            requested_by: requests::requested_by(&request.requested_by)?,
        },
    )
    .await?;
    let mut payments = with_refunds(state, vec![record]).await?;
    payments
        .pop()
        .ok_or(InsuranceError::PaymentNotFound(request.payment_id))
}

pub async fn list_alerts(
    state: &InsuranceState,
    request: &proto::CancellationAlertsRequest,
) -> Result<proto::CancellationAlertPage, InsuranceError> {
    let insurance_id = match request.insurance_id {
        0 => None,
        raw => Some(requests::insurance_id(raw)?),
    };
    let alert = optional_alert_type(request.alert_type)?;
    let page = requests::page(request.page.as_ref())?;
    let mut conn = pooled(&state.pool).await?;
    let (rows, total) = storage::alerts(&mut conn, insurance_id, alert, page).await?;
    Ok(proto::CancellationAlertPage {
        alerts: rows
            .into_iter()
            .map(alert_message)
            .collect::<Result<_, _>>()?,
        page: Some(page_info(page.page, page.limit, total)),
    })
}

pub async fn last_vipps_charge(
    state: &InsuranceState,
    request: &proto::InsuranceRequest,
) -> Result<proto::VippsCharge, InsuranceError> {
    let id = requests::insurance_id(request.insurance_id)?;
    let (payment, charge) = vipps_admin::last_charge(state, id).await?;
    let currency = &payment.row.currency;
    Ok(proto::VippsCharge {
        charge_id: charge.id,
        agreement_id: charge.agreement_id,
        status: charge.status.as_str().to_owned(),
        amount: Some(money(charge.amount, currency)),
        due: charge.due.to_string(),
        failure_reason: charge.failure_reason.unwrap_or_default(),
        captured: Some(money(charge.summary.captured, currency)),
        refunded: Some(money(charge.summary.refunded, currency)),
        payment_id: payment.row.payment_id,
        period_start: payment.row.period_start.to_string(),
    })
}

pub async fn stop_vipps_agreement(
    state: &InsuranceState,
    request: &proto::StopVippsAgreementRequest,
) -> Result<proto::Insurance, InsuranceError> {
    let id = requests::insurance_id(request.insurance_id)?;
    let who = requests::requested_by(&request.requested_by)?;
    let insurance = vipps_admin::stop_agreement(state, id, &request.agreement_id, &who).await?;
    Ok(responses::insurance(insurance))
}
