//! Winning back customers who cancelled (`/insurance/winbackable`): the cancelled insurances
//! staff call about, and the feedback they record after each call (logged as WINBACK_FEEDBACK;
//! an answer, yes or no, takes the insurance off the list).

pub mod outcome;
pub mod storage;

use chrono::{Duration, Utc};
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_domain::paging::Page;

use self::outcome::WinbackOutcome;
use self::storage::{Feedback, FeedbackRow, WinbackFilter};
use crate::error::InsuranceError;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::event_type::EventType;
use crate::insurances::lifecycle::Substatus;
use crate::insurances::model::Insurance;
use crate::insurances::storage as insurance_storage;
use crate::state::{InsuranceState, pooled};

/// How far back a cancellation is worth a call: a customer who left within the last year.
pub const WINDOW_DAYS: i64 = 365;

/// Longest comment kept with a feedback.
pub const MAX_COMMENT_CHARS: usize = 500;

pub struct ListWinbackable {
    pub country: Option<zrm_domain::Country>,
    pub group: Option<crate::insurances::group::InsuranceGroup>,
    pub page: Page,
}

pub async fn list(
    state: &InsuranceState,
    request: ListWinbackable,
) -> Result<(Vec<(Insurance, Option<Feedback>)>, u64), InsuranceError> {
    let filter = WinbackFilter {
        since: Utc::now() - Duration::days(WINDOW_DAYS),
        country: request.country,
        group: request.group,
    };
    let mut conn = pooled(&state.pool).await?;
    storage::winbackable(&mut conn, &filter, request.page).await
}

pub struct NewFeedback {
    pub insurance_id: i64,
    pub outcome: WinbackOutcome,
    pub comment: String,
    pub requested_by: String,
}

/// Whether staff may try to win the insurance back: cancelled, and not because the customer
/// died.
fn can_be_won_back(insurance: &Insurance) -> bool {
    insurance.substatus == Substatus::Canceled
        && insurance.cancel_cause != Some(CancelCause::CustomerDeceased)
}

pub async fn record_feedback(
    state: &InsuranceState,
    feedback: NewFeedback,
) -> Result<(Insurance, Feedback), InsuranceError> {
    let comment = feedback.comment.trim().to_owned();
    if comment.chars().count() > MAX_COMMENT_CHARS {
        return Err(InsuranceError::invalid(
            "comment",
            "Must be at most 500 characters",
        ));
    }
    let now = Utc::now();
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let insurance = insurance_storage::lock(conn, feedback.insurance_id).await?;
        if !can_be_won_back(&insurance) {
            return Err(InsuranceError::Precondition(
                "Only an insurance cancelled by the customer's choice or by missed payments can be won back"
                    .into(),
            ));
        }
        let row = FeedbackRow {
            insurance_id: insurance.insurance_id,
            outcome: feedback.outcome.code().to_owned(),
            comment: comment.clone(),
            recorded_by: feedback.requested_by.clone(),
            recorded_at: now,
        };
        storage::record(conn, &row).await?;
        insurance_storage::append_event(
            conn,
            insurance.insurance_id,
            EventType::WinbackFeedback,
            &feedback.requested_by,
            now,
            json!({"outcome": row.outcome, "comment": comment}),
        )
        .await?;
        Ok((insurance, Feedback::try_from(row)?))
    })
    .await
}
