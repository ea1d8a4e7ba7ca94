//! The search drawer's Mortgages tab: the applications of the people a text names. kdlt owns the
//! people, so it reads the text (a personal id or phone number exactly, other text a part of the
//! name) and names up to [`MAX_PEOPLE`] customers, newest first; core lists their applications,
//! newest first, from the applicants' customer index.

use chrono::NaiveDate;
use zrm_domain::{Page, PersonSearch, PersonSearchProblem};
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::applicants::CustomerDirectory;
use super::model::Application;
use super::read::{applicants_of, assemble};
use super::storage;

/// The most people one search looks at: a common first name names thousands, and a search box
/// shows the newest of them; the answer says when there were more.
pub const MAX_PEOPLE: u32 = 200;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundApplications {
    pub applications: Vec<Application>,
    pub page: Page,
    pub total: u64,
    /// The text named more people than were looked at.
    pub more_people: bool,
}

/// Refuses what no register could search (checked here so the field is named for the caller).
pub fn check_text(text: &str, today: NaiveDate) -> Result<(), CoreError> {
    match PersonSearch::parse(text, today) {
        Ok(_) => Ok(()),
        Err(PersonSearchProblem::Length) => {
            Err(CoreError::invalid("text", "Must be 2 to 100 characters"))
        }
    }
}

pub async fn do_search_applications(
    pool: &DbPool,
    customers: &CustomerDirectory,
    text: &str,
    page: Page,
) -> Result<FoundApplications, CoreError> {
    let people = customers.named_by(text, MAX_PEOPLE).await?;
    if people.customer_ids.is_empty() {
        return Ok(FoundApplications {
            applications: Vec::new(),
            page,
            total: 0,
            more_people: false,
        });
    }
    let mut conn = pooled(pool).await?;
    let (rows, total) =
        storage::find_applications_of_customers_newest_first(&mut conn, &people.customer_ids, page)
            .await?;
    let applicants = applicants_of(&mut conn, &rows).await?;
    drop(conn);
    let applications = assemble(customers, rows, applicants).await?;
    Ok(FoundApplications {
        applications,
        page,
        total: u64::try_from(total).unwrap_or_default(),
        more_people: people.more,
    })
}
