//! Cancelling an insurance. An active one runs to the end of its paid period (PENDING_CANCELLATION);
//! one not yet in force ends at once (CANCELED), one never accepted is DISCARDED; a death ends any.
//! When the insurance ends, its mandate is cancelled at the provider first: if the provider fails,
//! nothing changes and staff can try again.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_providers::gocardless::GoCardless;
use zrm_providers::vipps::VippsRecurring;

use super::cancel_cause::CancelCause;
use super::event_type::EventType;
use super::lifecycle::{Event, Substatus};
use super::model::{Insurance, PaymentProvider};
use super::sign_up::own;
use super::storage;
use crate::error::InsuranceError;
use crate::payments::new_idempotency_key;
use crate::state::{InsuranceState, pooled};

pub const MAX_COMMENT_CHARS: usize = 500;

pub struct Cancellation {
    pub insurance_id: i64,
    pub cause: CancelCause,
    pub requested_by: String,
    pub comment: String,
}

/// The lifecycle event a cancellation with `cause` is in `substatus`.
fn event_of(substatus: Substatus, cause: CancelCause) -> Event {
    match (cause, substatus) {
        (CancelCause::CustomerDeceased, _) => Event::CustomerDeceased,
        (_, Substatus::WaitingForCustomerAcceptance) => Event::Discarded,
        _ => Event::CancellationAsked,
    }
}

/// Stops the insurance's mandate at its provider (nothing when it has none or it is inactive).
pub(crate) async fn stop_mandate(
    state: &InsuranceState,
    insurance: &Insurance,
) -> Result<(), InsuranceError> {
    let Some(mandate) = &insurance.mandate else {
        return Ok(());
    };
    let Some(reference) = &mandate.reference else {
        return Ok(());
    };
    let name = mandate.provider.name();
    let failed = |error| InsuranceError::provider(name, error);
    match mandate.provider {
        PaymentProvider::GoCardless => {
            if !mandate.provider_inactive() {
                state
                    .providers
                    .gocardless
                    .cancel_mandate(reference)
                    .await
                    .map_err(failed)?;
            }
        }
        PaymentProvider::Vipps => {
            if !mandate.provider_inactive() {
                state
                    .providers
                    .vipps
                    .stop_agreement(reference, &new_idempotency_key(name)?)
                    .await
                    .map_err(failed)?;
            }
        }
    }
    Ok(())
}

pub async fn cancel(
    state: &InsuranceState,
    cancellation: Cancellation,
) -> Result<Insurance, InsuranceError> {
    if cancellation.comment.chars().count() > MAX_COMMENT_CHARS {
        return Err(InsuranceError::invalid(
            "comment",
            format!("Must be at most {MAX_COMMENT_CHARS} characters"),
        ));
    }
    let current = own(state, cancellation.insurance_id, None).await?;
    let event = event_of(current.substatus, cancellation.cause);
    let next = current
        .substatus
        .after(event)
        .map_err(|refused| InsuranceError::Precondition(refused.to_string()))?;
    if next.ended() {
        stop_mandate(state, &current).await?;
    }
    let now = Utc::now();
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut insurance = storage::lock(conn, cancellation.insurance_id).await?;
        if insurance.substatus != current.substatus {
            return Err(InsuranceError::Precondition(
                "The insurance changed meanwhile; reload the page".into(),
            ));
        }
        insurance.substatus = next;
        insurance.cancel_cause = Some(cancellation.cause);
        if next.ended() {
            insurance.cancelled_at = Some(now);
            if let Some(mandate) = insurance.mandate.as_mut()
                && mandate.reference.is_some()
            {
                mandate.status = mandate.provider.stopped_status().into();
                mandate.updated_at = now;
            }
        }
        storage::save(conn, &insurance).await?;
        let log_type = if event == Event::CustomerDeceased {
            EventType::CustomerDeceased
        } else {
            EventType::InsuranceCancelled
        };
        storage::append_event(
            conn,
            insurance.insurance_id,
            log_type,
            &cancellation.requested_by,
            now,
            json!({
                "cause": cancellation.cause.code(),
                "comment": cancellation.comment,
                "from": current.substatus.code(),
                "to": next.code(),
            }),
        )
        .await?;
        Ok(insurance)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cause_and_state_choose_the_lifecycle_event() {
        assert_eq!(
            event_of(Substatus::Active, CancelCause::CustomerDeceased),
            Event::CustomerDeceased
        );
        assert_eq!(
            event_of(Substatus::WaitingForCustomerAcceptance, CancelCause::Regret),
            Event::Discarded
        );
        assert_eq!(
            event_of(Substatus::Active, CancelCause::TooExpensive),
            Event::CancellationAsked
        );
    }
}
