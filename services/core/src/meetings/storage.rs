//! Queries on `meetings` (with the handler's name from `employees`).

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Date, Text, Timestamptz, Uuid as SqlUuid};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{employees, meetings};

use super::model::MeetingRow;

/// A meeting row with its handler's first and last name.
pub type MeetingWithHandler = (MeetingRow, (String, String));

fn handler_name() -> (employees::first_name, employees::last_name) {
    (employees::first_name, employees::last_name)
}

#[derive(Debug, Insertable)]
#[diesel(table_name = meetings)]
pub struct NewMeetingRow<'a> {
    pub application_id: Option<i64>,
    pub lead_id: Option<i64>,
    pub country: &'a str,
    pub handler_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub kind: &'a str,
    pub note: Option<&'a str>,
    pub created_by: Uuid,
}

pub async fn insert_meeting(
    conn: &mut AsyncPgConnection,
    row: &NewMeetingRow<'_>,
) -> QueryResult<i64> {
    diesel::insert_into(meetings::table)
        .values(row)
        .returning(meetings::meeting_id)
        .get_result(conn)
        .await
}

pub async fn find_meeting_with_handler_by_meeting_id(
    conn: &mut AsyncPgConnection,
    meeting_id: i64,
) -> QueryResult<Option<MeetingWithHandler>> {
    meetings::table
        .inner_join(employees::table)
        .filter(meetings::meeting_id.eq(meeting_id))
        .select((MeetingRow::as_select(), handler_name()))
        .first(conn)
        .await
        .optional()
}

pub async fn find_meeting_by_meeting_id_for_update(
    conn: &mut AsyncPgConnection,
    meeting_id: i64,
) -> QueryResult<Option<MeetingRow>> {
    meetings::table
        .find(meeting_id)
        .select(MeetingRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// The handler's meeting overlapping `[starts_at, ends_at)`, other than `except`, if any.
pub async fn find_overlapping_meeting_by_handler_id(
    conn: &mut AsyncPgConnection,
    handler_id: Uuid,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    except: Option<i64>,
) -> QueryResult<Option<MeetingRow>> {
    meetings::table
        .filter(meetings::handler_id.eq(handler_id))
        .filter(meetings::cancelled_at.is_null())
        .filter(meetings::starts_at.lt(ends_at))
        .filter(meetings::ends_at.gt(starts_at))
        .filter(meetings::meeting_id.ne(except.unwrap_or(0)))
        .select(MeetingRow::as_select())
        .first(conn)
        .await
        .optional()
}

#[derive(Debug, AsChangeset)]
#[diesel(table_name = meetings)]
pub struct MeetingChangeset<'a> {
    pub handler_id: Option<Uuid>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub kind: Option<&'a str>,
    pub note: Option<Option<&'a str>>,
}

impl MeetingChangeset<'_> {
    /// Whether it names no column.
    pub fn is_empty(&self) -> bool {
        self.handler_id.is_none()
            && self.starts_at.is_none()
            && self.ends_at.is_none()
            && self.kind.is_none()
            && self.note.is_none()
    }
}

pub async fn update_meeting_by_meeting_id(
    conn: &mut AsyncPgConnection,
    meeting_id: i64,
    changes: &MeetingChangeset<'_>,
) -> QueryResult<()> {
    diesel::update(meetings::table.find(meeting_id))
        .set(changes)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn update_meeting_cancelled_by_meeting_id(
    conn: &mut AsyncPgConnection,
    meeting_id: i64,
    cancelled_by: Uuid,
) -> QueryResult<()> {
    diesel::update(meetings::table.find(meeting_id))
        .set((
            meetings::cancelled_at.eq(Some(Utc::now())),
            meetings::cancelled_by.eq(Some(cancelled_by)),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

/// The meetings (not cancelled) of these applications and leads, by start.
pub async fn find_meetings_with_handler_by_application_ids_or_lead_ids(
    conn: &mut AsyncPgConnection,
    application_ids: &[i64],
    lead_ids: &[i64],
) -> QueryResult<Vec<MeetingWithHandler>> {
    meetings::table
        .inner_join(employees::table)
        .filter(meetings::cancelled_at.is_null())
        .filter(
            meetings::application_id
                .eq_any(application_ids)
                .or(meetings::lead_id.eq_any(lead_ids)),
        )
        .order((meetings::starts_at, meetings::meeting_id))
        .select((MeetingRow::as_select(), handler_name()))
        .load(conn)
        .await
}

/// Meetings (not cancelled) starting from `from` up to `to`, of one handler or everyone, by
/// start; at most `limit`.
pub async fn find_meetings_with_handler_by_start_between(
    conn: &mut AsyncPgConnection,
    handler_id: Option<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<MeetingWithHandler>> {
    let mut query = meetings::table
        .inner_join(employees::table)
        .filter(meetings::cancelled_at.is_null())
        .filter(meetings::starts_at.ge(from))
        .filter(meetings::starts_at.lt(to))
        .order((meetings::starts_at, meetings::meeting_id))
        .limit(limit)
        .select((MeetingRow::as_select(), handler_name()))
        .into_boxed();
    if let Some(handler_id) = handler_id {
        query = query.filter(meetings::handler_id.eq(handler_id));
    }
    query.load(conn).await
}

#[derive(Debug, QueryableByName)]
pub struct SlotRow {
    #[diesel(sql_type = Timestamptz)]
    pub starts_at: DateTime<Utc>,
    #[diesel(sql_type = Timestamptz)]
    pub ends_at: DateTime<Utc>,
}

/// The handler's free one-hour slots of `day` in `time_zone` still ahead, inside their working
/// hours, none overlapping a meeting of theirs that is not cancelled.
pub async fn find_free_slots_by_handler_id_and_day(
    conn: &mut AsyncPgConnection,
    handler_id: Uuid,
    day: NaiveDate,
    time_zone: &str,
) -> QueryResult<Vec<SlotRow>> {
    // The handler's working day: the hours of their schedule entry (none on a day off), else
    // 08:00–17:00 on a weekday. Slots start on the hour or half hour the day starts.
    diesel::sql_query(
        "WITH planned AS (SELECT starts, ends FROM schedule_days WHERE user_id = $3 AND day = $1), \
              hours AS (SELECT starts, ends FROM planned \
                        UNION ALL SELECT time '08:00', time '17:00' \
                        WHERE NOT EXISTS (SELECT 1 FROM planned) AND extract(isodow FROM $1::date) < 6) \
         SELECT s AS starts_at, s + interval '1 hour' AS ends_at \
         FROM hours, generate_series(($1::date + hours.starts) AT TIME ZONE $2, \
                                     ($1::date + hours.ends - interval '1 hour') AT TIME ZONE $2, \
                                     interval '1 hour') AS s \
         WHERE hours.starts IS NOT NULL AND s > now() \
           AND NOT EXISTS (SELECT 1 FROM meetings m \
                           WHERE m.handler_id = $3 AND m.cancelled_at IS NULL \
                             AND m.starts_at < s + interval '1 hour' AND m.ends_at > s) \
         ORDER BY s",
    )
    .bind::<Date, _>(day)
    .bind::<Text, _>(time_zone)
    .bind::<SqlUuid, _>(handler_id)
    .load(conn)
    .await
}

/// Whether the error is the exclusion constraint against double booking.
pub fn is_double_booking(error: &diesel::result::Error) -> bool {
    matches!(error, diesel::result::Error::DatabaseError(_, info)
        if info.constraint_name() == Some("meetings_no_double_booking"))
}
