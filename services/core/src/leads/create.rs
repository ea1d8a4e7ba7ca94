//! Creating a lead: the row and its `core.lead.created` event commit together.

use diesel_async::AsyncConnection;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::LeadCreated;

use crate::error::CoreError;
use crate::state::pooled;

use super::events::LEAD_CREATED;
use super::model::{Lead, NewLead};
use super::rows::{NewLeadRow, lead_from_row};
use super::storage;

pub async fn do_create_lead(
    pool: &DbPool,
    outbox: &Outbox,
    lead: NewLead,
) -> Result<Lead, CoreError> {
    let mut conn = pooled(pool).await?;
    let row = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let row = storage::insert_lead(conn, &NewLeadRow::from(&lead)).await?;
            let event = LeadCreated {
                lead_id: row.lead_id,
                source: row.source.clone(),
                country: row.country.clone(),
            };
            outbox::enqueue(conn, LEAD_CREATED, &event)
                .await
                .map_err(|error| CoreError::Outbox(error.to_string()))?;
            Ok(row)
        })
        .await?;
    outbox.wake();
    tracing::debug!(lead_id = row.lead_id, source = %row.source, "lead created");
    lead_from_row(row, None)
}
