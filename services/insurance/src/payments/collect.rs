//! Billing each period: for an insurance in force whose next month of cover has begun, the
//! premium is asked of the provider (a GoCardless payment on the Autogiro mandate, a Vipps
//! Recurring charge on the agreement) and recorded; an insurance being cancelled is not billed
//! again but ends (CANCELED) once its paid period is over (one cancelled before its first bill
//! pays its first month of cover, then ends).
//!
//! The provider is asked first, under an `Idempotency-Key` made of the insurance and the period:
//! a crash between the provider's answer and our write, or two replicas billing the same
//! insurance, ask for the same payment again and get the one already made.

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use diesel_async::AsyncConnection;
use serde_json::json;
use sha2::{Digest, Sha256};
use zrm_providers::IdempotencyKey;
use zrm_providers::gocardless::{self, GoCardless};
use zrm_providers::vipps::{self, TransactionType, VippsRecurring};

use super::payment_state::PaymentState;
use super::period::{billing_day, period_after};
use super::storage::{self, NewPayment};
use crate::error::InsuranceError;
use crate::insurances::cancel::stop_mandate;
use crate::insurances::event_type::EventType;
use crate::insurances::lifecycle::{Event, Substatus};
use crate::insurances::model::{Insurance, PaymentProvider};
use crate::insurances::storage as insurance_storage;
use crate::state::{InsuranceState, pooled};

/// Insurances looked at per query of a round.
const BATCH: i64 = 100;
/// Queries per round at most: an insurance years behind is caught up over a few rounds rather
/// than holding one round forever.
const MAX_BATCHES: usize = 50;
/// Vipps wants a charge's due date at least two days ahead.
const VIPPS_DUE_AFTER_DAYS: u64 = 2;
/// Days Vipps retries a failed charge before it is failed for good.
const VIPPS_RETRY_DAYS: u8 = 3;

/// What a round did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Billed {
    pub payments: usize,
    pub ended: usize,
}

/// Bills every insurance due on the billing clock's today.
pub async fn bill_due(state: &InsuranceState) -> Result<Billed, InsuranceError> {
    let now = state.clock.now().await?;
    let today = now.date_naive();
    let mut billed = Billed::default();
    let mut failed = Vec::new();
    for _ in 0..MAX_BATCHES {
        let due = {
            let mut conn = pooled(&state.pool).await?;
            storage::due(&mut conn, today, BATCH + failed.len() as i64).await?
        };
        let todo: Vec<i64> = due
            .iter()
            .map(|due| due.insurance_id)
            .filter(|id| !failed.contains(id))
            .collect();
        if todo.is_empty() {
            return Ok(billed);
        }
        for insurance_id in todo {
            match bill_one(state, insurance_id, today, now).await {
                Ok(Some(BillOutcome::Payment)) => billed.payments += 1,
                Ok(Some(BillOutcome::Ended)) => billed.ended += 1,
                Ok(None) => {}
                // One insurance's provider trouble does not hold up the others; it is tried
                // again next round.
                Err(error) => {
                    tracing::warn!(insurance_id, %error, "billing an insurance failed");
                    failed.push(insurance_id);
                }
            }
        }
    }
    Ok(billed)
}

enum BillOutcome {
    Payment,
    Ended,
}

async fn bill_one(
    state: &InsuranceState,
    insurance_id: i64,
    today: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Option<BillOutcome>, InsuranceError> {
    let (insurance, next_period, day) = {
        let mut conn = pooled(&state.pool).await?;
        let Some(insurance) = insurance_storage::find(&mut conn, insurance_id).await? else {
            return Ok(None);
        };
        let (next_period, day) = storage::billing_of(&mut conn, insurance_id).await?;
        (insurance, next_period, day)
    };
    if next_period.is_some_and(|start| start > today) {
        return Ok(None);
    }
    match (insurance.substatus, next_period) {
        // Billed before: the paid period is over.
        (Substatus::PendingCancellation, Some(_)) => end_paid_period(state, &insurance, now).await,
        // In force (a cancellation asked before its first bill still has its first month of
        // cover, which it pays for and then ends).
        (Substatus::Active | Substatus::PendingCancellation, _) => {
            let period_start = next_period.unwrap_or(today);
            let day = day
                .and_then(|day| u32::try_from(day).ok())
                .unwrap_or_else(|| billing_day(period_start));
            charge(state, &insurance, period_start, day, today, now).await
        }
        (
            Substatus::WaitingForCustomerAcceptance
            | Substatus::WaitingForBank
            | Substatus::InactiveMandate
            | Substatus::Canceled
            | Substatus::Discarded,
            _,
        ) => Ok(None),
    }
}

/// The provider's idempotency key of a period's payment: the insurance, the period and the
/// mandate it is taken on (a digest: a renewed mandate asks anew, and a key is at most 40
/// characters). A retry of the same payment — after a crash, or by a second replica — is the same
/// request under the same key and gets the payment already made.
fn payment_key(
    insurance_id: i64,
    period_start: NaiveDate,
    mandate: &str,
) -> Result<IdempotencyKey, InsuranceError> {
    let digest = Sha256::digest(mandate.as_bytes());
    IdempotencyKey::new(format!(
        "ins{insurance_id}-{}-{}",
        period_start.format("%Y%m%d"),
        hex::encode(&digest[..4])
    ))
    .map_err(|error| InsuranceError::provider("idempotency", error))
}

/// What the payer sees on their statement or in the app.
fn description(insurance: &Insurance, period_start: NaiveDate) -> String {
    format!(
        "Insurance {} {:04}-{:02}",
        insurance.insurance_id,
        period_start.year(),
        period_start.month()
    )
}

async fn charge(
    state: &InsuranceState,
    insurance: &Insurance,
    period_start: NaiveDate,
    day: u32,
    today: NaiveDate,
    now: DateTime<Utc>,
) -> Result<Option<BillOutcome>, InsuranceError> {
    let Some(mandate) = insurance
        .mandate
        .as_ref()
        .filter(|mandate| mandate.reference.is_some())
    else {
        return Err(InsuranceError::Corrupt(format!(
            "insurance {} is active without a mandate",
            insurance.insurance_id
        )));
    };
    let reference = mandate.reference.clone().unwrap_or_default();
    let key = payment_key(insurance.insurance_id, period_start, &reference)?;
    let provider = mandate.provider;
    let failed = |error| InsuranceError::provider(provider.name(), error);
    let amount = insurance.premium.minor;
    let currency = insurance.premium.currency();
    let mut metadata = gocardless::Metadata::new();
    metadata.insert("insurance_id".into(), insurance.insurance_id.to_string());
    metadata.insert("period".into(), period_start.to_string());
    let made = match provider {
        PaymentProvider::GoCardless => {
            let payment = state
                .providers
                .gocardless
                .create_payment(
                    &gocardless::NewPayment {
                        amount,
                        currency: currency.to_owned(),
                        mandate: reference.clone(),
                        // The earliest date the mandate allows.
                        charge_date: None,
                        reference: None,
                        description: Some(description(insurance, period_start)),
                        metadata,
                    },
                    &key,
                )
                .await
                .map_err(failed)?;
            Made {
                reference: payment.id,
                charge_date: payment.charge_date,
                state: PaymentState::of_gocardless(&payment.status),
                status: payment.status.as_str().to_owned(),
            }
        }
        PaymentProvider::Vipps => {
            // From the period's first day while billing keeps up, so a retry asks the same;
            // never sooner than Vipps allows.
            let due = period_start
                .max(today)
                .checked_add_days(Days::new(VIPPS_DUE_AFTER_DAYS))
                .unwrap_or(today);
            let charge_id = state
                .providers
                .vipps
                .create_charge(
                    &reference,
                    &vipps::NewCharge {
                        amount,
                        description: description(insurance, period_start),
                        due,
                        retry_days: VIPPS_RETRY_DAYS,
                        transaction_type: TransactionType::DirectCapture,
                        order_id: None,
                        external_id: Some(key.as_str().to_owned()),
                    },
                    &key,
                )
                .await
                .map_err(failed)?;
            Made {
                reference: charge_id,
                charge_date: due,
                state: PaymentState::Pending,
                status: "PENDING".to_owned(),
            }
        }
    };
    let next = period_after(period_start, day);
    let day = i16::try_from(day).unwrap_or(1);
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let locked = insurance_storage::lock(conn, insurance.insurance_id).await?;
        let (current_next, _) = storage::billing_of(conn, insurance.insurance_id).await?;
        let in_force = matches!(
            locked.substatus,
            Substatus::Active | Substatus::PendingCancellation
        );
        if current_next.is_some_and(|start| start > period_start) || !in_force {
            // Billed meanwhile by another replica (the provider answered with the same payment),
            // or no longer in force: nothing more to record.
            return Ok(None);
        }
        let inserted = storage::insert_payment(
            conn,
            &NewPayment {
                insurance_id: insurance.insurance_id,
                provider,
                provider_reference: &made.reference,
                mandate_reference: &reference,
                period_start,
                charge_date: made.charge_date,
                amount_minor: amount,
                currency,
                state: made.state,
                provider_status: &made.status,
            },
            now,
        )
        .await?;
        storage::set_next_period(conn, insurance.insurance_id, next, day).await?;
        if inserted {
            insurance_storage::append_event(
                conn,
                insurance.insurance_id,
                EventType::PaymentCreated,
                provider.name(),
                now,
                json!({
                    "payment": made.reference,
                    "period_start": period_start,
                    "charge_date": made.charge_date,
                    "amount_minor": amount,
                    "currency": currency,
                }),
            )
            .await?;
        }
        Ok(Some(BillOutcome::Payment))
    })
    .await
}

struct Made {
    reference: String,
    charge_date: NaiveDate,
    state: PaymentState,
    status: String,
}

/// The cancelled insurance's paid period is over: the mandate stops and the insurance ends.
async fn end_paid_period(
    state: &InsuranceState,
    insurance: &Insurance,
    now: DateTime<Utc>,
) -> Result<Option<BillOutcome>, InsuranceError> {
    stop_mandate(state, insurance).await?;
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut locked = insurance_storage::lock(conn, insurance.insurance_id).await?;
        let Ok(next) = locked.substatus.after(Event::PeriodEnded) else {
            return Ok(None);
        };
        let from = locked.substatus;
        locked.substatus = next;
        locked.cancelled_at = Some(now);
        if let Some(mandate) = locked.mandate.as_mut()
            && mandate.reference.is_some()
        {
            mandate.status = mandate.provider.stopped_status().into();
            mandate.updated_at = now;
        }
        insurance_storage::save(conn, &locked).await?;
        insurance_storage::append_event(
            conn,
            locked.insurance_id,
            EventType::InsuranceCancelled,
            "billing",
            now,
            json!({
                "cause": locked.cancel_cause.map(|cause| cause.code()),
                "from": from.code(),
                "to": next.code(),
                "reason": "PERIOD_ENDED",
            }),
        )
        .await?;
        Ok(Some(BillOutcome::Ended))
    })
    .await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_periods_payment_key_is_the_same_on_every_try_and_fits_the_providers() {
        let period = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
        let key = payment_key(100_001, period, "agr_Vz7xLLn").unwrap();
        assert!(key.as_str().starts_with("ins100001-20261129-"), "{key}");
        assert_eq!(payment_key(100_001, period, "agr_Vz7xLLn").unwrap(), key);
        assert_ne!(
            payment_key(100_001, period, "agr_jCjWYxH").unwrap(),
            key,
            "a renewed mandate is asked anew"
        );
        let next = NaiveDate::from_ymd_opt(2026, 12, 29).unwrap();
        assert_ne!(payment_key(100_001, next, "agr_Vz7xLLn").unwrap(), key);
        let longest = payment_key(i64::MAX, period, "MD0123456789ABCDEF").unwrap();
        assert!(longest.as_str().len() <= IdempotencyKey::MAX_CHARS);
    }
}
