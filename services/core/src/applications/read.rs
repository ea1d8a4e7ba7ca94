//! Reading applications: rows from core, the applicants' names (and, for one application read by
//! an employee, personal ids) from kdlt.

use std::collections::HashMap;

use diesel_async::AsyncPgConnection;
use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::property::storage::property_exists;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, Reader};
use super::deactivation::inbox::current_request;
use super::model::{ApplicantRole, Application, ApplicationStatus};
use super::rows::{
    ApplicantRow, ApplicationRow, AssigneeNameColumns, IncomeRow, application_from_rows,
};
use super::storage;

pub async fn do_get_application(
    pool: &DbPool,
    customers: &CustomerDirectory,
    application_id: i64,
    country: Country,
    reader: Reader<'_>,
) -> Result<Application, CoreError> {
    let mut conn = pooled(pool).await?;
    let (row, assignee_name) =
        storage::find_application_with_assignee_name_by_application_id(&mut conn, application_id)
            .await?
            .filter(|(row, _)| row.country == country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
    let applicants =
        storage::find_applicants_by_application_ids(&mut conn, &[application_id]).await?;
    let incomes = storage::find_incomes_by_application_id(&mut conn, application_id)
        .await?
        .iter()
        .map(IncomeRow::line)
        .collect::<Result<Vec<_>, _>>()?;
    let deactivation = current_request(
        &mut conn,
        application_id,
        &row.country,
        row.status == ApplicationStatus::Deactivated.as_str(),
    )
    .await?;
    let has_property = property_exists(&mut conn, application_id).await?;
    drop(conn);
    let ids: Vec<i64> = applicants.iter().map(|a| a.customer_id).collect();
    let people = match reader {
        Reader::Employee(_) => customers.people(&ids, reader).await?,
        Reader::Service => customers.names_or_none(&ids).await,
    };
    let mut application = application_from_rows(row, &applicants, assignee_name, &people)?;
    application.deactivation = deactivation;
    application.incomes = incomes;
    application.has_property = has_property;
    Ok(application)
}

/// The applicants of these application rows (one query for a whole page).
pub async fn applicants_of(
    conn: &mut AsyncPgConnection,
    rows: &[(ApplicationRow, AssigneeNameColumns)],
) -> Result<Vec<ApplicantRow>, CoreError> {
    let ids: Vec<i64> = rows.iter().map(|(row, _)| row.application_id).collect();
    Ok(storage::find_applicants_by_application_ids(conn, &ids).await?)
}

/// Applications from their rows (as loaded, in order) and applicants, with the applicants' names
/// from kdlt: one kdlt call for a whole page, made with no database connection held.
pub async fn assemble(
    customers: &CustomerDirectory,
    rows: Vec<(ApplicationRow, AssigneeNameColumns)>,
    applicants: Vec<ApplicantRow>,
) -> Result<Vec<Application>, CoreError> {
    let mut by_application: HashMap<i64, Vec<ApplicantRow>> = HashMap::new();
    for applicant in applicants {
        by_application
            .entry(applicant.application_id)
            .or_default()
            .push(applicant);
    }
    let mut customer_ids: Vec<i64> = by_application
        .values()
        .flatten()
        .map(|applicant| applicant.customer_id)
        .collect();
    customer_ids.sort_unstable();
    customer_ids.dedup();
    let people = customers.names_or_none(&customer_ids).await;
    rows.into_iter()
        .map(|(row, assignee_name)| {
            let applicants = by_application
                .remove(&row.application_id)
                .unwrap_or_default();
            application_from_rows(row, &applicants, assignee_name, &people)
        })
        .collect()
}

/// The main applicant's name ("" when kdlt does not answer), for messages about the application.
pub async fn main_applicant_name(
    pool: &DbPool,
    customers: &CustomerDirectory,
    application_id: i64,
) -> Result<String, CoreError> {
    let mut conn = pooled(pool).await?;
    let applicants =
        storage::find_applicants_by_application_ids(&mut conn, &[application_id]).await?;
    drop(conn);
    let Some(main) = applicants
        .iter()
        .find(|applicant| applicant.role == ApplicantRole::MainApplicant.as_str())
    else {
        return Ok(String::new());
    };
    let people = customers.names_or_none(&[main.customer_id]).await;
    Ok(people
        .get(&main.customer_id)
        .map(|person| crate::employees::model::full_name(&person.first_name, &person.last_name))
        .unwrap_or_default())
}
