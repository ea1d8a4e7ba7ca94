//! An application's history: every change as an event row (who, when, what), newest first.
//! The rows are written by the use case that makes the change, in its transaction.

use diesel_async::AsyncPgConnection;
use serde_json::Value;
use zrm_domain::{Country, Page};
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::{HistoryEntry, HistoryPage};
use super::rows::NewEventRow;
use super::storage;

pub async fn record(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    kind: &str,
    actor: String,
    detail: Value,
) -> Result<(), CoreError> {
    storage::insert_event(
        conn,
        &NewEventRow {
            application_id,
            kind,
            actor,
            detail,
        },
    )
    .await?;
    Ok(())
}

pub async fn do_list_history(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    page: Page,
) -> Result<HistoryPage, CoreError> {
    let mut conn = pooled(pool).await?;
    if !storage::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let (rows, total) =
        storage::find_events_by_application_id_newest_first(&mut conn, application_id, page)
            .await?;
    Ok(HistoryPage {
        entries: rows.into_iter().map(HistoryEntry::from).collect(),
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}
