//! Staff's Vipps calls (spec: admin last charge, cancel a Vipps mandate): the insurance's latest
//! charge read from Vipps as it is now (its row refreshed on the way), and stopping the
//! insurance's agreement — at Vipps first, then the insurance is without an active direct debit
//! (INACTIVE_MANDATE, or the end of one being cancelled), logged with the employee.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_providers::vipps::{Charge, VippsRecurring};

use super::new_idempotency_key;
use super::storage::{self, PaymentNow, PaymentRecord};
use crate::error::InsuranceError;
use crate::insurances::event_type::EventType;
use crate::insurances::lifecycle::Event;
use crate::insurances::model::{Insurance, PaymentProvider};
use crate::insurances::sign_up::own;
use crate::insurances::storage as insurance_storage;
use crate::payments::payment_state::PaymentState;
use crate::state::{InsuranceState, pooled};
use zrm_domain::Page;

const VIPPS: &str = "Vipps";

/// The insurance's Vipps agreement, or why it has none.
fn agreement_of(insurance: &Insurance) -> Result<String, InsuranceError> {
    insurance
        .mandate
        .as_ref()
        .filter(|mandate| mandate.provider == PaymentProvider::Vipps)
        .and_then(|mandate| mandate.reference.clone())
        .ok_or_else(|| {
            InsuranceError::Precondition(
                "Only an insurance paid through a Vipps agreement has one".into(),
            )
        })
}

pub async fn last_charge(
    state: &InsuranceState,
    insurance_id: i64,
) -> Result<(PaymentRecord, Charge), InsuranceError> {
    let insurance = own(state, insurance_id, None).await?;
    // Only an insurance on a Vipps agreement has Vipps charges to read.
    agreement_of(&insurance)?;
    let latest = {
        let mut conn = pooled(&state.pool).await?;
        let first = Page::parse(1, 5)
            .map_err(|error| InsuranceError::invalid(error.field, error.detail))?;
        storage::payments(&mut conn, insurance_id, first)
            .await?
            .0
            .into_iter()
            .find(|payment| payment.provider == PaymentProvider::Vipps)
    };
    let Some(payment) = latest else {
        return Err(InsuranceError::Precondition(
            "No charge has been made for this insurance yet".into(),
        ));
    };
    let charge = state
        .providers
        .vipps
        .get_charge(
            &payment.row.mandate_reference,
            &payment.row.provider_reference,
        )
        .await
        .map_err(|error| InsuranceError::provider(VIPPS, error))?;
    let now = PaymentNow {
        reference: charge.id.clone(),
        status: charge.status.as_str().to_owned(),
        state: PaymentState::of_vipps(&charge.status),
        refunded_minor: charge.summary.refunded,
    };
    let mut conn = pooled(&state.pool).await?;
    storage::update_payment(&mut conn, PaymentProvider::Vipps, &now, Utc::now()).await?;
    Ok((payment, charge))
}

pub async fn stop_agreement(
    state: &InsuranceState,
    insurance_id: i64,
    agreement_id: &str,
    requested_by: &str,
) -> Result<Insurance, InsuranceError> {
    let insurance = own(state, insurance_id, None).await?;
    let agreement = agreement_of(&insurance)?;
    if agreement != agreement_id.trim() {
        return Err(InsuranceError::invalid(
            "agreement_id",
            "Not the insurance's agreement",
        ));
    }
    let inactive = insurance
        .mandate
        .as_ref()
        .is_some_and(|mandate| mandate.provider_inactive());
    if !inactive {
        state
            .providers
            .vipps
            .stop_agreement(&agreement, &new_idempotency_key(VIPPS)?)
            .await
            .map_err(|error| InsuranceError::provider(VIPPS, error))?;
    }
    let now = Utc::now();
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut locked = insurance_storage::lock(conn, insurance_id).await?;
        let from = locked.substatus;
        if let Some(mandate) = locked.mandate.as_mut() {
            mandate.status = PaymentProvider::Vipps.stopped_status().into();
            mandate.updated_at = now;
        }
        // An insurance that has ended stays as it is: its agreement is simply stopped too.
        if let Ok(next) = locked.substatus.after(Event::MandateFailed) {
            locked.substatus = next;
            if next.ended() {
                locked.cancelled_at = Some(now);
            }
        }
        insurance_storage::save(conn, &locked).await?;
        insurance_storage::append_event(
            conn,
            insurance_id,
            EventType::MandateInactive,
            requested_by,
            now,
            json!({
                "mandate": agreement,
                "mandate_status": PaymentProvider::Vipps.stopped_status(),
                "from": from.code(),
                "to": locked.substatus.code(),
                "stopped_by_staff": true,
            }),
        )
        .await?;
        Ok(locked)
    })
    .await
}
