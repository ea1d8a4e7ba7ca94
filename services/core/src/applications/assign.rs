//! Assigning an application to an employee: the change, its history entry and its
//! `core.application.assigned` event commit together.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationAssigned;

use crate::employees::storage::find_employee_by_user_id;
use crate::error::CoreError;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, Reader};
use super::events::APPLICATION_ASSIGNED;
use super::history;
use super::model::{Application, ApplicationAssignment, ApplicationStatus};
use super::read::{do_get_application, main_applicant_name};
use super::storage;

pub async fn do_assign_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    assignment: ApplicationAssignment,
) -> Result<Application, CoreError> {
    let applicant_name = main_applicant_name(pool, customers, assignment.application_id).await?;
    let mut conn = pooled(pool).await?;
    let changed = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let application = storage::find_application_by_application_id_for_update(
                conn,
                assignment.application_id,
            )
            .await?
            .filter(|row| row.country == assignment.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            if application.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            let assignee = find_employee_by_user_id(conn, assignment.assignee_id)
                .await?
                .ok_or(CoreError::AssigneeNotFound)?;
            if assignee.deactivated {
                return Err(CoreError::AssigneeDeactivated);
            }
            if application.assignee_id == Some(assignment.assignee_id) {
                return Ok(false);
            }
            storage::update_application_assignee_by_application_id(
                conn,
                assignment.application_id,
                assignment.assignee_id,
                Utc::now(),
            )
            .await?;
            history::record(
                conn,
                assignment.application_id,
                "assigned",
                assignment.assigned_by.to_string(),
                json!({
                    "old": application.assignee_id.map(|id| id.to_string()),
                    "new": assignment.assignee_id.to_string(),
                }),
            )
            .await?;
            let event = ApplicationAssigned {
                application_id: assignment.application_id,
                assignee_id: assignment.assignee_id.to_string(),
                assigned_by: assignment.assigned_by.to_string(),
                applicant_name,
                country: country_of_code(assignment.country.code()).into(),
            };
            outbox::enqueue(conn, APPLICATION_ASSIGNED, &event).await?;
            Ok(true)
        })
        .await?;
    drop(conn);
    if changed {
        outbox.wake();
    }
    do_get_application(
        pool,
        customers,
        assignment.application_id,
        assignment.country,
        Reader::Service,
    )
    .await
}
