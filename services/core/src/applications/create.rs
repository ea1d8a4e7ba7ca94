//! Creating an application: kdlt confirms every applicant is a customer, then the application,
//! its applicants, its first history entry and its `core.application.created` event commit in one
//! transaction. It starts as DRAFT, ACTIVE, assigned to the employee who created it.

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationCreated;

use crate::error::CoreError;
use crate::schema::leads;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, Reader};
use super::events::APPLICATION_CREATED;
use super::history;
use super::model::{Application, NewApplication};
use super::read::do_get_application;
use super::rows::{ApplicantRow, NewApplicationRow};
use super::storage;

pub async fn do_create_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    application: NewApplication,
) -> Result<Application, CoreError> {
    let ids: Vec<i64> = application.applicants.iter().map(|(_, id)| *id).collect();
    let known = customers.people(&ids, Reader::Service).await?;
    if let Some(index) = ids.iter().position(|id| !known.contains_key(id)) {
        return Err(CoreError::ApplicantNotCustomer {
            place: format!("applicants[{index}]"),
            customer_id: ids[index],
        });
    }
    let mut conn = pooled(pool).await?;
    let application_id = conn
        .transaction::<_, CoreError, _>(async |conn| {
            insert_new_application(conn, &application).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    tracing::debug!(application_id, "application created");
    do_get_application(
        pool,
        customers,
        application_id,
        application.country,
        Reader::Service,
    )
    .await
}

/// Inserts the application, its applicants, its first history entry and its
/// `core.application.created` event on `conn`, inside the caller's transaction; the applicants
/// are known customers already. Returns the new application id.
pub async fn insert_new_application(
    conn: &mut AsyncPgConnection,
    application: &NewApplication,
) -> Result<i64, CoreError> {
    if let Some(lead_id) = application.lead_id {
        let lead_exists: bool = diesel::select(diesel::dsl::exists(leads::table.find(lead_id)))
            .get_result(conn)
            .await?;
        if !lead_exists {
            return Err(CoreError::ApplicationLeadNotFound(lead_id));
        }
    }
    let row = storage::insert_application(
        conn,
        &NewApplicationRow {
            country: application.country.code(),
            loan_purpose: application.loan_purpose.as_str(),
            mortgage_loan_amount: application.mortgage_loan_amount,
            assignee_id: Some(application.created_by),
            lead_id: application.lead_id,
            created_by: application.created_by,
        },
    )
    .await?;
    let applicants: Vec<ApplicantRow> = application
        .applicants
        .iter()
        .zip(0_i16..)
        .map(|((role, customer_id), position)| ApplicantRow {
            application_id: row.application_id,
            position,
            role: role.as_str().to_owned(),
            customer_id: *customer_id,
        })
        .collect();
    storage::insert_applicants(conn, &applicants).await?;
    history::record(
        conn,
        row.application_id,
        "created",
        application.created_by.to_string(),
        json!({
            "loan_purpose": application.loan_purpose.as_str(),
            "mortgage_loan_amount": application.mortgage_loan_amount,
            "lead_id": application.lead_id,
            "duplicate_of": application.duplicate_of,
        }),
    )
    .await?;
    let event = ApplicationCreated {
        application_id: row.application_id,
        country: country_of_code(application.country.code()).into(),
        created_by: application.created_by.to_string(),
        lead_id: application.lead_id,
    };
    outbox::enqueue(conn, APPLICATION_CREATED, &event)
        .await
        .map_err(|error| CoreError::Storage(error.into()))?;
    Ok(row.application_id)
}
