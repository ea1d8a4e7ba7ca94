//! The Applications table (newest first, filtered, one page, no total), a customer's
//! applications, and applications fetched by id.

use zrm_domain::{Country, Page};
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::applicants::CustomerDirectory;
use super::model::{ApplicationFilter, ApplicationPage};
use super::read::{applicants_of, assemble};
use super::storage;

pub async fn do_list_applications(
    pool: &DbPool,
    customers: &CustomerDirectory,
    filter: ApplicationFilter,
    page: Page,
) -> Result<ApplicationPage, CoreError> {
    let mut conn = pooled(pool).await?;
    let rows = storage::find_applications_by_filter_newest_first(&mut conn, &filter, page).await?;
    let applicants = applicants_of(&mut conn, &rows).await?;
    drop(conn);
    let applications = assemble(customers, rows, applicants).await?;
    Ok(ApplicationPage { applications, page })
}

/// The applications named (id and country) that exist, in the order asked.
pub async fn do_get_applications(
    pool: &DbPool,
    customers: &CustomerDirectory,
    keys: &[(i64, Country)],
) -> Result<Vec<super::model::Application>, CoreError> {
    let ids: Vec<i64> = keys.iter().map(|(id, _)| *id).collect();
    let mut conn = pooled(pool).await?;
    let mut rows = storage::find_applications_by_application_ids(&mut conn, &ids).await?;
    rows.retain(|(row, _)| {
        keys.iter()
            .any(|(id, country)| *id == row.application_id && country.code() == row.country)
    });
    rows.sort_by_key(|(row, _)| ids.iter().position(|id| *id == row.application_id));
    let applicants = applicants_of(&mut conn, &rows).await?;
    drop(conn);
    assemble(customers, rows, applicants).await
}

/// One page of the applications a customer is on, newest first.
pub async fn do_list_customer_applications(
    pool: &DbPool,
    customers: &CustomerDirectory,
    customer_id: i64,
    page: Page,
) -> Result<ApplicationPage, CoreError> {
    let mut conn = pooled(pool).await?;
    let rows = storage::find_applications_by_customer_id_newest_first(&mut conn, customer_id, page)
        .await?;
    let applicants = applicants_of(&mut conn, &rows).await?;
    drop(conn);
    let applications = assemble(customers, rows, applicants).await?;
    Ok(ApplicationPage { applications, page })
}
