//! The tables' "next meeting" column and warning icon: for a page of applications or leads, one
//! call to core for every row's next meeting (handler and start) and latest meeting start. A
//! failure leaves the columns empty rather than failing the table.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use zrm_proto::core::v1::{MeetingSummariesRequest, MeetingSummary};

use crate::convert::timestamp_or_epoch;
use crate::routes::lead::types::NextMeeting;
use crate::state::AppState;

/// Per id: the next meeting, and the start of the latest.
pub type Summaries = HashMap<i64, (Option<NextMeeting>, DateTime<Utc>)>;

fn by_id(summaries: Vec<MeetingSummary>, id: impl Fn(&MeetingSummary) -> Option<i64>) -> Summaries {
    summaries
        .into_iter()
        .filter_map(|summary| {
            let key = id(&summary)?;
            let next = summary.next.map(|meeting| NextMeeting {
                handler_name: meeting.handler_name,
                meeting_start: timestamp_or_epoch(meeting.starts_at),
            });
            Some((key, (next, timestamp_or_epoch(summary.latest_start))))
        })
        .collect()
}

async fn fetch(state: &AppState, request: MeetingSummariesRequest) -> Vec<MeetingSummary> {
    if request.application_ids.is_empty() && request.lead_ids.is_empty() {
        return Vec::new();
    }
    match state
        .clients
        .meetings()
        .meeting_summaries(state.clients.core.request(request))
        .await
    {
        Ok(response) => response.into_inner().summaries,
        Err(status) => {
            tracing::warn!(code = ?status.code(), "meeting summaries failed; the column is left empty");
            Vec::new()
        }
    }
}

pub async fn of_applications(state: &AppState, application_ids: Vec<i64>) -> Summaries {
    let request = MeetingSummariesRequest {
        application_ids,
        lead_ids: Vec::new(),
    };
    by_id(fetch(state, request).await, |summary| {
        summary.application_id
    })
}

pub async fn of_leads(state: &AppState, lead_ids: Vec<i64>) -> Summaries {
    let request = MeetingSummariesRequest {
        application_ids: Vec::new(),
        lead_ids,
    };
    by_id(fetch(state, request).await, |summary| summary.lead_id)
}
