//! Assigning a lead to an employee: the update and its `core.lead.assigned` event commit
//! together, so the assignee is notified exactly when the assignment exists.

use chrono::Utc;
use diesel_async::AsyncConnection;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::LeadAssigned;

use crate::employees::model::full_name;
use crate::employees::storage::find_employee_by_user_id;
use crate::error::CoreError;
use crate::state::pooled;

use super::events::LEAD_ASSIGNED;
use super::model::{Lead, LeadAssignment};
use super::read::lead_on;
use super::storage;

pub async fn do_assign_lead(
    pool: &DbPool,
    outbox: &Outbox,
    assignment: LeadAssignment,
) -> Result<Lead, CoreError> {
    let mut conn = pooled(pool).await?;
    let changed = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let lead = storage::find_lead_by_lead_id_for_update(conn, assignment.lead_id)
                .await?
                .ok_or(CoreError::LeadNotFound)?;
            let assignee = find_employee_by_user_id(conn, assignment.assignee_id)
                .await?
                .ok_or(CoreError::AssigneeNotFound)?;
            if assignee.deactivated {
                return Err(CoreError::AssigneeDeactivated);
            }
            // Assigning to the current assignee again changes nothing and notifies no one.
            if lead.assignee_id == Some(assignment.assignee_id) {
                return Ok(false);
            }
            storage::update_lead_assignee_by_lead_id(
                conn,
                assignment.lead_id,
                assignment.assignee_id,
                Utc::now(),
            )
            .await?;
            let event = LeadAssigned {
                lead_id: assignment.lead_id,
                assignee_id: assignment.assignee_id.to_string(),
                assigned_by: assignment.assigned_by.to_string(),
                applicant_name: full_name(&lead.applicant_first_name, &lead.applicant_last_name),
            };
            outbox::enqueue(conn, LEAD_ASSIGNED, &event).await?;
            Ok(true)
        })
        .await?;
    if changed {
        outbox.wake();
        tracing::debug!(
            lead_id = assignment.lead_id,
            assignee_id = %assignment.assignee_id,
            assigned_by = %assignment.assigned_by,
            "lead assigned"
        );
    }
    lead_on(&conn, assignment.lead_id).await
}
