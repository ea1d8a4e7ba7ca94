//! The review inbox: requests waiting for a decision, oldest first.

use zrm_domain::Page;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::DeactivationInbox;
use super::rows::request_from_row;
use super::storage;

pub async fn do_list_pending_requests(
    pool: &DbPool,
    page: Page,
) -> Result<DeactivationInbox, CoreError> {
    let mut conn = pooled(pool).await?;
    let (rows, total) =
        storage::find_pending_requests_with_country_oldest_first(&mut conn, page).await?;
    Ok(DeactivationInbox {
        requests: rows
            .into_iter()
            .map(|(row, country)| request_from_row(row, &country))
            .collect::<Result<_, _>>()?,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}

/// What an application's page shows: the request waiting for review, or the approved one while
/// the application is deactivated.
pub async fn current_request(
    conn: &mut diesel_async::AsyncPgConnection,
    application_id: i64,
    country: &str,
    deactivated: bool,
) -> Result<Option<super::model::DeactivationRequest>, CoreError> {
    use super::model::DeactivationState::{Approved, Pending, Rejected};
    let Some(row) = storage::find_latest_request_by_application_id(conn, application_id).await?
    else {
        return Ok(None);
    };
    let request = request_from_row(row, country)?;
    Ok(match request.state {
        Pending => Some(request),
        Approved if deactivated => Some(request),
        Approved | Rejected => None,
    })
}
