//! `zrm.core.v1.MeetingService`: validate, call the meeting use case, convert.

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};
use tonic::{Request, Response, Status};
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::grpc::timestamp::{from_timestamp, to_timestamp as timestamp};
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::meeting_service_server::MeetingService;

use crate::applications::comments::MAX_COMMENT_CHARS;
use crate::applications::grpc::requests::{application_id_from_request, country_from_request};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use super::model::{
    Meeting, MeetingChange, MeetingKind, NewMeeting, SlotQuery, Subject, check_times,
};
use super::{book, read, slots};

/// At most this many applications, and as many leads, in one list or summary request (a page is
/// 50).
const MAX_SUBJECTS: usize = 200;
/// At most this long a window of `ListMeetingsBetween` (a calendar month and its edges).
const MAX_WINDOW_DAYS: i64 = 42;

pub struct MeetingGrpc {
    state: Arc<CoreState>,
}

impl MeetingGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        MeetingGrpc { state }
    }
}

fn time(
    field: &'static str,
    value: Option<&prost_types::Timestamp>,
) -> Result<DateTime<Utc>, CoreError> {
    value
        .and_then(from_timestamp)
        .ok_or_else(|| CoreError::invalid(field, "Must be a time"))
}

fn kind(value: i32) -> Option<MeetingKind> {
    match proto::MeetingKind::try_from(value).ok()? {
        proto::MeetingKind::Phone => Some(MeetingKind::Phone),
        proto::MeetingKind::Video => Some(MeetingKind::Video),
        proto::MeetingKind::Office => Some(MeetingKind::Office),
        proto::MeetingKind::Unspecified => None,
    }
}

fn note(raw: &str) -> Result<Option<String>, CoreError> {
    let note = raw.trim();
    if note.chars().count() > MAX_COMMENT_CHARS || note.contains('\0') {
        return Err(CoreError::invalid(
            "note",
            format!("Write at most {MAX_COMMENT_CHARS} characters"),
        ));
    }
    Ok((!note.is_empty()).then(|| note.to_owned()))
}

fn meeting_id(value: i64) -> Result<i64, CoreError> {
    if value <= 0 {
        return Err(CoreError::invalid("meeting_id", "Must be a meeting id"));
    }
    Ok(value)
}

fn subjects(application_ids: &[i64], lead_ids: &[i64]) -> Result<(), CoreError> {
    if application_ids.len() > MAX_SUBJECTS {
        return Err(CoreError::invalid(
            "application_ids",
            format!("At most {MAX_SUBJECTS} at once"),
        ));
    }
    if lead_ids.len() > MAX_SUBJECTS {
        return Err(CoreError::invalid(
            "lead_ids",
            format!("At most {MAX_SUBJECTS} at once"),
        ));
    }
    Ok(())
}

fn new_meeting(request: &proto::CreateMeetingRequest) -> Result<NewMeeting, CoreError> {
    let subject = match (request.application_id, request.lead_id) {
        (Some(application_id), None) => Subject::Application {
            application_id: application_id_from_request(application_id)?,
            country: country_from_request(request.country)?,
        },
        (None, Some(lead_id)) if lead_id > 0 => Subject::Lead(lead_id),
        (None, Some(_)) => return Err(CoreError::invalid("lead_id", "Must be a lead id")),
        _ => {
            return Err(CoreError::invalid(
                "application_id",
                "Give the application or the lead the meeting is about, one of them",
            ));
        }
    };
    let created_by = user_id("created_by", &request.created_by)?;
    let handler_id = if request.handler_id.trim().is_empty() {
        created_by
    } else {
        user_id("handler_id", &request.handler_id)?
    };
    let starts_at = time("start", request.starts_at.as_ref())?;
    let ends_at = time("end", request.ends_at.as_ref())?;
    check_times(starts_at, ends_at)?;
    Ok(NewMeeting {
        subject,
        handler_id,
        starts_at,
        ends_at,
        kind: kind(request.kind)
            .ok_or_else(|| CoreError::invalid("kind", "Must be PHONE, VIDEO or OFFICE"))?,
        note: note(&request.note)?,
        created_by,
    })
}

fn change(request: &proto::UpdateMeetingRequest) -> Result<MeetingChange, CoreError> {
    Ok(MeetingChange {
        meeting_id: meeting_id(request.meeting_id)?,
        handler_id: request
            .handler_id
            .as_deref()
            .map(|id| user_id("handler_id", id))
            .transpose()?,
        starts_at: request
            .starts_at
            .as_ref()
            .map(|_| time("start", request.starts_at.as_ref()))
            .transpose()?,
        ends_at: request
            .ends_at
            .as_ref()
            .map(|_| time("end", request.ends_at.as_ref()))
            .transpose()?,
        kind: match request.kind {
            0 => None,
            value => Some(
                kind(value)
                    .ok_or_else(|| CoreError::invalid("kind", "Must be PHONE, VIDEO or OFFICE"))?,
            ),
        },
        note: request.note.as_deref().map(note).transpose()?,
    })
}

fn kind_message(stored: &str) -> proto::MeetingKind {
    match MeetingKind::from_stored(stored) {
        Some(MeetingKind::Phone) => proto::MeetingKind::Phone,
        Some(MeetingKind::Video) => proto::MeetingKind::Video,
        Some(MeetingKind::Office) => proto::MeetingKind::Office,
        None => proto::MeetingKind::Unspecified,
    }
}

fn meeting_message(meeting: Meeting) -> proto::Meeting {
    let row = meeting.row;
    proto::Meeting {
        meeting_id: row.meeting_id,
        application_id: row.application_id,
        lead_id: row.lead_id,
        country: country_of_code(&row.country).into(),
        handler_id: row.handler_id.to_string(),
        handler_name: meeting.handler_name,
        starts_at: Some(timestamp(row.starts_at)),
        ends_at: Some(timestamp(row.ends_at)),
        kind: kind_message(&row.kind).into(),
        note: row.note,
        created_by: row.created_by.to_string(),
        cancelled: row.cancelled_at.is_some(),
    }
}

fn meetings_message(meetings: Vec<Meeting>) -> proto::ListMeetingsResponse {
    proto::ListMeetingsResponse {
        meetings: meetings.into_iter().map(meeting_message).collect(),
    }
}

#[tonic::async_trait]
impl MeetingService for MeetingGrpc {
    async fn create_meeting(
        &self,
        request: Request<proto::CreateMeetingRequest>,
    ) -> Result<Response<proto::Meeting>, Status> {
        let new = new_meeting(request.get_ref())?;
        let meeting = book::do_create_meeting(&self.state.pool, new).await?;
        Ok(Response::new(meeting_message(meeting)))
    }

    async fn get_meeting(
        &self,
        request: Request<proto::GetMeetingRequest>,
    ) -> Result<Response<proto::Meeting>, Status> {
        let id = meeting_id(request.get_ref().meeting_id)?;
        let meeting = read::do_get_meeting(&self.state.pool, id).await?;
        Ok(Response::new(meeting_message(meeting)))
    }

    async fn update_meeting(
        &self,
        request: Request<proto::UpdateMeetingRequest>,
    ) -> Result<Response<proto::Meeting>, Status> {
        user_id("updated_by", &request.get_ref().updated_by)?;
        let change = change(request.get_ref())?;
        let meeting = book::do_update_meeting(&self.state.pool, change).await?;
        Ok(Response::new(meeting_message(meeting)))
    }

    async fn cancel_meeting(
        &self,
        request: Request<proto::CancelMeetingRequest>,
    ) -> Result<Response<proto::Meeting>, Status> {
        let request = request.get_ref();
        let id = meeting_id(request.meeting_id)?;
        let by = user_id("cancelled_by", &request.cancelled_by)?;
        let meeting = book::do_cancel_meeting(&self.state.pool, id, by).await?;
        Ok(Response::new(meeting_message(meeting)))
    }

    async fn list_meetings(
        &self,
        request: Request<proto::ListMeetingsRequest>,
    ) -> Result<Response<proto::ListMeetingsResponse>, Status> {
        let request = request.get_ref();
        subjects(&request.application_ids, &request.lead_ids)?;
        let meetings = read::do_list_meetings(
            &self.state.pool,
            &request.application_ids,
            &request.lead_ids,
        )
        .await?;
        Ok(Response::new(meetings_message(meetings)))
    }

    async fn list_meetings_between(
        &self,
        request: Request<proto::ListMeetingsBetweenRequest>,
    ) -> Result<Response<proto::ListMeetingsResponse>, Status> {
        let request = request.get_ref();
        let from = time("from", request.from.as_ref())?;
        let to = time("to", request.to.as_ref())?;
        if to <= from || (to - from).num_days() > MAX_WINDOW_DAYS {
            return Err(CoreError::invalid(
                "to",
                format!("Must be after `from`, at most {MAX_WINDOW_DAYS} days later"),
            )
            .into());
        }
        let handler_id = match request.handler_id.trim() {
            "" => None,
            id => Some(user_id("handler_id", id)?),
        };
        let meetings =
            read::do_list_meetings_between(&self.state.pool, handler_id, from, to).await?;
        Ok(Response::new(meetings_message(meetings)))
    }

    async fn meeting_summaries(
        &self,
        request: Request<proto::MeetingSummariesRequest>,
    ) -> Result<Response<proto::MeetingSummariesResponse>, Status> {
        let request = request.get_ref();
        subjects(&request.application_ids, &request.lead_ids)?;
        let summaries = read::do_summarise_meetings(
            &self.state.pool,
            &request.application_ids,
            &request.lead_ids,
            Utc::now(),
        )
        .await?;
        Ok(Response::new(proto::MeetingSummariesResponse {
            summaries: summaries
                .into_iter()
                .map(|summary| proto::MeetingSummary {
                    application_id: summary.application_id,
                    lead_id: summary.lead_id,
                    next: summary.next.map(meeting_message),
                    latest_start: Some(timestamp(summary.latest_start)),
                })
                .collect(),
        }))
    }

    async fn available_slots(
        &self,
        request: Request<proto::AvailableSlotsRequest>,
    ) -> Result<Response<proto::AvailableSlotsResponse>, Status> {
        let request = request.get_ref();
        let requested_by = user_id("requested_by", &request.requested_by)?;
        let handler_id = match request.handler_id.trim() {
            "" => requested_by,
            id => user_id("handler_id", id)?,
        };
        let day = NaiveDate::parse_from_str(request.day.trim(), "%Y-%m-%d")
            .map_err(|_| CoreError::invalid("day", "Must be a date, YYYY-MM-DD"))?;
        let query = SlotQuery {
            handler_id,
            day,
            country: country_from_request(request.country)?,
        };
        let free = slots::do_available_slots(&self.state.pool, query).await?;
        Ok(Response::new(proto::AvailableSlotsResponse {
            slots: free
                .into_iter()
                .map(|(starts_at, ends_at)| proto::Slot {
                    starts_at: Some(timestamp(starts_at)),
                    ends_at: Some(timestamp(ends_at)),
                })
                .collect(),
        }))
    }
}
