//! Reading one lead.

use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::Lead;
use super::rows::lead_from_row;
use super::storage;

pub async fn do_get_lead(pool: &DbPool, lead_id: i64) -> Result<Lead, CoreError> {
    let mut conn = pooled(pool).await?;
    let (row, assignee_name) = storage::find_lead_with_assignee_name_by_lead_id(&mut conn, lead_id)
        .await?
        .ok_or(CoreError::LeadNotFound)?;
    lead_from_row(row, assignee_name)
}
