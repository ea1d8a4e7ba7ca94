//! Creating a lead: the row and its `core.lead.created` event are written by one statement, so
//! they commit together.

use diesel_async::RunQueryDsl;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{Outbox, PendingEvent};
use zrm_proto::core::v1::LeadCreated;

use crate::error::CoreError;
use crate::state::pooled;

use super::events::LEAD_CREATED;
use super::insert_with_event::InsertLeadWithEvent;
use super::model::{Lead, NewLead};
use super::rows::{LeadRow, NewLeadRow, lead_from_row};
use crate::ids::DrawnIds;

pub async fn do_create_lead(
    pool: &DbPool,
    outbox: &Outbox,
    ids: &DrawnIds,
    lead: NewLead,
) -> Result<Lead, CoreError> {
    let mut conn = pooled(pool).await?;
    let lead_id = ids.next(&mut conn).await?;
    let event = PendingEvent::new(
        LEAD_CREATED,
        &LeadCreated {
            lead_id,
            source: lead.source.clone(),
            country: country_of_code(lead.country.code()).into(),
        },
    );
    let row: LeadRow = InsertLeadWithEvent::new(lead_id, &NewLeadRow::from(&lead), &event)
        .get_result(&mut conn)
        .await?;
    outbox.wake();
    tracing::debug!(lead_id = row.lead_id, source = %row.source, "lead created");
    lead_from_row(row, None)
}
