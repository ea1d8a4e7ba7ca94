//! The search drawer's Leads tab: a personal id finds the leads of that applicant or
//! co-applicant (exact, b-tree indexes); a phone number those of the customers kdlt holds with
//! that number (leads keep no phone number; kdlt names the people); any other text the start of
//! an applicant's or co-applicant's first or last name (b-tree indexes) or, when no name starts
//! with it, a part of one (trigram index on `search_name`); a name's matches are counted up to a
//! cap, as a common name matches thousands. Newest first, paged.

use chrono::NaiveDate;
use zrm_domain::{NameMatch, Page, PersonSearch, PersonSearchProblem};
use zrm_platform::db::DbPool;
use zrm_platform::db::capped::Total;

use crate::applications::applicants::CustomerDirectory;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::LeadPage;
use super::rows::lead_from_row;
use super::storage;

/// How many customers one phone number may name (a number is rarely shared).
const CUSTOMERS_PER_NUMBER: u32 = 20;

/// What the text is taken for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadQuery(PersonSearch);

impl LeadQuery {
    pub fn parse(text: &str, today: NaiveDate) -> Result<Self, CoreError> {
        match PersonSearch::parse(text, today) {
            Ok(search) => Ok(Self(search)),
            Err(PersonSearchProblem::Length) => {
                Err(CoreError::invalid("text", "Must be 2 to 100 characters"))
            }
        }
    }
}

pub async fn do_search_leads(
    pool: &DbPool,
    customers: &CustomerDirectory,
    LeadQuery(query): LeadQuery,
    text: &str,
    page: Page,
) -> Result<LeadPage, CoreError> {
    let (rows, total) = match query {
        PersonSearch::Exact {
            mut personal_ids,
            phone_numbers,
        } => {
            if !phone_numbers.is_empty() {
                let found = customers.named_by(text, CUSTOMERS_PER_NUMBER).await?;
                personal_ids.extend(found.pnis);
            }
            let mut conn = pooled(pool).await?;
            let (rows, total) =
                storage::find_leads_by_pnis_newest_first(&mut conn, &personal_ids, page).await?;
            (rows, Total::exact(u64::try_from(total).unwrap_or_default()))
        }
        PersonSearch::NamePart(part) => {
            let mut conn = pooled(pool).await?;
            let mut meets = NameMatch::Start;
            loop {
                let found =
                    storage::find_leads_by_name_newest_first(&mut conn, &part, meets, page).await?;
                match meets.wider() {
                    Some(wider) if found.1.count == 0 => meets = wider,
                    Some(_) | None => break found,
                }
            }
        }
    };
    let leads = rows
        .into_iter()
        .map(|(row, assignee_name)| lead_from_row(row, assignee_name))
        .collect::<Result<_, _>>()?;
    Ok(LeadPage { leads, total, page })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_personal_id_in_any_form_is_one_and_other_text_a_name_part() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        let born = NaiveDate::from_ymd_opt(1985, 4, 12).unwrap();
        let swedish = zrm_domain::generate_swedish(&mut rand::rng(), born).unwrap();
        let typed = format!(" {} ", swedish.display());
        let LeadQuery(PersonSearch::Exact { personal_ids, .. }) =
            LeadQuery::parse(&typed, today).unwrap()
        else {
            panic!("{typed:?} not taken for a personal id");
        };
        assert_eq!(personal_ids, [swedish.canonical()]);
        assert_eq!(
            LeadQuery::parse("Svens", today).unwrap(),
            LeadQuery(PersonSearch::NamePart("svens".into()))
        );
        assert!(LeadQuery::parse(" a ", today).is_err());
        assert!(LeadQuery::parse(&"x".repeat(101), today).is_err());
    }
}
