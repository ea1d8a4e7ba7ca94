//! The search drawer's Leads tab: a personal id finds the leads of that applicant or
//! co-applicant (exact, b-tree indexes); any other text a part of an applicant's name (trigram
//! index on `search_name`). Newest first, paged.

use chrono::NaiveDate;
use zrm_domain::{Country, Page, PersonalId};
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::LeadPage;
use super::rows::lead_from_row;
use super::storage;

/// What the text is taken for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeadQuery {
    /// The canonical form of a valid Swedish or Norwegian personal id.
    PersonalId(String),
    /// A part of a name, lower case, as `LIKE` matches it literally.
    Name(String),
}

impl LeadQuery {
    /// 2 to 100 characters once trimmed. A valid personal id (either country's forms) is one;
    /// anything else is a name part.
    pub fn parse(text: &str, today: NaiveDate) -> Result<Self, CoreError> {
        let text = text.trim();
        if !(2..=100).contains(&text.chars().count()) || text.contains('\0') {
            return Err(CoreError::invalid("text", "Must be 2 to 100 characters"));
        }
        for country in [Country::Se, Country::No] {
            if let Ok(pni) = PersonalId::parse(country, text, today) {
                return Ok(LeadQuery::PersonalId(pni.canonical().to_owned()));
            }
        }
        Ok(LeadQuery::Name(text.to_lowercase()))
    }
}

pub async fn do_search_leads(
    pool: &DbPool,
    query: LeadQuery,
    page: Page,
) -> Result<LeadPage, CoreError> {
    let mut conn = pooled(pool).await?;
    let (rows, total) = match &query {
        LeadQuery::PersonalId(pni) => {
            storage::find_leads_by_pni_newest_first(&mut conn, pni, page).await?
        }
        LeadQuery::Name(part) => {
            storage::find_leads_by_name_part_newest_first(&mut conn, part, page).await?
        }
    };
    let leads = rows
        .into_iter()
        .map(|(row, assignee_name)| lead_from_row(row, assignee_name))
        .collect::<Result<_, _>>()?;
    Ok(LeadPage {
        leads,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
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
        let LeadQuery::PersonalId(canonical) = LeadQuery::parse(&typed, today).unwrap() else {
            panic!("{typed:?} not taken for a personal id");
        };
        assert_eq!(canonical, swedish.canonical());
        assert_eq!(
            LeadQuery::parse("Svens", today).unwrap(),
            LeadQuery::Name("svens".into())
        );
        assert!(LeadQuery::parse(" a ", today).is_err());
        assert!(LeadQuery::parse(&"x".repeat(101), today).is_err());
    }
}
