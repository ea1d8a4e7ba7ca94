//! How agreements and charges move by themselves on the simulated clock, and the webhooks each
//! change produces:
//!
//! - a draft agreement `PENDING` expires after `agreement_timeout_seconds` (`EXPIRED`);
//! - accepting activates it; an initial charge is processed at once (`CHARGED` / `RESERVED`), and
//!   if it fails the agreement is `EXPIRED`; rejecting or stopping makes it `STOPPED` and cancels
//!   its `PENDING`, `DUE` and `RESERVED` charges;
//! - a charge is `PENDING` for 10 s (being processed) and until 35 days before `due`, then `DUE`;
//!   on each charge day an attempt starts at 07:00 UTC (`PROCESSING`) and settles an hour later:
//!   `CHARGED` / `RESERVED`, or back to `DUE` for the next day while `retryDays` last, else
//!   `FAILED` (`user_action_required`).

use chrono::{DateTime, Days, NaiveDate, NaiveTime, TimeDelta, Utc};

use super::ledger::Ledger;
use super::model::{
    AgreementStatus, AgreementStep, ChargeStatus, ChargeStep, HistoryEntry, PricingType, Scheduled,
    TransactionType,
};
use super::scripts::PhoneScript;

const PROCESSING_DELAY: TimeDelta = TimeDelta::seconds(10);
const VISIBLE_DAYS_AHEAD: u64 = 35;
const ATTEMPT_HOUR: u32 = 7;
const SETTLE_AFTER: TimeDelta = TimeDelta::hours(1);

fn at_hour(day: NaiveDate, hour: u32) -> DateTime<Utc> {
    day.and_time(NaiveTime::from_hms_opt(hour, 0, 0).unwrap_or_default())
        .and_utc()
}

pub fn first_charge_step(created: DateTime<Utc>, due: NaiveDate) -> Scheduled<ChargeStep> {
    let visible = due
        .checked_sub_days(Days::new(VISIBLE_DAYS_AHEAD))
        .map_or(created, |day| at_hour(day, 0));
    Scheduled {
        at: (created + PROCESSING_DELAY).max(visible),
        step: ChargeStep::BecomeDue,
    }
}

fn history(at: DateTime<Utc>, event: &'static str, amount: i64, success: bool) -> HistoryEntry {
    HistoryEntry {
        occurred: at,
        event,
        amount,
        idempotency_key: None,
        success,
    }
}

/// The charge's money moves: `CHARGED` (direct capture) or `RESERVED`.
pub fn charge_succeeds(ledger: &mut Ledger, id: &str, at: DateTime<Utc>) {
    let Some(charge) = ledger.charges.get_mut(id) else {
        return;
    };
    let amount = charge.amount;
    charge.next = None;
    charge.failure_reason = None;
    charge.transaction_id = Some(format!(
        "{}",
        5_000_000_000_u64 + u64::from(rand::random::<u32>())
    ));
    charge.history.push(history(at, "RESERVE", amount, true));
    let event = match charge.transaction_type {
        TransactionType::DirectCapture => {
            charge.status = ChargeStatus::Charged;
            charge.captured = amount;
            charge.history.push(history(at, "CAPTURE", amount, true));
            "recurring.charge-captured.v1"
        }
        TransactionType::ReserveCapture => {
            charge.status = ChargeStatus::Reserved;
            "recurring.charge-reserved.v1"
        }
    };
    ledger.charge_notice(event, id, amount, at);
}

pub fn charge_fails(ledger: &mut Ledger, id: &str, at: DateTime<Utc>, reason: &'static str) {
    let Some(charge) = ledger.charges.get_mut(id) else {
        return;
    };
    let amount = charge.amount;
    charge.status = ChargeStatus::Failed;
    charge.next = None;
    charge.failure_reason = Some(reason);
    ledger.charge_notice("recurring.charge-failed.v1", id, amount, at);
}

/// Releases what is left of the charge (`CANCELLED`; a partly captured one becomes `CHARGED`).
pub fn cancel_charge(ledger: &mut Ledger, id: &str, at: DateTime<Utc>, key: Option<String>) {
    let Some(charge) = ledger.charges.get_mut(id) else {
        return;
    };
    let released = charge.reserved_left();
    charge.cancelled += released;
    charge.status = if charge.status == ChargeStatus::PartiallyCaptured {
        ChargeStatus::Charged
    } else {
        ChargeStatus::Cancelled
    };
    charge.next = None;
    charge.history.push(HistoryEntry {
        idempotency_key: key,
        ..history(at, "CANCEL", released, true)
    });
    ledger.charge_notice("recurring.charge-canceled.v1", id, released, at);
}

pub fn apply_charge_step(ledger: &mut Ledger, id: &str, step: ChargeStep, at: DateTime<Utc>) {
    let Some(charge) = ledger.charges.get_mut(id) else {
        return;
    };
    match step {
        ChargeStep::BecomeDue => {
            charge.status = ChargeStatus::Due;
            charge.next = Some(Scheduled {
                at: at_hour(charge.due, ATTEMPT_HOUR).max(at),
                step: ChargeStep::Attempt,
            });
        }
        ChargeStep::Attempt => {
            charge.status = ChargeStatus::Processing;
            charge.attempts += 1;
            charge.next = Some(Scheduled {
                at: at + SETTLE_AFTER,
                step: ChargeStep::Settle,
            });
        }
        ChargeStep::Settle => {
            let (attempts, retry_days) = (charge.attempts, charge.retry_days);
            let script = ledger
                .agreements
                .get(&charge.agreement_id)
                .map_or(PhoneScript::Manual, |a| a.script);
            if script.attempt_succeeds(attempts) {
                charge_succeeds(ledger, id, at);
            } else if attempts <= retry_days {
                charge.status = ChargeStatus::Due;
                let next_day = at.date_naive().succ_opt().unwrap_or(at.date_naive());
                charge.next = Some(Scheduled {
                    at: at_hour(next_day, ATTEMPT_HOUR),
                    step: ChargeStep::Attempt,
                });
            } else {
                charge_fails(ledger, id, at, "user_action_required");
            }
        }
    }
}

/// The user accepts in the app (`phone` is the number they use).
pub fn accept(
    ledger: &mut Ledger,
    id: &str,
    at: DateTime<Utc>,
    phone: Option<String>,
) -> Result<(), String> {
    let agreement = ledger.agreements.get_mut(id).ok_or("no such agreement")?;
    if agreement.status != AgreementStatus::Pending {
        return Err(format!("the agreement is {}", agreement.status.as_str()));
    }
    if let Some(phone) = phone {
        agreement.script = PhoneScript::for_phone(Some(&phone));
        agreement.phone_number = Some(phone);
    }
    if agreement.pricing.kind == PricingType::Variable {
        agreement.pricing.max_amount = agreement.pricing.suggested_max_amount;
    }
    let (script, initial) = (agreement.script, agreement.initial_charge.clone());
    agreement.next = None;
    if let Some(charge) = &initial
        && !script.attempt_succeeds(1)
    {
        charge_fails(ledger, charge, at, "user_action_required");
        if let Some(agreement) = ledger.agreements.get_mut(id) {
            agreement.status = AgreementStatus::Expired;
        }
        ledger.agreement_notice("recurring.agreement-expired.v1", id, at);
        return Ok(());
    }
    if let Some(agreement) = ledger.agreements.get_mut(id) {
        agreement.status = AgreementStatus::Active;
        agreement.start = Some(at);
    }
    ledger.agreement_notice("recurring.agreement-activated.v1", id, at);
    if let Some(charge) = &initial {
        if let Some(c) = ledger.charges.get_mut(charge) {
            c.attempts = 1;
        }
        charge_succeeds(ledger, charge, at);
    }
    Ok(())
}

/// Ends a `PENDING` or `ACTIVE` agreement: `STOPPED` (rejected, or stopped by merchant or user)
/// or `EXPIRED`, with its open charges cancelled.
pub fn end(
    ledger: &mut Ledger,
    id: &str,
    at: DateTime<Utc>,
    status: AgreementStatus,
    event: &'static str,
) {
    let Some(agreement) = ledger.agreements.get_mut(id) else {
        return;
    };
    agreement.status = status;
    agreement.next = None;
    if status == AgreementStatus::Stopped {
        agreement.stop = Some(at);
    }
    let open: Vec<String> = ledger
        .charges_of(id)
        .iter()
        .filter(|c| {
            matches!(
                c.status,
                ChargeStatus::Pending | ChargeStatus::Due | ChargeStatus::Reserved
            )
        })
        .map(|c| c.id.clone())
        .collect();
    for charge in open {
        cancel_charge(ledger, &charge, at, None);
    }
    ledger.agreement_notice(event, id, at);
}

pub fn apply_agreement_step(ledger: &mut Ledger, id: &str, step: AgreementStep, at: DateTime<Utc>) {
    match step {
        AgreementStep::Expire => end(
            ledger,
            id,
            at,
            AgreementStatus::Expired,
            "recurring.agreement-expired.v1",
        ),
        AgreementStep::UserAccepts => {
            let phone = ledger
                .agreements
                .get(id)
                .and_then(|a| a.phone_number.clone());
            if accept(ledger, id, at, phone).is_err()
                && let Some(agreement) = ledger.agreements.get_mut(id)
            {
                agreement.next = None;
            }
        }
        AgreementStep::UserRejects => end(
            ledger,
            id,
            at,
            AgreementStatus::Stopped,
            "recurring.agreement-rejected.v1",
        ),
    }
}

#[derive(Debug, Clone)]
enum Due {
    Agreement(String, AgreementStep),
    Charge(String, ChargeStep),
}

/// Makes every step due by `now`, oldest first, each at its own scheduled time.
pub fn catch_up(ledger: &mut Ledger, now: DateTime<Utc>) {
    loop {
        let agreements = ledger
            .agreements
            .values()
            .filter_map(|a| a.next.map(|n| (n.at, Due::Agreement(a.id.clone(), n.step))));
        let charges = ledger
            .charges
            .values()
            .filter_map(|c| c.next.map(|n| (n.at, Due::Charge(c.id.clone(), n.step))));
        let Some((at, due)) = agreements
            .chain(charges)
            .filter(|(at, _)| *at <= now)
            .min_by_key(|(at, _)| *at)
        else {
            return;
        };
        match due {
            Due::Agreement(id, step) => apply_agreement_step(ledger, &id, step, at),
            Due::Charge(id, step) => apply_charge_step(ledger, &id, step, at),
        }
    }
}
