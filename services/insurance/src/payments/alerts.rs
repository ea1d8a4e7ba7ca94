//! The cancellation alerts, raised by the scheduled job: when a payment is missed, the
//! insurance's latest payments are read; two missed in a row raise MISSING_2_PAYMENTS, three
//! MISSING_3_PAYMENTS and cancel the insurance (its mandate stopped at the provider first, cause
//! MISSING_PAYMENTS, AUTOMATICALLY_CANCELED raised). An insurance whose mandate stopped taking
//! payments raises INACTIVE_MANDATE, once per time it stopped. Each alert is raised once (per run
//! of missed payments, per stop) and written to the insurance's log as a cancellation warning.
//! An ended insurance raises nothing: the payments its stopped mandate cancelled are not missed.

use chrono::{DateTime, NaiveDate, Utc};
use diesel_async::AsyncConnection;
use serde_json::json;

use super::alert_type::AlertType;
use super::payment_state::missed_run;
use super::storage;
use crate::error::InsuranceError;
use crate::insurances::cancel::stop_mandate;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::event_type::EventType;
use crate::insurances::lifecycle::{Event, Substatus};
use crate::insurances::storage as insurance_storage;
use crate::state::{InsuranceState, pooled};

/// Insurances looked at per round and kind.
const BATCH: i64 = 200;
/// The payments read to find where a run of missed ones began.
const LOOK_BACK: i64 = 12;
/// Missed in a row that cancel the insurance.
const CANCEL_AFTER_MISSED: usize = 3;

/// Alerts raised in a round.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Raised {
    pub alerts: usize,
    pub cancelled: usize,
}

pub async fn raise_alerts(state: &InsuranceState) -> Result<Raised, InsuranceError> {
    let now = state.clock.now().await?;
    let mut raised = Raised::default();
    let (to_check, inactive) = {
        let mut conn = pooled(&state.pool).await?;
        (
            storage::insurances_to_check(&mut conn, BATCH).await?,
            storage::inactive_without_alert(&mut conn, BATCH).await?,
        )
    };
    for insurance_id in to_check {
        match check_missed(state, insurance_id, now).await {
            Ok(done) => {
                raised.alerts += done.alerts;
                raised.cancelled += done.cancelled;
            }
            Err(error) => {
                tracing::warn!(insurance_id, %error, "checking missed payments failed");
            }
        }
    }
    for (insurance_id, stopped_at) in inactive {
        let episode = stopped_at.unwrap_or(now).date_naive();
        let mut conn = pooled(&state.pool).await?;
        let new = conn
            .transaction::<_, InsuranceError, _>(async |conn| {
                raise(
                    conn,
                    insurance_id,
                    AlertType::InactiveMandate,
                    episode,
                    now,
                    json!({ "mandate_stopped_on": episode }),
                )
                .await
            })
            .await?;
        raised.alerts += usize::from(new);
    }
    Ok(raised)
}

/// Raises the alert once and logs it on the insurance; `true` when it is new.
async fn raise(
    conn: &mut diesel_async::AsyncPgConnection,
    insurance_id: i64,
    alert_type: AlertType,
    episode: NaiveDate,
    now: DateTime<Utc>,
    detail: serde_json::Value,
) -> Result<bool, InsuranceError> {
    let new =
        storage::raise_alert(conn, insurance_id, alert_type, episode, now, detail.clone()).await?;
    if new {
        insurance_storage::append_event(
            conn,
            insurance_id,
            EventType::CancellationWarning,
            "billing",
            now,
            json!({ "alert": alert_type.code(), "detail": detail }),
        )
        .await?;
    }
    Ok(new)
}

async fn check_missed(
    state: &InsuranceState,
    insurance_id: i64,
    now: DateTime<Utc>,
) -> Result<Raised, InsuranceError> {
    let (insurance, latest) = {
        let mut conn = pooled(&state.pool).await?;
        let Some(insurance) = insurance_storage::find(&mut conn, insurance_id).await? else {
            return Ok(Raised::default());
        };
        let latest = storage::latest_states(&mut conn, insurance_id, LOOK_BACK).await?;
        (insurance, latest)
    };
    if insurance.substatus.ended() {
        // Payments an ended insurance's stopped mandate took with it warn of nothing.
        let mut conn = pooled(&state.pool).await?;
        storage::mark_checked(&mut conn, insurance_id).await?;
        return Ok(Raised::default());
    }
    let (missed, first_missed) = missed_run(&latest);
    let cancel = missed >= CANCEL_AFTER_MISSED
        && insurance
            .substatus
            .after(Event::AutomaticallyCancelled)
            .is_ok();
    if cancel {
        // The provider first: if it fails nothing changes and the next round tries again.
        stop_mandate(state, &insurance).await?;
    }
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut done = Raised::default();
        if let Some(episode) = first_missed {
            let detail = json!({ "missed_in_a_row": missed, "first_missed_period": episode });
            for alert in AlertType::of_missed_run(missed) {
                if raise(conn, insurance_id, alert, episode, now, detail.clone()).await? {
                    done.alerts += 1;
                }
            }
            if cancel {
                let mut locked = insurance_storage::lock(conn, insurance_id).await?;
                if let Ok(next) = locked.substatus.after(Event::AutomaticallyCancelled) {
                    let from = locked.substatus;
                    locked.substatus = next;
                    locked.cancel_cause = Some(CancelCause::MissingPayments);
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
                        insurance_id,
                        EventType::InsuranceCancelled,
                        "billing",
                        now,
                        json!({
                            "cause": CancelCause::MissingPayments.code(),
                            "from": from.code(),
                            "to": Substatus::Canceled.code(),
                        }),
                    )
                    .await?;
                    if raise(
                        conn,
                        insurance_id,
                        AlertType::AutomaticallyCanceled,
                        episode,
                        now,
                        detail,
                    )
                    .await?
                    {
                        done.alerts += 1;
                    }
                    done.cancelled += 1;
                }
            }
        }
        storage::mark_checked(conn, insurance_id).await?;
        Ok(done)
    })
    .await
}
