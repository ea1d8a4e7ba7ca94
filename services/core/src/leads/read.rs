//! Reading one lead.

use diesel_async::AsyncPgConnection;
use zrm_platform::db::PipelinedReads;

use crate::error::CoreError;

use super::model::Lead;
use super::rows::lead_from_row;
use super::storage;

/// A point read, so it goes over the shared pipelined connection rather than a pooled one.
pub async fn do_get_lead(reads: &PipelinedReads, lead_id: i64) -> Result<Lead, CoreError> {
    reads
        .read(|conn| async move {
            storage::find_lead_with_assignee_name_by_lead_id(&conn, lead_id).await
        })
        .await?
        .map_or(Err(CoreError::LeadNotFound), |(row, assignee_name)| {
            lead_from_row(row, assignee_name)
        })
}

/// The lead as it is now, read on a connection the caller holds.
pub async fn lead_on(conn: &AsyncPgConnection, lead_id: i64) -> Result<Lead, CoreError> {
    let (row, assignee_name) = storage::find_lead_with_assignee_name_by_lead_id(conn, lead_id)
        .await?
        .ok_or(CoreError::LeadNotFound)?;
    lead_from_row(row, assignee_name)
}
