//! Marking a lead handled (or not handled again): the change and its `core.lead.handled` event
//! commit together. Each direction is allowed only from the other state, so a double click or a
//! second advisor gets a clear refusal instead of a silent no-op.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use uuid::Uuid;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::LeadHandled;

use crate::error::CoreError;
use crate::state::pooled;

use super::events::LEAD_HANDLED;
use super::model::Lead;
use super::read::lead_on;
use super::storage;

pub async fn do_set_lead_handled(
    pool: &DbPool,
    outbox: &Outbox,
    lead_id: i64,
    handled: bool,
    changed_by: Uuid,
) -> Result<Lead, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        set_handled_on(conn, lead_id, handled, changed_by).await
    })
    .await?;
    outbox.wake();
    lead_on(&conn, lead_id).await
}

/// Locks the lead, refuses the state it is in already, changes it and enqueues
/// `core.lead.handled`, inside the caller's transaction (converting a lead marks it handled in
/// the same transaction that creates its application).
pub async fn set_handled_on(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    handled: bool,
    changed_by: Uuid,
) -> Result<(), CoreError> {
    let lead = storage::find_lead_by_lead_id_for_update(conn, lead_id)
        .await?
        .ok_or(CoreError::LeadNotFound)?;
    if lead.handled == handled {
        return Err(CoreError::LeadHandledAlready(handled));
    }
    storage::update_lead_handled_by_lead_id(conn, lead_id, handled).await?;
    let event = LeadHandled {
        lead_id,
        handled,
        changed_by: changed_by.to_string(),
    };
    outbox::enqueue(conn, LEAD_HANDLED, &event).await?;
    Ok(())
}
