//! Meetings as the domain sees them.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use uuid::Uuid;
use zrm_domain::Country;

use crate::applications::model::stored_text;
use crate::error::CoreError;
use crate::schema::meetings;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeetingKind {
    Phone,
    Video,
    Office,
}

stored_text!(MeetingKind { Phone => "PHONE", Video => "VIDEO", Office => "OFFICE" });

/// A meeting lasts from 15 minutes to 8 hours (the migration checks the same).
pub const MIN_MINUTES: i64 = 15;
pub const MAX_MINUTES: i64 = 8 * 60;

/// From 15 minutes to 8 hours, ending after it starts.
pub fn check_times(starts_at: DateTime<Utc>, ends_at: DateTime<Utc>) -> Result<(), CoreError> {
    let minutes = (ends_at - starts_at).num_minutes();
    if ends_at <= starts_at || !(MIN_MINUTES..=MAX_MINUTES).contains(&minutes) {
        return Err(CoreError::invalid(
            "end",
            format!("A meeting ends after it starts and lasts {MIN_MINUTES} minutes to 8 hours"),
        ));
    }
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = meetings, check_for_backend(diesel::pg::Pg))]
pub struct MeetingRow {
    pub meeting_id: i64,
    pub application_id: Option<i64>,
    pub lead_id: Option<i64>,
    pub country: String,
    pub handler_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub kind: String,
    pub note: Option<String>,
    pub created_by: Uuid,
    pub cancelled_at: Option<DateTime<Utc>>,
}

/// A meeting with its handler's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meeting {
    pub row: MeetingRow,
    pub handler_name: String,
}

/// What a meeting is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    Application {
        application_id: i64,
        country: Country,
    },
    Lead(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMeeting {
    pub subject: Subject,
    pub handler_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub kind: MeetingKind,
    pub note: Option<String>,
    pub created_by: Uuid,
}

/// The fields a change sets (None: unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeetingChange {
    pub meeting_id: i64,
    pub handler_id: Option<Uuid>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub kind: Option<MeetingKind>,
    pub note: Option<Option<String>>,
}

/// Per application or lead: the next meeting and the start of the latest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeetingSummary {
    pub application_id: Option<i64>,
    pub lead_id: Option<i64>,
    pub next: Option<Meeting>,
    pub latest_start: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlotQuery {
    pub handler_id: Uuid,
    pub day: NaiveDate,
    pub country: Country,
}
