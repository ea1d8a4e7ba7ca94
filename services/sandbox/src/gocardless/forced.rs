//! What the control API and the page make happen now instead of waiting for the clock
//! ("payment paid out", "payment failed", "mandate cancelled", …), and the views they show.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;

use super::model::{MandateStatus, MandateStep, Origin, PaymentStatus, PaymentStep};
use super::simulator::GoCardlessSimulator;
use super::store::{NewEvent, Store};
use super::timeline::{apply_mandate_step, apply_payment_step, cancel_open_payments};
use crate::error::SandboxError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MandateAction {
    Submit,
    Activate,
    Fail,
    Cancel,
    Expire,
    Block,
}

impl MandateAction {
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "submit" => Some(Self::Submit),
            "activate" => Some(Self::Activate),
            "fail" => Some(Self::Fail),
            "cancel" => Some(Self::Cancel),
            "expire" => Some(Self::Expire),
            "block" => Some(Self::Block),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentAction {
    Submit,
    Confirm,
    PayOut,
    Fail,
    ChargeBack,
}

impl PaymentAction {
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "submit" => Some(Self::Submit),
            "confirm" => Some(Self::Confirm),
            "pay-out" => Some(Self::PayOut),
            "fail" => Some(Self::Fail),
            "charge-back" => Some(Self::ChargeBack),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct MandateView {
    pub id: String,
    pub status: &'static str,
    pub customer: String,
    pub customer_name: String,
    pub swedish_identity_number: String,
    pub bank_account: String,
    pub behaviour: &'static str,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PaymentView {
    pub id: String,
    pub mandate: String,
    pub amount: i64,
    pub amount_refunded: i64,
    pub currency: String,
    pub charge_date: NaiveDate,
    pub status: &'static str,
    pub description: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FlowSummary {
    pub id: String,
    pub billing_request: String,
    pub billing_request_status: &'static str,
    pub authorisation_url: String,
    pub created_at: DateTime<Utc>,
}

fn not_in_state(what: &str, status: &str) -> SandboxError {
    SandboxError::Conflict(format!("not possible for a {what} that is {status}"))
}

fn end_mandate(
    store: &mut Store,
    id: &str,
    now: DateTime<Utc>,
    status: MandateStatus,
    what: NewEvent<'_>,
) {
    let Some(mandate) = store.mandates.get_mut(id) else {
        return;
    };
    mandate.status = status;
    mandate.next = None;
    let metadata = mandate.metadata.clone();
    store.emit(now, what, id, &[], &metadata);
    cancel_open_payments(store, id, now, "mandate_cancelled");
}

impl GoCardlessSimulator {
    pub fn force_mandate(
        &self,
        id: &str,
        action: MandateAction,
    ) -> Result<MandateView, SandboxError> {
        self.with_store(|store, now| {
            let status = store
                .mandates
                .get(id)
                .map(|m| m.status)
                .ok_or_else(|| SandboxError::NotFound(format!("no mandate {id}")))?;
            let open = matches!(status, MandateStatus::PendingSubmission | MandateStatus::Submitted);
            let live = open || status == MandateStatus::Active;
            let event = |action, origin, cause, description| NewEvent {
                resource_type: "mandates",
                action,
                origin,
                cause,
                description,
            };
            match action {
                MandateAction::Submit if status == MandateStatus::PendingSubmission => {
                    apply_mandate_step(store, id, MandateStep::Submit, now);
                }
                MandateAction::Activate if open => {
                    if status == MandateStatus::PendingSubmission {
                        apply_mandate_step(store, id, MandateStep::Submit, now);
                    }
                    apply_mandate_step(store, id, MandateStep::Activate, now);
                }
                MandateAction::Fail if open => apply_mandate_step(store, id, MandateStep::Fail, now),
                MandateAction::Cancel if live => end_mandate(store, id, now, MandateStatus::Cancelled,
                    event("cancelled", Origin::Bank, "mandate_cancelled", "The mandate was cancelled at a bank branch.")),
                MandateAction::Expire if status == MandateStatus::Active => end_mandate(store, id, now, MandateStatus::Expired,
                    event("expired", Origin::Gocardless, "mandate_expired", "The mandate expired because no payments were collected for over 13 months.")),
                MandateAction::Block if live => end_mandate(store, id, now, MandateStatus::Blocked,
                    event("blocked", Origin::Gocardless, "mandate_blocked", "The mandate was blocked; payments cannot be created against it.")),
                MandateAction::Submit
                | MandateAction::Activate
                | MandateAction::Fail
                | MandateAction::Cancel
                | MandateAction::Expire
                | MandateAction::Block => return Err(not_in_state("mandate", status.as_str())),
            }
            mandate_view(store, id).ok_or_else(|| SandboxError::NotFound(format!("no mandate {id}")))
        })
    }

    pub fn force_payment(
        &self,
        id: &str,
        action: PaymentAction,
    ) -> Result<PaymentView, SandboxError> {
        self.with_store(|store, now| {
            let current = |store: &Store| store.payments.get(id).map(|p| p.status);
            let status =
                current(store).ok_or_else(|| SandboxError::NotFound(format!("no payment {id}")))?;
            let target = match (action, status) {
                (PaymentAction::Submit, PaymentStatus::PendingSubmission) => {
                    PaymentStatus::Submitted
                }
                (
                    PaymentAction::Confirm,
                    PaymentStatus::PendingSubmission | PaymentStatus::Submitted,
                ) => PaymentStatus::Confirmed,
                (
                    PaymentAction::PayOut,
                    PaymentStatus::PendingSubmission
                    | PaymentStatus::Submitted
                    | PaymentStatus::Confirmed,
                ) => PaymentStatus::PaidOut,
                (
                    PaymentAction::Fail,
                    PaymentStatus::PendingSubmission
                    | PaymentStatus::Submitted
                    | PaymentStatus::Confirmed,
                ) => PaymentStatus::Failed,
                (PaymentAction::ChargeBack, PaymentStatus::Confirmed | PaymentStatus::PaidOut) => {
                    PaymentStatus::ChargedBack
                }
                (_, status) => return Err(not_in_state("payment", status.as_str())),
            };
            while let Some(status) = current(store).filter(|s| *s != target) {
                let step = match (status, target) {
                    (PaymentStatus::PendingSubmission, _) => PaymentStep::Submit,
                    (
                        PaymentStatus::Submitted | PaymentStatus::Confirmed,
                        PaymentStatus::Failed,
                    ) => PaymentStep::Fail,
                    (_, PaymentStatus::ChargedBack) => PaymentStep::ChargeBack,
                    (PaymentStatus::Submitted, _) => PaymentStep::Confirm,
                    (_, _) => PaymentStep::PayOut,
                };
                apply_payment_step(store, id, step, now);
            }
            payment_view(store, id)
                .ok_or_else(|| SandboxError::NotFound(format!("no payment {id}")))
        })
    }

    pub fn mandates(&self) -> Vec<MandateView> {
        self.with_store(|store, _| {
            let mut ids: Vec<(&DateTime<Utc>, &String)> = store
                .mandates
                .values()
                .map(|m| (&m.created_at, &m.id))
                .collect();
            ids.sort();
            ids.iter()
                .rev()
                .filter_map(|(_, id)| mandate_view(store, id))
                .collect()
        })
    }

    pub fn payments(&self) -> Vec<PaymentView> {
        self.with_store(|store, _| {
            let mut ids: Vec<(&DateTime<Utc>, &String)> = store
                .payments
                .values()
                .map(|p| (&p.created_at, &p.id))
                .collect();
            ids.sort();
            ids.iter()
                .rev()
                .filter_map(|(_, id)| payment_view(store, id))
                .collect()
        })
    }

    pub fn flows(&self) -> Vec<FlowSummary> {
        self.with_store(|store, _| {
            let mut flows: Vec<FlowSummary> = store
                .flows
                .values()
                .filter_map(|f| {
                    let br = store.billing_requests.get(&f.billing_request)?;
                    Some(FlowSummary {
                        id: f.id.clone(),
                        billing_request: br.id.clone(),
                        billing_request_status: br.status.as_str(),
                        authorisation_url: f.authorisation_url.clone(),
                        created_at: f.created_at,
                    })
                })
                .collect();
            flows.sort_by_key(|f| std::cmp::Reverse(f.created_at));
            flows
        })
    }
}

fn mandate_view(store: &Store, id: &str) -> Option<MandateView> {
    let m = store.mandates.get(id)?;
    let customer = store.customers.get(&m.customer);
    let account = store.bank_accounts.get(&m.bank_account);
    Some(MandateView {
        id: m.id.clone(),
        status: m.status.as_str(),
        customer: m.customer.clone(),
        customer_name: customer
            .map(|c| format!("{} {}", c.given_name, c.family_name))
            .unwrap_or_default(),
        swedish_identity_number: customer
            .map(|c| c.swedish_identity_number.clone())
            .unwrap_or_default(),
        bank_account: account
            .map(|a| a.account_number.clone())
            .unwrap_or_default(),
        behaviour: m.script.describe(),
        created_at: m.created_at,
    })
}

fn payment_view(store: &Store, id: &str) -> Option<PaymentView> {
    let p = store.payments.get(id)?;
    Some(PaymentView {
        id: p.id.clone(),
        mandate: p.mandate.clone(),
        amount: p.amount,
        amount_refunded: p.amount_refunded,
        currency: p.currency.clone(),
        charge_date: p.charge_date,
        status: p.status.as_str(),
        description: p.description.clone(),
        created_at: p.created_at,
    })
}
