//! Creating an application: kdlt confirms every applicant is a customer (and gives their names),
//! then one statement writes the application, its applicants, its first history entry and its
//! `core.application.created` event ([`super::insert_with_event`]); the answer is built from what
//! was written and the names kdlt gave, without reading it back. It starts as DRAFT, ACTIVE,
//! assigned to the employee who created it.

use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{Outbox, PendingEvent};
use zrm_proto::core::v1::ApplicationCreated;

use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, Reader};
use super::events::APPLICATION_CREATED;
use super::insert_with_event::InsertApplicationWithEvent;
use super::model::{Application, NewApplication};
use super::rows::{
    ApplicantRow, ApplicationRow, AssigneeNameColumns, NewApplicationRow, application_from_rows,
};

/// The foreign key naming the lead an application came from.
const LEAD_FOREIGN_KEY: &str = "applications_lead_id_fkey";

pub async fn do_create_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    ids: &DrawnIds,
    application: NewApplication,
) -> Result<Application, CoreError> {
    let customer_ids: Vec<i64> = application.applicants.iter().map(|(_, id)| *id).collect();
    let known = customers.people(&customer_ids, Reader::Service).await?;
    if let Some(index) = customer_ids.iter().position(|id| !known.contains_key(id)) {
        return Err(CoreError::ApplicantNotCustomer {
            place: format!("applicants[{index}]"),
            customer_id: customer_ids[index],
        });
    }
    let mut conn = pooled(pool).await?;
    let written = insert_new_application(&mut conn, ids, &application).await?;
    drop(conn);
    outbox.wake();
    tracing::debug!(
        application_id = written.row.application_id,
        "application created"
    );
    application_from_rows(
        written.row,
        &written.applicants,
        written.assignee_name,
        &known,
    )
}

/// What [`insert_new_application`] wrote.
pub struct WrittenApplication {
    pub row: ApplicationRow,
    pub assignee_name: AssigneeNameColumns,
    pub applicants: Vec<ApplicantRow>,
}

/// Writes the application, its applicants, its first history entry and its
/// `core.application.created` event on `conn` in one statement (inside the caller's transaction
/// when there is one); the applicants are known customers already. An unknown lead is refused.
pub async fn insert_new_application(
    conn: &mut AsyncPgConnection,
    ids: &DrawnIds,
    application: &NewApplication,
) -> Result<WrittenApplication, CoreError> {
    let application_id = ids.next(conn).await?;
    let row = NewApplicationRow {
        country: application.country.code(),
        loan_purpose: application.loan_purpose.as_str(),
        mortgage_loan_amount: application.mortgage_loan_amount,
        assignee_id: Some(application.created_by),
        lead_id: application.lead_id,
        created_by: application.created_by,
    };
    let applicants: Vec<ApplicantRow> = application
        .applicants
        .iter()
        .zip(0_i16..)
        .map(|((role, customer_id), position)| ApplicantRow {
            application_id,
            position,
            role: role.as_str().to_owned(),
            customer_id: *customer_id,
        })
        .collect();
    let detail = json!({
        "loan_purpose": application.loan_purpose.as_str(),
        "mortgage_loan_amount": application.mortgage_loan_amount,
        "lead_id": application.lead_id,
        "duplicate_of": application.duplicate_of,
    });
    let event = PendingEvent::new(
        APPLICATION_CREATED,
        &ApplicationCreated {
            application_id,
            country: country_of_code(application.country.code()).into(),
            created_by: application.created_by.to_string(),
            lead_id: application.lead_id,
        },
    );
    let (row, assignee_name) =
        InsertApplicationWithEvent::new(application_id, &row, &applicants, &detail, &event)
            .get_result::<(ApplicationRow, AssigneeNameColumns)>(conn)
            .await
            .map_err(|error| match (application.lead_id, unknown_lead(&error)) {
                (Some(lead_id), true) => CoreError::ApplicationLeadNotFound(lead_id),
                (None, _) | (Some(_), false) => error.into(),
            })?;
    Ok(WrittenApplication {
        row,
        assignee_name,
        applicants,
    })
}

fn unknown_lead(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info)
            if info.constraint_name() == Some(LEAD_FOREIGN_KEY)
    )
}
