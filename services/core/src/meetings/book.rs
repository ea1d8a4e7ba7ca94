//! Booking, changing and cancelling a meeting. The handler's calendar is checked in the
//! transaction (the refusal names the meeting in the way); two bookings racing for the same time
//! meet the table's exclusion constraint, refused the same way.

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::applications::storage as applications;
use crate::employees::storage::find_employee_by_user_id;
use crate::error::CoreError;
use crate::schema::leads;
use crate::state::pooled;

use super::model::{Meeting, MeetingChange, MeetingKind, NewMeeting, Subject, check_times};
use super::read::do_get_meeting;
use super::storage::{self, MeetingChangeset, NewMeetingRow, is_double_booking};

fn booking_error(error: diesel::result::Error) -> CoreError {
    if is_double_booking(&error) {
        CoreError::DoubleBooked(None)
    } else {
        error.into()
    }
}

async fn handler_must_exist(
    conn: &mut AsyncPgConnection,
    handler_id: Uuid,
) -> Result<(), CoreError> {
    match find_employee_by_user_id(conn, handler_id).await? {
        Some(employee) if !employee.deactivated => Ok(()),
        Some(_) => Err(CoreError::AssigneeDeactivated),
        None => Err(CoreError::HandlerNotFound),
    }
}

async fn must_be_free(
    conn: &mut AsyncPgConnection,
    handler_id: Uuid,
    starts_at: chrono::DateTime<chrono::Utc>,
    ends_at: chrono::DateTime<chrono::Utc>,
    except: Option<i64>,
) -> Result<(), CoreError> {
    match storage::find_overlapping_meeting_by_handler_id(
        conn, handler_id, starts_at, ends_at, except,
    )
    .await?
    {
        Some(other) => Err(CoreError::DoubleBooked(Some((
            other.starts_at,
            other.ends_at,
        )))),
        None => Ok(()),
    }
}

/// The country of the meeting's subject; NOT_FOUND for an unknown one.
async fn subject_country(
    conn: &mut AsyncPgConnection,
    subject: Subject,
) -> Result<String, CoreError> {
    match subject {
        Subject::Application {
            application_id,
            country,
        } => {
            if applications::application_exists(conn, application_id, country).await? {
                Ok(country.code().to_owned())
            } else {
                Err(CoreError::ApplicationNotFound)
            }
        }
        Subject::Lead(lead_id) => leads::table
            .find(lead_id)
            .select(leads::country)
            .first::<String>(conn)
            .await
            .optional()?
            .ok_or(CoreError::LeadNotFound),
    }
}

pub async fn do_create_meeting(pool: &DbPool, new: NewMeeting) -> Result<Meeting, CoreError> {
    let mut conn = pooled(pool).await?;
    let meeting_id = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let country = subject_country(conn, new.subject).await?;
            handler_must_exist(conn, new.handler_id).await?;
            must_be_free(conn, new.handler_id, new.starts_at, new.ends_at, None).await?;
            let (application_id, lead_id) = match new.subject {
                Subject::Application { application_id, .. } => (Some(application_id), None),
                Subject::Lead(lead_id) => (None, Some(lead_id)),
            };
            storage::insert_meeting(
                conn,
                &NewMeetingRow {
                    application_id,
                    lead_id,
                    country: &country,
                    handler_id: new.handler_id,
                    starts_at: new.starts_at,
                    ends_at: new.ends_at,
                    kind: new.kind.as_str(),
                    note: new.note.as_deref(),
                    created_by: new.created_by,
                },
            )
            .await
            .map_err(booking_error)
        })
        .await?;
    drop(conn);
    do_get_meeting(pool, meeting_id).await
}

pub async fn do_update_meeting(pool: &DbPool, change: MeetingChange) -> Result<Meeting, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let current = storage::find_meeting_by_meeting_id_for_update(conn, change.meeting_id)
            .await?
            .ok_or(CoreError::MeetingNotFound)?;
        if current.cancelled_at.is_some() {
            return Err(CoreError::MeetingCancelled);
        }
        let handler_id = change.handler_id.unwrap_or(current.handler_id);
        let starts_at = change.starts_at.unwrap_or(current.starts_at);
        let ends_at = change.ends_at.unwrap_or(current.ends_at);
        check_times(starts_at, ends_at)?;
        if change.handler_id.is_some() {
            handler_must_exist(conn, handler_id).await?;
        }
        must_be_free(
            conn,
            handler_id,
            starts_at,
            ends_at,
            Some(change.meeting_id),
        )
        .await?;
        let changeset = MeetingChangeset {
            handler_id: change.handler_id,
            starts_at: change.starts_at,
            ends_at: change.ends_at,
            kind: change.kind.map(MeetingKind::as_str),
            note: change.note.as_ref().map(|note| note.as_deref()),
        };
        // A change naming no field leaves the meeting as it is (an UPDATE without columns is
        // not SQL).
        if changeset.is_empty() {
            return Ok(());
        }
        storage::update_meeting_by_meeting_id(conn, change.meeting_id, &changeset)
            .await
            .map_err(booking_error)
    })
    .await?;
    drop(conn);
    do_get_meeting(pool, change.meeting_id).await
}

pub async fn do_cancel_meeting(
    pool: &DbPool,
    meeting_id: i64,
    cancelled_by: Uuid,
) -> Result<Meeting, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let current = storage::find_meeting_by_meeting_id_for_update(conn, meeting_id)
            .await?
            .ok_or(CoreError::MeetingNotFound)?;
        if current.cancelled_at.is_some() {
            return Err(CoreError::MeetingCancelled);
        }
        storage::update_meeting_cancelled_by_meeting_id(conn, meeting_id, cancelled_by).await?;
        Ok(())
    })
    .await?;
    drop(conn);
    do_get_meeting(pool, meeting_id).await
}
