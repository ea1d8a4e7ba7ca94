//! Diesel rows of `applications`, `application_applicants` and `application_events`, and their
//! conversion to the domain types.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::employees::model::full_name;
use crate::error::CoreError;
use crate::schema::{
    application_applicants, application_events, application_incomes, applications,
};

use super::incomes::{IncomeKind, IncomeLine};
use super::model::{
    Applicant, ApplicantRole, Application, ApplicationStatus, Assignee, HistoryEntry, LoanPurpose,
    Person, Substatus,
};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = applications, check_for_backend(diesel::pg::Pg))]
pub struct ApplicationRow {
    pub application_id: i64,
    pub country: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
    pub status: String,
    pub substatus: String,
    pub loan_purpose: String,
    pub mortgage_loan_amount: Option<i64>,
    pub assignee_id: Option<Uuid>,
    pub lead_id: Option<i64>,
}

/// The columns of a new application as `insert_with_event.rs` binds them.
#[derive(Debug, Clone)]
pub struct NewApplicationRow<'a> {
    pub country: &'a str,
    pub loan_purpose: &'a str,
    pub mortgage_loan_amount: Option<i64>,
    pub assignee_id: Option<Uuid>,
    pub lead_id: Option<i64>,
    pub created_by: Uuid,
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = application_applicants, check_for_backend(diesel::pg::Pg))]
pub struct ApplicantRow {
    pub application_id: i64,
    pub position: i16,
    pub role: String,
    pub customer_id: i64,
}

/// One income line as stored.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = application_incomes, check_for_backend(diesel::pg::Pg))]
pub struct IncomeRow {
    pub application_id: i64,
    pub position: i16,
    pub customer_id: i64,
    pub kind: String,
    pub amount: Option<i64>,
    pub yearly_amount: Option<i64>,
}

impl IncomeRow {
    pub fn line(&self) -> Result<IncomeLine, CoreError> {
        Ok(IncomeLine {
            customer_id: self.customer_id,
            kind: IncomeKind::from_stored(&self.kind)
                .ok_or_else(|| CoreError::corrupt("application_incomes.kind", &self.kind))?,
            amount: self.amount,
            yearly_amount: self.yearly_amount,
        })
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = application_events, check_for_backend(diesel::pg::Pg))]
pub struct EventRow {
    pub event_id: i64,
    pub kind: String,
    pub actor: String,
    pub at: DateTime<Utc>,
    pub detail: serde_json::Value,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = application_events)]
pub struct NewEventRow<'a> {
    pub application_id: i64,
    pub kind: &'a str,
    pub actor: String,
    pub detail: serde_json::Value,
}

/// The first and last name of the assignee, from the join on `employees`.
pub type AssigneeNameColumns = Option<(String, String)>;

/// A stored value the code does not know: the schema and the code disagree.
pub fn corrupt(column: &str, value: &str) -> CoreError {
    CoreError::corrupt(&format!("applications.{column}"), value)
}

fn stored<T>(parsed: Option<T>, column: &str, value: &str) -> Result<T, CoreError> {
    parsed.ok_or_else(|| corrupt(column, value))
}

/// An application from its row, its applicant rows (in position order), the assignee's name and
/// the people kdlt knows by customer id.
pub fn application_from_rows(
    row: ApplicationRow,
    applicants: &[ApplicantRow],
    assignee_name: AssigneeNameColumns,
    people: &HashMap<i64, Person>,
) -> Result<Application, CoreError> {
    let applicants = applicants
        .iter()
        .map(|applicant| {
            Ok(Applicant {
                role: stored(
                    ApplicantRole::from_stored(&applicant.role),
                    "role",
                    &applicant.role,
                )?,
                customer_id: applicant.customer_id,
                person: people.get(&applicant.customer_id).cloned(),
            })
        })
        .collect::<Result<Vec<_>, CoreError>>()?;
    Ok(Application {
        application_id: row.application_id,
        country: stored(row.country.parse().ok(), "country", &row.country)?,
        created_at: row.created_at,
        updated_at: row.updated_at,
        version: row.version,
        status: stored(
            ApplicationStatus::from_stored(&row.status),
            "status",
            &row.status,
        )?,
        substatus: stored(
            Substatus::from_stored(&row.substatus),
            "substatus",
            &row.substatus,
        )?,
        loan_purpose: stored(
            LoanPurpose::from_stored(&row.loan_purpose),
            "loan_purpose",
            &row.loan_purpose,
        )?,
        mortgage_loan_amount: row.mortgage_loan_amount,
        applicants,
        assignee: row.assignee_id.map(|user_id| Assignee {
            user_id,
            name: assignee_name
                .map(|(first, last)| full_name(&first, &last))
                .unwrap_or_default(),
        }),
        lead_id: row.lead_id,
        deactivation: None,
        incomes: Vec::new(),
        has_property: false,
    })
}

impl From<EventRow> for HistoryEntry {
    fn from(row: EventRow) -> Self {
        HistoryEntry {
            event_id: row.event_id,
            kind: row.kind,
            actor: row.actor,
            at: row.at,
            detail: row.detail,
        }
    }
}
