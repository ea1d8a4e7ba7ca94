//! Queries on `deactivation_requests` (with their application's country) and the status column
//! of `applications` they change.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_domain::Page;

use crate::applications::model::ApplicationStatus;
use crate::schema::{applications, deactivation_requests};

use super::model::DeactivationState;
use super::rows::{DeactivationRow, NewDeactivationRow};

pub async fn insert_request(
    conn: &mut AsyncPgConnection,
    row: &NewDeactivationRow<'_>,
) -> QueryResult<DeactivationRow> {
    diesel::insert_into(deactivation_requests::table)
        .values(row)
        .returning(DeactivationRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn find_pending_request_id_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<i64>> {
    deactivation_requests::table
        .filter(deactivation_requests::application_id.eq(application_id))
        .filter(deactivation_requests::state.eq(DeactivationState::Pending.as_str()))
        .select(deactivation_requests::request_id)
        .first(conn)
        .await
        .optional()
}

/// Locks the request (and its application) for the rest of the transaction, so two reviewers
/// queue and no change of the application slips in between.
pub async fn find_request_with_country_by_request_id_for_update(
    conn: &mut AsyncPgConnection,
    request_id: i64,
) -> QueryResult<Option<(DeactivationRow, String)>> {
    deactivation_requests::table
        .inner_join(applications::table)
        .filter(deactivation_requests::request_id.eq(request_id))
        .select((DeactivationRow::as_select(), applications::country))
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// The latest request of an application (the one its page shows).
pub async fn find_latest_request_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<DeactivationRow>> {
    deactivation_requests::table
        .filter(deactivation_requests::application_id.eq(application_id))
        .order(deactivation_requests::request_id.desc())
        .select(DeactivationRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// One page of the review inbox, oldest first (the partial index of pending requests), and how
/// many wait in all.
pub async fn find_pending_requests_with_country_oldest_first(
    conn: &mut AsyncPgConnection,
    page: Page,
) -> QueryResult<(Vec<(DeactivationRow, String)>, i64)> {
    let pending = DeactivationState::Pending.as_str();
    let rows = deactivation_requests::table
        .inner_join(applications::table)
        .filter(deactivation_requests::state.eq(pending))
        .order((
            deactivation_requests::requested_at,
            deactivation_requests::request_id,
        ))
        .limit(page.limit())
        .offset(page.offset())
        .select((DeactivationRow::as_select(), applications::country))
        .load(conn)
        .await?;
    let total = deactivation_requests::table
        .filter(deactivation_requests::state.eq(pending))
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}

/// Records the decision on a pending request.
pub async fn update_request_review_by_request_id(
    conn: &mut AsyncPgConnection,
    request_id: i64,
    state: DeactivationState,
    reviewed_by: Uuid,
    note: Option<&str>,
    at: DateTime<Utc>,
) -> QueryResult<DeactivationRow> {
    diesel::update(deactivation_requests::table.find(request_id))
        .set((
            deactivation_requests::state.eq(state.as_str()),
            deactivation_requests::reviewed_by.eq(Some(reviewed_by)),
            deactivation_requests::reviewed_at.eq(Some(at)),
            deactivation_requests::review_note.eq(note),
        ))
        .returning(DeactivationRow::as_returning())
        .get_result(conn)
        .await
}

/// Sets the status badge, raising the version (an edit open elsewhere is now stale).
pub async fn update_application_status_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    status: ApplicationStatus,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(applications::table.find(application_id))
        .set((
            applications::status.eq(status.as_str()),
            applications::updated_at.eq(at),
            applications::version.eq(applications::version + 1),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}
