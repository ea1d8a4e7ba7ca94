//! The providers' webhook events (already verified by the gateway) turned into mandate, payment
//! and refund changes.
//!
//! An event is kept once: a replay finds its id taken and changes nothing. Events carry no state
//! of their own worth trusting in order (GoCardless says so; Vipps's arrive one per change but
//! not necessarily in order), so a mandate or agreement event is applied from the resource's
//! current state fetched from the provider: however the events of a mandate arrive, the
//! insurance ends as the mandate is. The provider is asked before anything is written; when it
//! fails, nothing is kept and the provider's retry of the webhook tries again. An event naming
//! no mandate of ours is kept with no insurance, for inspection.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::gocardless::{GoCardless, MandateStatus};
use zrm_providers::vipps::{AgreementStatus, VippsRecurring};

use super::mandate_page::INSURANCE_ID_KEY;
use super::payment_state::PaymentState;
use super::provider_events::{self, NewProviderEvent};
use super::storage::{self as payment_storage, PaymentNow};
use crate::error::InsuranceError;
use crate::insurances::event_type::EventType;
use crate::insurances::lifecycle::Event;
use crate::insurances::model::{Insurance, MandateRef, PaymentProvider};
use crate::insurances::storage;
use crate::state::{InsuranceState, pooled};

/// A GoCardless event as received.
pub struct GoCardlessEvent {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub resource_type: String,
    pub action: String,
    pub links: BTreeMap<String, String>,
    pub body: serde_json::Value,
}

/// A Vipps Recurring notification as received.
pub struct VippsEvent {
    pub dedup_key: String,
    pub event_type: String,
    pub agreement_id: String,
    pub charge_id: Option<String>,
    pub occurred: DateTime<Utc>,
    pub body: serde_json::Value,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Recorded {
    pub recorded: u32,
    pub duplicates: u32,
    pub unmatched: u32,
}

/// Whether the mandate takes payments, as far as the insurance is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MandateState {
    Active,
    /// Not yet decided (waiting for the payer or the bank).
    Pending,
    /// Failed, cancelled, expired, stopped: no payments.
    Inactive,
}

/// The mandate as the provider has it now.
struct MandateNow {
    reference: String,
    status: String,
    state: MandateState,
    /// Our insurance id as we gave it to the provider.
    insurance_id: Option<i64>,
}

fn gocardless_state(status: &MandateStatus) -> MandateState {
    match status {
        MandateStatus::Active => MandateState::Active,
        MandateStatus::PendingCustomerApproval
        | MandateStatus::PendingSubmission
        | MandateStatus::Submitted
        | MandateStatus::Unknown(_) => MandateState::Pending,
        MandateStatus::SuspendedByPayer
        | MandateStatus::Failed
        | MandateStatus::Cancelled
        | MandateStatus::Expired
        | MandateStatus::Consumed
        | MandateStatus::Blocked => MandateState::Inactive,
    }
}

fn vipps_state(status: &AgreementStatus) -> MandateState {
    match status {
        AgreementStatus::Active => MandateState::Active,
        AgreementStatus::Pending | AgreementStatus::Unknown(_) => MandateState::Pending,
        AgreementStatus::Stopped | AgreementStatus::Expired => MandateState::Inactive,
    }
}

/// The mandate a GoCardless event is about: its `mandate` link, or the mandate a fulfilled
/// billing request made.
fn gocardless_mandate_id(event: &GoCardlessEvent) -> Option<&str> {
    event
        .links
        .get("mandate")
        .or_else(|| event.links.get("mandate_request_mandate"))
        .map(String::as_str)
}

pub async fn record_gocardless(
    state: &InsuranceState,
    events: Vec<GoCardlessEvent>,
) -> Result<Recorded, InsuranceError> {
    let mut recorded = Recorded::default();
    for event in events {
        let provider = PaymentProvider::GoCardless;
        {
            let mut conn = pooled(&state.pool).await?;
            if provider_events::seen(&mut conn, provider, &event.id).await? {
                recorded.duplicates += 1;
                continue;
            }
        }
        let payment = match event.links.get("payment") {
            Some(payment_id) => match state.providers.gocardless.get_payment(payment_id).await {
                Ok(payment) => Some(payment),
                Err(ProviderError::GoCardless(error)) if error.status == 404 => None,
                Err(error) => return Err(InsuranceError::provider(provider.name(), error)),
            },
            None => None,
        };
        let mandate_id: Option<String> = gocardless_mandate_id(&event)
            .map(str::to_owned)
            .or_else(|| payment.as_ref().map(|payment| payment.mandate.clone()));
        let mandate = match mandate_id.as_deref() {
            Some(mandate_id) => {
                match state.providers.gocardless.get_mandate(mandate_id).await {
                    Ok(mandate) => Some(MandateNow {
                        reference: mandate.id,
                        state: gocardless_state(&mandate.status),
                        status: mandate.status.as_str().to_owned(),
                        insurance_id: mandate
                            .metadata
                            .get(INSURANCE_ID_KEY)
                            .and_then(|id| id.parse().ok()),
                    }),
                    // GoCardless does not know it either: kept for inspection, not retried.
                    Err(ProviderError::GoCardless(error)) if error.status == 404 => None,
                    Err(error) => return Err(InsuranceError::provider(provider.name(), error)),
                }
            }
            None => None,
        };
        let keys: Vec<&str> = [
            mandate_id.as_deref(),
            event.links.get("billing_request").map(String::as_str),
        ]
        .into_iter()
        .flatten()
        .collect();
        let new = NewProviderEvent {
            provider,
            event_id: &event.id,
            insurance_id: None,
            resource_type: &event.resource_type,
            action: &event.action,
            occurred_at: event.created_at,
            body: &event.body,
        };
        let changes = Changes {
            mandate,
            payment: payment.map(|payment| PaymentNow {
                state: PaymentState::of_gocardless(&payment.status),
                status: payment.status.as_str().to_owned(),
                reference: payment.id,
                refunded_minor: payment.amount_refunded,
            }),
            // GoCardless's refund events are named by the refund's new status.
            refund: event
                .links
                .get("refund")
                .filter(|_| event.resource_type == "refunds")
                .map(|refund| (refund.clone(), event.action.clone())),
        };
        let outcome = keep_and_apply(state, new, &keys, changes).await?;
        tally(&mut recorded, outcome);
    }
    Ok(recorded)
}

pub async fn record_vipps(
    state: &InsuranceState,
    event: VippsEvent,
) -> Result<Recorded, InsuranceError> {
    let provider = PaymentProvider::Vipps;
    let mut recorded = Recorded::default();
    {
        let mut conn = pooled(&state.pool).await?;
        if provider_events::seen(&mut conn, provider, &event.dedup_key).await? {
            recorded.duplicates += 1;
            return Ok(recorded);
        }
    }
    let mandate = match state
        .providers
        .vipps
        .get_agreement(&event.agreement_id)
        .await
    {
        Ok(agreement) => Some(MandateNow {
            reference: agreement.id,
            state: vipps_state(&agreement.status),
            status: agreement.status.as_str().to_owned(),
            insurance_id: agreement.external_id.and_then(|id| id.parse().ok()),
        }),
        // Vipps does not know it either: kept for inspection, not retried.
        Err(ProviderError::Vipps(error)) if error.status == 404 => None,
        Err(error) => return Err(InsuranceError::provider(provider.name(), error)),
    };
    let payment = match event.charge_id.as_deref().filter(|id| !id.is_empty()) {
        Some(charge_id) => match state
            .providers
            .vipps
            .get_charge(&event.agreement_id, charge_id)
            .await
        {
            Ok(charge) => Some(PaymentNow {
                state: PaymentState::of_vipps(&charge.status),
                status: charge.status.as_str().to_owned(),
                reference: charge.id,
                refunded_minor: charge.summary.refunded,
            }),
            Err(ProviderError::Vipps(error)) if error.status == 404 => None,
            Err(error) => return Err(InsuranceError::provider(provider.name(), error)),
        },
        None => None,
    };
    let (resource_type, action) = event
        .event_type
        .strip_prefix("recurring.")
        .and_then(|rest| rest.split_once('-'))
        .unwrap_or(("recurring", event.event_type.as_str()));
    let new = NewProviderEvent {
        provider,
        event_id: &event.dedup_key,
        insurance_id: None,
        resource_type,
        action,
        occurred_at: event.occurred,
        body: &event.body,
    };
    let keys = [event.agreement_id.as_str()];
    let changes = Changes {
        mandate,
        payment,
        refund: None,
    };
    let outcome = keep_and_apply(state, new, &keys, changes).await?;
    tally(&mut recorded, outcome);
    Ok(recorded)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Applied,
    Replay,
    Unmatched,
}

fn tally(recorded: &mut Recorded, outcome: Outcome) {
    match outcome {
        Outcome::Applied => recorded.recorded += 1,
        Outcome::Replay => recorded.duplicates += 1,
        Outcome::Unmatched => {
            recorded.recorded += 1;
            recorded.unmatched += 1;
        }
    }
}

/// What an event changes, as the provider has it now.
struct Changes {
    mandate: Option<MandateNow>,
    payment: Option<PaymentNow>,
    /// A refund of ours and its new status.
    refund: Option<(String, String)>,
}

/// Keeps the event and, in the same transaction, applies the mandate's and payment's state to
/// the insurance it is about (found by any of `keys`, else by the id we gave the provider).
async fn keep_and_apply(
    state: &InsuranceState,
    mut event: NewProviderEvent<'_>,
    keys: &[&str],
    changes: Changes,
) -> Result<Outcome, InsuranceError> {
    let Changes {
        mandate,
        payment,
        refund,
    } = changes;
    let mut conn = pooled(&state.pool).await?;
    let now = Utc::now();
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut insurance = None;
        for key in keys {
            insurance = storage::lock_by_mandate(conn, event.provider, key).await?;
            if insurance.is_some() {
                break;
            }
        }
        if insurance.is_none()
            && let Some(id) = mandate.as_ref().and_then(|m| m.insurance_id)
        {
            insurance = match storage::lock(conn, id).await {
                Ok(found) => Some(found).filter(|found| {
                    found.mandate.as_ref().map(|m| m.provider) == Some(event.provider)
                }),
                Err(InsuranceError::NotFound(_)) => None,
                Err(error) => return Err(error),
            };
        }
        event.insurance_id = insurance.as_ref().map(|found| found.insurance_id);
        if !provider_events::insert(conn, &event, now).await? {
            return Ok(Outcome::Replay);
        }
        let Some(mut insurance) = insurance else {
            tracing::warn!(
                provider = event.provider.name(),
                event = event.event_id,
                "webhook event of no mandate of ours, kept for inspection"
            );
            return Ok(Outcome::Unmatched);
        };
        let id = insurance.insurance_id;
        storage::append_event(
            conn,
            id,
            EventType::PaymentProviderEvent,
            event.provider.name(),
            now,
            json!({
                "provider": event.provider.name(),
                "event_id": event.event_id,
                "resource_type": event.resource_type,
                "action": event.action,
            }),
        )
        .await?;
        if let Some(mandate) = mandate {
            apply_mandate(conn, &mut insurance, event.provider, mandate, now).await?;
        }
        if let Some(payment) = payment {
            payment_storage::update_payment(conn, event.provider, &payment, now).await?;
        }
        if let Some((reference, status)) = refund {
            payment_storage::set_refund_status(conn, &reference, &status, now).await?;
        }
        Ok(Outcome::Applied)
    })
    .await
}

async fn apply_mandate(
    conn: &mut diesel_async::AsyncPgConnection,
    insurance: &mut Insurance,
    provider: PaymentProvider,
    mandate: MandateNow,
    now: DateTime<Utc>,
) -> Result<(), InsuranceError> {
    let request = insurance.mandate.as_ref().and_then(|m| m.request.clone());
    insurance.mandate = Some(MandateRef {
        provider,
        request,
        reference: Some(mandate.reference.clone()),
        status: mandate.status.clone(),
        updated_at: now,
    });
    let (lifecycle_event, log_type) = match mandate.state {
        MandateState::Active => (Some(Event::MandateActivated), EventType::MandateActive),
        MandateState::Inactive => (Some(Event::MandateFailed), EventType::MandateInactive),
        MandateState::Pending => (None, EventType::PaymentProviderEvent),
    };
    // A move the machine does not have (an active mandate reported again, a mandate failing
    // on a cancelled insurance) leaves the substatus as it is: the mandate's state is recorded.
    let moved = lifecycle_event.and_then(|event| insurance.substatus.after(event).ok());
    if let Some(next) = moved {
        let from = insurance.substatus;
        insurance.substatus = next;
        if next.ended() {
            insurance.cancelled_at = Some(now);
        }
        storage::append_event(
            conn,
            insurance.insurance_id,
            log_type,
            provider.name(),
            now,
            json!({
                "mandate": mandate.reference,
                "mandate_status": mandate.status,
                "from": from.code(),
                "to": next.code(),
            }),
        )
        .await?;
    }
    storage::save(conn, insurance).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provider_statuses_map_to_whether_payments_can_be_taken() {
        assert_eq!(
            gocardless_state(&MandateStatus::Active),
            MandateState::Active
        );
        assert_eq!(
            gocardless_state(&MandateStatus::Submitted),
            MandateState::Pending
        );
        assert_eq!(
            gocardless_state(&MandateStatus::Cancelled),
            MandateState::Inactive
        );
        assert_eq!(
            gocardless_state(&MandateStatus::parse("something_new")),
            MandateState::Pending
        );
        assert_eq!(vipps_state(&AgreementStatus::Active), MandateState::Active);
        assert_eq!(
            vipps_state(&AgreementStatus::Stopped),
            MandateState::Inactive
        );
        assert_eq!(
            vipps_state(&AgreementStatus::Pending),
            MandateState::Pending
        );
    }
}
