//! Creating an application: kdlt confirms every applicant is a customer (and gives their names),
//! then one statement writes the application, its applicants, its first history entry and its
//! `core.application.created` event ([`super::insert_with_event`]), together with the other
//! creates that arrived at the same time ([`super::writer`]); the answer is built from what was
//! written and the names kdlt gave, without reading it back. It starts as DRAFT, ACTIVE,
//! assigned to the employee who created it.

use std::collections::HashMap;

use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::PendingEvent;
use zrm_proto::core::v1::ApplicationCreated;

use crate::error::CoreError;
use crate::ids::DrawnIds;

use super::applicants::{CustomerDirectory, Reader};
use super::events::APPLICATION_CREATED;
use super::insert_with_event::{ApplicationInsert, InsertApplicationsWithEvents};
use super::model::{Application, NewApplication};
use super::rows::{
    ApplicantRow, ApplicationRow, AssigneeNameColumns, NewApplicationRow, application_from_rows,
};
use super::writer::ApplicationWriter;

/// The foreign key naming the lead an application came from.
const LEAD_FOREIGN_KEY: &str = "applications_lead_id_fkey";

pub async fn do_create_application(
    writer: &ApplicationWriter,
    customers: &CustomerDirectory,
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
    let written = writer.write(application).await?;
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

/// What [`insert_new_applications`] wrote for one application.
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
    let mut written = insert_new_applications(conn, ids, std::slice::from_ref(application)).await?;
    written.pop().ok_or(CoreError::ApplicationNotFound)
}

/// [`insert_new_application`] for several applications in the one statement: all are written or
/// none. The answer is in the order of `applications`.
pub async fn insert_new_applications(
    conn: &mut AsyncPgConnection,
    ids: &DrawnIds,
    applications: &[NewApplication],
) -> Result<Vec<WrittenApplication>, CoreError> {
    let mut applicants = Vec::with_capacity(applications.len());
    let mut application_ids = Vec::with_capacity(applications.len());
    for application in applications {
        let application_id = ids.next(conn).await?;
        application_ids.push(application_id);
        applicants.push(applicant_rows(application_id, application));
    }
    let inserts: Vec<ApplicationInsert<'_>> = applications
        .iter()
        .zip(&application_ids)
        .zip(&applicants)
        .map(|((application, &application_id), applicants)| {
            application_insert(application_id, application, applicants)
        })
        .collect();
    let mut rows: HashMap<i64, (ApplicationRow, AssigneeNameColumns)> =
        InsertApplicationsWithEvents::new(inserts)
            .load::<(ApplicationRow, AssigneeNameColumns)>(conn)
            .await
            .map_err(|error| refused(applications, &error).unwrap_or_else(|| error.into()))?
            .into_iter()
            .map(|(row, assignee_name)| (row.application_id, (row, assignee_name)))
            .collect();
    application_ids
        .into_iter()
        .zip(applicants)
        .map(|(application_id, applicants)| {
            let (row, assignee_name) = rows
                .remove(&application_id)
                .ok_or(CoreError::ApplicationNotFound)?;
            Ok(WrittenApplication {
                row,
                assignee_name,
                applicants,
            })
        })
        .collect()
}

fn applicant_rows(application_id: i64, application: &NewApplication) -> Vec<ApplicantRow> {
    application
        .applicants
        .iter()
        .zip(0_i16..)
        .map(|((role, customer_id), position)| ApplicantRow {
            application_id,
            position,
            role: role.as_str().to_owned(),
            customer_id: *customer_id,
        })
        .collect()
}

fn application_insert<'a>(
    application_id: i64,
    application: &'a NewApplication,
    applicants: &'a [ApplicantRow],
) -> ApplicationInsert<'a> {
    ApplicationInsert {
        application_id,
        row: NewApplicationRow {
            country: application.country.code(),
            loan_purpose: application.loan_purpose.as_str(),
            mortgage_loan_amount: application.mortgage_loan_amount,
            assignee_id: Some(application.created_by),
            lead_id: application.lead_id,
            created_by: application.created_by,
        },
        applicants,
        history_detail: json!({
            "loan_purpose": application.loan_purpose.as_str(),
            "mortgage_loan_amount": application.mortgage_loan_amount,
            "lead_id": application.lead_id,
            "duplicate_of": application.duplicate_of,
        }),
        event: PendingEvent::new(
            APPLICATION_CREATED,
            &ApplicationCreated {
                application_id,
                country: country_of_code(application.country.code()).into(),
                created_by: application.created_by.to_string(),
                lead_id: application.lead_id,
            },
        ),
    }
}

/// The refusal to answer when the one application written names a lead that does not exist.
/// Of several written together, which one named it is not known, so the caller writes them
/// again one by one.
fn refused(applications: &[NewApplication], error: &DieselError) -> Option<CoreError> {
    match applications {
        [application] => application
            .lead_id
            .filter(|_| unknown_lead(error))
            .map(CoreError::ApplicationLeadNotFound),
        _ => None,
    }
}

fn unknown_lead(error: &DieselError) -> bool {
    matches!(
        error,
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, info)
            if info.constraint_name() == Some(LEAD_FOREIGN_KEY)
    )
}
