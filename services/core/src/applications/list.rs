//! The Applications table: newest first, filtered, one page, no total.

use zrm_domain::Page;
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
