//! Reading meetings: one, those of applications and leads, those between two times, and per
//! application or lead the next meeting and the latest start.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::employees::model::full_name;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{Meeting, MeetingSummary};
use super::storage::{self, MeetingWithHandler};

/// At most this many meetings in one answer of `do_list_meetings_between` (a month of a busy
/// desk; the calendar asks for a month at most).
pub const MAX_MEETINGS_BETWEEN: i64 = 2000;

fn meeting((row, (first, last)): MeetingWithHandler) -> Meeting {
    Meeting {
        row,
        handler_name: full_name(&first, &last),
    }
}

pub async fn do_get_meeting(pool: &DbPool, meeting_id: i64) -> Result<Meeting, CoreError> {
    let mut conn = pooled(pool).await?;
    storage::find_meeting_with_handler_by_meeting_id(&mut conn, meeting_id)
        .await?
        .map(meeting)
        .ok_or(CoreError::MeetingNotFound)
}

pub async fn do_list_meetings(
    pool: &DbPool,
    application_ids: &[i64],
    lead_ids: &[i64],
) -> Result<Vec<Meeting>, CoreError> {
    let mut conn = pooled(pool).await?;
    Ok(
        storage::find_meetings_with_handler_by_application_ids_or_lead_ids(
            &mut conn,
            application_ids,
            lead_ids,
        )
        .await?
        .into_iter()
        .map(meeting)
        .collect(),
    )
}

pub async fn do_list_meetings_between(
    pool: &DbPool,
    handler_id: Option<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<Meeting>, CoreError> {
    let mut conn = pooled(pool).await?;
    Ok(storage::find_meetings_with_handler_by_start_between(
        &mut conn,
        handler_id,
        from,
        to,
        MAX_MEETINGS_BETWEEN,
    )
    .await?
    .into_iter()
    .map(meeting)
    .collect())
}

/// The tables' column and warning: per subject the first meeting starting from `now`, and the
/// newest start (past or future). Subjects without meetings are left out.
pub async fn do_summarise_meetings(
    pool: &DbPool,
    application_ids: &[i64],
    lead_ids: &[i64],
    now: DateTime<Utc>,
) -> Result<Vec<MeetingSummary>, CoreError> {
    let meetings = do_list_meetings(pool, application_ids, lead_ids).await?;
    let mut by_subject: BTreeMap<(Option<i64>, Option<i64>), MeetingSummary> = BTreeMap::new();
    // By start, so the first from now is the next and the last is the latest.
    for meeting in meetings {
        let key = (meeting.row.application_id, meeting.row.lead_id);
        let summary = by_subject.entry(key).or_insert_with(|| MeetingSummary {
            application_id: key.0,
            lead_id: key.1,
            next: None,
            latest_start: meeting.row.starts_at,
        });
        summary.latest_start = summary.latest_start.max(meeting.row.starts_at);
        if summary.next.is_none() && meeting.row.starts_at >= now {
            summary.next = Some(meeting);
        }
    }
    Ok(by_subject.into_values().collect())
}
