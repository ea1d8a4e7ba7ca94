//! How mandates, payments and refunds move by themselves as the (simulated) days pass, and the
//! events each step records. Sandbox rules, chosen to look like Autogiro without its calendar:
//!
//! - mandate: `pending_submission` → `submitted` 1 h after creation → `active` 1 day after
//!   creation (or `failed` for [`AccountScript::MandateFails`]);
//! - `next_possible_charge_date`: 2 days after the later of today and the mandate's activation;
//! - payment: `pending_submission` → `submitted` at 00:00 UTC the day before the charge date →
//!   `confirmed` at 00:00 the day after it (or `failed`) → `paid_out` two days after that; the
//!   scripted late failure and chargeback come one day after confirmation / pay-out;
//! - refund: `created` → `submitted` 12 h later → `paid` 1 day after creation.

use chrono::{DateTime, Days, NaiveDate, TimeDelta, Utc};

use super::ids::new_id;
use super::model::{
    MandateStatus, MandateStep, Origin, PaymentStatus, PaymentStep, RefundStatus, RefundStep,
    Scheduled,
};
use super::scripts::AccountScript;
use super::store::{NewEvent, Store};

pub const MANDATE_SUBMIT_AFTER: TimeDelta = TimeDelta::hours(1);
pub const MANDATE_ACTIVE_AFTER: TimeDelta = TimeDelta::days(1);
pub const CHARGE_LEAD_DAYS: u64 = 2;
const REFUND_SUBMIT_AFTER: TimeDelta = TimeDelta::hours(12);
const REFUND_PAID_AFTER: TimeDelta = TimeDelta::days(1);

fn midnight(day: NaiveDate) -> DateTime<Utc> {
    day.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc()
}

fn day_offset(day: NaiveDate, days: i64) -> NaiveDate {
    if days >= 0 {
        day.checked_add_days(Days::new(days.unsigned_abs()))
    } else {
        day.checked_sub_days(Days::new(days.unsigned_abs()))
    }
    .unwrap_or(day)
}

/// The earliest charge date a new payment on this mandate may have; `None` for a mandate that
/// takes no payments.
pub fn next_possible_charge_date(
    store: &Store,
    mandate_id: &str,
    today: NaiveDate,
) -> Option<NaiveDate> {
    let mandate = store.mandates.get(mandate_id)?;
    if !mandate.status.takes_payments() {
        return None;
    }
    let active_on = mandate
        .activated_at
        .unwrap_or(mandate.created_at + MANDATE_ACTIVE_AFTER)
        .date_naive();
    let base = today.max(active_on);
    base.checked_add_days(Days::new(CHARGE_LEAD_DAYS))
}

pub fn first_mandate_step(created_at: DateTime<Utc>) -> Scheduled<MandateStep> {
    Scheduled {
        at: created_at + MANDATE_SUBMIT_AFTER,
        step: MandateStep::Submit,
    }
}

pub fn first_payment_step(charge_date: NaiveDate) -> Scheduled<PaymentStep> {
    Scheduled {
        at: midnight(day_offset(charge_date, -1)),
        step: PaymentStep::Submit,
    }
}

pub fn first_refund_step(created_at: DateTime<Utc>) -> Scheduled<RefundStep> {
    Scheduled {
        at: created_at + REFUND_SUBMIT_AFTER,
        step: RefundStep::Submit,
    }
}

fn event(
    resource_type: &'static str,
    action: &'static str,
    origin: Origin,
    cause: &'static str,
    description: &'static str,
) -> NewEvent<'static> {
    NewEvent {
        resource_type,
        action,
        origin,
        cause,
        description,
    }
}

/// Applies one mandate step at `at`: status, event, the next scheduled step.
pub fn apply_mandate_step(store: &mut Store, id: &str, step: MandateStep, at: DateTime<Utc>) {
    let Some(mandate) = store.mandates.get_mut(id) else {
        return;
    };
    let created_at = mandate.created_at;
    let script = mandate.script;
    let (status, what, next) = match step {
        MandateStep::Submit => {
            let next_step = if script == AccountScript::MandateFails {
                MandateStep::Fail
            } else {
                MandateStep::Activate
            };
            let next = Scheduled {
                at: (created_at + MANDATE_ACTIVE_AFTER).max(at),
                step: next_step,
            };
            let what = event(
                "mandates",
                "submitted",
                Origin::Gocardless,
                "mandate_submitted",
                "The mandate has been submitted to the banks.",
            );
            (MandateStatus::Submitted, what, Some(next))
        }
        MandateStep::Activate => {
            mandate.activated_at = Some(at);
            let what = event(
                "mandates",
                "active",
                Origin::Gocardless,
                "mandate_activated",
                "The time window after submission for the banks to refuse a mandate has ended without any errors being received, so this mandate is now active.",
            );
            (MandateStatus::Active, what, None)
        }
        MandateStep::Fail => {
            let what = event(
                "mandates",
                "failed",
                Origin::Bank,
                "bank_account_closed",
                "The bank account for this mandate has been closed.",
            );
            (MandateStatus::Failed, what, None)
        }
    };
    mandate.status = status;
    mandate.next = next;
    let metadata = mandate.metadata.clone();
    store.emit(at, what, id, &[], &metadata);
    if status == MandateStatus::Failed {
        cancel_open_payments(store, id, at, "mandate_failed");
    }
}

/// A mandate that stopped taking payments takes its unsubmitted payments with it.
pub fn cancel_open_payments(
    store: &mut Store,
    mandate_id: &str,
    at: DateTime<Utc>,
    cause: &'static str,
) {
    let open: Vec<String> = store
        .payments
        .values()
        .filter(|p| p.mandate == mandate_id && p.status == PaymentStatus::PendingSubmission)
        .map(|p| p.id.clone())
        .collect();
    for payment_id in open {
        if let Some(payment) = store.payments.get_mut(&payment_id) {
            payment.status = PaymentStatus::Cancelled;
            payment.next = None;
            let metadata = payment.metadata.clone();
            let what = event(
                "payments",
                "cancelled",
                Origin::Gocardless,
                cause,
                "The mandate for this payment was cancelled or failed, so the payment was cancelled.",
            );
            store.emit(at, what, &payment_id, &[("mandate", mandate_id)], &metadata);
        }
    }
}

/// Applies one payment step at `at`.
pub fn apply_payment_step(store: &mut Store, id: &str, step: PaymentStep, at: DateTime<Utc>) {
    let Some(payment) = store.payments.get(id) else {
        return;
    };
    let script = store
        .mandates
        .get(&payment.mandate)
        .map_or(AccountScript::Succeeds, |m| m.script);
    let charge_date = payment.charge_date;
    let mandate_id = payment.mandate.clone();
    let mut payout = None;
    let (status, what, next) = match step {
        PaymentStep::Submit => {
            let next_step = if script == AccountScript::PaymentsFail {
                PaymentStep::Fail
            } else {
                PaymentStep::Confirm
            };
            let next = Scheduled {
                at: midnight(day_offset(charge_date, 1)).max(at),
                step: next_step,
            };
            let what = event(
                "payments",
                "submitted",
                Origin::Gocardless,
                "payment_submitted",
                "Payment submitted to the banks. As a result, it can no longer be cancelled.",
            );
            (PaymentStatus::Submitted, what, Some(next))
        }
        PaymentStep::Confirm => {
            let next = if script == AccountScript::PaymentsFailLate {
                Scheduled {
                    at: at + TimeDelta::days(1),
                    step: PaymentStep::Fail,
                }
            } else {
                Scheduled {
                    at: at + TimeDelta::days(2),
                    step: PaymentStep::PayOut,
                }
            };
            let what = event(
                "payments",
                "confirmed",
                Origin::Gocardless,
                "payment_confirmed",
                "Enough time has passed since the payment was submitted for the banks to return an error, so this payment is now confirmed.",
            );
            (PaymentStatus::Confirmed, what, Some(next))
        }
        PaymentStep::PayOut => {
            payout = Some(new_id("PO"));
            let next = (script == AccountScript::PaymentsChargedBack).then(|| Scheduled {
                at: at + TimeDelta::days(1),
                step: PaymentStep::ChargeBack,
            });
            let what = event(
                "payments",
                "paid_out",
                Origin::Gocardless,
                "payment_paid_out",
                "The payment has been paid out by GoCardless.",
            );
            (PaymentStatus::PaidOut, what, next)
        }
        PaymentStep::Fail => {
            let what = event(
                "payments",
                "failed",
                Origin::Bank,
                "insufficient_funds",
                "The customer's account had insufficient funds to make this payment.",
            );
            (PaymentStatus::Failed, what, None)
        }
        PaymentStep::ChargeBack => {
            let what = event(
                "payments",
                "charged_back",
                Origin::Bank,
                "payment_autogiro_chargeback",
                "The customer asked their bank to refund this payment.",
            );
            (PaymentStatus::ChargedBack, what, None)
        }
    };
    let Some(payment) = store.payments.get_mut(id) else {
        return;
    };
    payment.status = status;
    payment.next = next;
    if payout.is_some() {
        payment.payout.clone_from(&payout);
    }
    let metadata = payment.metadata.clone();
    let mut related = vec![("mandate", mandate_id.as_str())];
    if let Some(po) = payout.as_deref() {
        related.push(("payout", po));
    }
    store.emit(at, what, id, &related, &metadata);
}

pub fn apply_refund_step(store: &mut Store, id: &str, step: RefundStep, at: DateTime<Utc>) {
    let Some(refund) = store.refunds.get_mut(id) else {
        return;
    };
    let payment = refund.payment.clone();
    match step {
        RefundStep::Submit => {
            refund.status = RefundStatus::Submitted;
            refund.next = Some(Scheduled {
                at: (refund.created_at + REFUND_PAID_AFTER).max(at),
                step: RefundStep::Pay,
            });
        }
        RefundStep::Pay => {
            refund.status = RefundStatus::Paid;
            refund.next = None;
            let metadata = refund.metadata.clone();
            let what = event(
                "refunds",
                "paid",
                Origin::Gocardless,
                "refund_paid",
                "The refund has been paid to your customer.",
            );
            store.emit(at, what, id, &[("payment", payment.as_str())], &metadata);
        }
    }
}

#[derive(Debug, Clone)]
enum Due {
    Mandate(String, MandateStep),
    Payment(String, PaymentStep),
    Refund(String, RefundStep),
}

fn earliest_due(store: &Store, now: DateTime<Utc>) -> Option<(DateTime<Utc>, Due)> {
    let mandates = store
        .mandates
        .values()
        .filter_map(|m| m.next.map(|n| (n.at, Due::Mandate(m.id.clone(), n.step))));
    let payments = store
        .payments
        .values()
        .filter_map(|p| p.next.map(|n| (n.at, Due::Payment(p.id.clone(), n.step))));
    let refunds = store
        .refunds
        .values()
        .filter_map(|r| r.next.map(|n| (n.at, Due::Refund(r.id.clone(), n.step))));
    mandates
        .chain(payments)
        .chain(refunds)
        .filter(|(at, _)| *at <= now)
        .min_by_key(|(at, _)| *at)
}

/// Makes every step due by `now`, oldest first, each at its own scheduled time.
pub fn catch_up(store: &mut Store, now: DateTime<Utc>) {
    while let Some((at, due)) = earliest_due(store, now) {
        match due {
            Due::Mandate(id, step) => apply_mandate_step(store, &id, step, at),
            Due::Payment(id, step) => apply_payment_step(store, &id, step, at),
            Due::Refund(id, step) => apply_refund_step(store, &id, step, at),
        }
    }
}
