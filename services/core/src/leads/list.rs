//! The newest-first lead list with its filters and total.

use zrm_platform::db::DbPool;
use zrm_platform::db::capped::Total;

use crate::error::CoreError;
use crate::state::pooled;
use zrm_domain::Page;

use super::model::{LeadListFilter, LeadPage};
use super::rows::lead_from_row;
use super::storage;

pub async fn do_list_leads(
    pool: &DbPool,
    filter: LeadListFilter,
    page: Page,
) -> Result<LeadPage, CoreError> {
    let mut conn = pooled(pool).await?;
    let (rows, total) =
        storage::find_leads_by_filter_newest_first(&mut conn, &filter, page).await?;
    let leads = rows
        .into_iter()
        .map(|(row, assignee_name)| lead_from_row(row, assignee_name))
        .collect::<Result<_, _>>()?;
    Ok(LeadPage {
        leads,
        total: Total::exact(u64::try_from(total).unwrap_or_default()),
        page,
    })
}
