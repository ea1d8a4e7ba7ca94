//! Duplicating an application: a new DRAFT with the same country, loan, applicants and incomes,
//! assigned to the employee duplicating it (a deactivated application's customers come back, or a
//! second loan of the same household is prepared). The copy's history says what it copies.

use diesel_async::AsyncConnection;
use uuid::Uuid;
use zrm_domain::Country;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::Outbox;

use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, Reader};
use super::create::insert_new_application;
use super::model::{ApplicantRole, Application, LoanPurpose, NewApplication};
use super::read::do_get_application;
use super::rows::{IncomeRow, corrupt};
use super::storage;

pub async fn do_duplicate_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    ids: &DrawnIds,
    application_id: i64,
    country: Country,
    requested_by: Uuid,
) -> Result<Application, CoreError> {
    let mut conn = pooled(pool).await?;
    let copy_id = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let (original, _) = storage::find_application_with_assignee_name_by_application_id(
                conn,
                application_id,
            )
            .await?
            .filter(|(row, _)| row.country == country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            let applicants = storage::find_applicants_by_application_ids(conn, &[application_id])
                .await?
                .into_iter()
                .map(|applicant| {
                    ApplicantRole::from_stored(&applicant.role)
                        .map(|role| (role, applicant.customer_id))
                        .ok_or_else(|| corrupt("role", &applicant.role))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let copy = NewApplication {
                country,
                loan_purpose: LoanPurpose::from_stored(&original.loan_purpose)
                    .ok_or_else(|| corrupt("loan_purpose", &original.loan_purpose))?,
                mortgage_loan_amount: original.mortgage_loan_amount,
                applicants,
                // The lead was converted into the original.
                lead_id: None,
                created_by: requested_by,
                duplicate_of: Some(application_id),
            };
            let copy_id = insert_new_application(conn, ids, &copy)
                .await?
                .row
                .application_id;
            let incomes: Vec<IncomeRow> =
                storage::find_incomes_by_application_id(conn, application_id)
                    .await?
                    .into_iter()
                    .map(|income| IncomeRow {
                        application_id: copy_id,
                        ..income
                    })
                    .collect();
            storage::replace_incomes_by_application_id(conn, copy_id, &incomes).await?;
            Ok(copy_id)
        })
        .await?;
    drop(conn);
    outbox.wake();
    do_get_application(pool, customers, copy_id, country, Reader::Service).await
}
