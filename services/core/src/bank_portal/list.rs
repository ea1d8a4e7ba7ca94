//! The bank's list: its applications, newest sent first, with the applicants' names; with a
//! search text, only those of the people it names (the partner portal's search).

use std::collections::HashMap;

use zrm_platform::db::DbPool;

use crate::applications::applicants::CustomerDirectory;
use crate::applications::model::{Applicant, ApplicantRole};
use crate::applications::offers::model::BankStatus;
use crate::applications::rows::{ApplicantRow, corrupt};
use crate::applications::search::MAX_PEOPLE;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{BankApplicationSummary, BankListQuery};
use super::storage;

pub async fn do_list_bank_applications(
    pool: &DbPool,
    customers: &CustomerDirectory,
    query: BankListQuery,
) -> Result<Vec<BankApplicationSummary>, CoreError> {
    let mut statuses: Vec<&str> = query
        .statuses
        .iter()
        .map(|status| status.as_str())
        .collect();
    statuses.sort_unstable();
    statuses.dedup();
    let people = match &query.search {
        Some(text) => Some(customers.named_by(text, MAX_PEOPLE).await?.customer_ids),
        None => None,
    };
    let mut conn = pooled(pool).await?;
    let rows = match people {
        Some(people) if people.is_empty() => Vec::new(),
        Some(people) => {
            storage::find_applications_of_customers_by_bank_id_newest_sent_first(
                &mut conn,
                query.bank_id,
                &statuses,
                &people,
                query.page.limit(),
                query.page.offset(),
            )
            .await?
        }
        None => {
            storage::find_applications_by_bank_id_newest_sent_first(
                &mut conn,
                query.bank_id,
                &statuses,
                query.page.limit(),
                query.page.offset(),
            )
            .await?
        }
    };
    let ids: Vec<i64> = rows.iter().map(|row| row.application_id).collect();
    let applicant_rows = applications::find_applicants_by_application_ids(&mut conn, &ids).await?;
    drop(conn);
    let customer_ids: Vec<i64> = applicant_rows.iter().map(|row| row.customer_id).collect();
    let people = customers.names_or_none(&customer_ids).await;
    let mut applicants: HashMap<i64, Vec<Applicant>> = HashMap::new();
    for row in applicant_rows {
        applicants
            .entry(row.application_id)
            .or_default()
            .push(applicant(&row, &people)?);
    }
    rows.into_iter()
        .map(|row| {
            Ok(BankApplicationSummary {
                application_id: row.application_id,
                country: row
                    .country
                    .parse()
                    .map_err(|_| corrupt("country", &row.country))?,
                created_at: row.created_at,
                bank_status: BankStatus::from_stored(&row.bank_status)
                    .ok_or_else(|| corrupt("bank_status", &row.bank_status))?,
                mortgage_loan_amount: row.mortgage_loan_amount,
                applicants: applicants.remove(&row.application_id).unwrap_or_default(),
            })
        })
        .collect()
}

/// An applicant with the person kdlt gave (none when it did not answer).
pub fn applicant(
    row: &ApplicantRow,
    people: &HashMap<i64, crate::applications::model::Person>,
) -> Result<Applicant, CoreError> {
    Ok(Applicant {
        role: ApplicantRole::from_stored(&row.role).ok_or_else(|| corrupt("role", &row.role))?,
        customer_id: row.customer_id,
        person: people.get(&row.customer_id).cloned(),
    })
}
