//! Bulk lookups by personal id, phone number and e-mail, and the register's changes since a time.
//! Each value is checked by the register's own rules; an element that breaks them is named with
//! its index.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Array, Bool, Text};
use diesel_async::RunQueryDsl;
use zrm_domain::Page;

use super::model::{self, MAX_SEARCH_VALUE, bounded_text};
use crate::customers::grpc::requests::personal_ids_of_either_country;
use crate::error::KdltError;
use crate::schema::customers;
use crate::state::{KdltState, pooled};

/// A value as asked and the customers holding it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdMatch {
    pub value: String,
    pub customer_ids: Vec<i64>,
}

/// Groups (stored value, customer id) pairs under the values asked, in the order asked.
fn matches_of(asked: &[(String, Vec<String>)], found: Vec<(String, i64)>) -> Vec<IdMatch> {
    let mut by_stored: BTreeMap<String, Vec<i64>> = BTreeMap::new();
    for (stored, id) in found {
        by_stored.entry(stored).or_default().push(id);
    }
    asked
        .iter()
        .filter_map(|(value, forms)| {
            let mut ids: Vec<i64> = forms
                .iter()
                .filter_map(|form| by_stored.get(form))
                .flatten()
                .copied()
                .collect();
            ids.sort_unstable();
            ids.dedup();
            (!ids.is_empty()).then(|| IdMatch {
                value: value.clone(),
                customer_ids: ids,
            })
        })
        .collect()
}

pub async fn pnis_to_ids(state: &KdltState, pnis: &[String]) -> Result<Vec<IdMatch>, KdltError> {
    let asked = pnis
        .iter()
        .enumerate()
        .map(|(index, raw)| {
            bounded_text("pnis", raw, 1, MAX_SEARCH_VALUE)
                .and_then(|value| personal_ids_of_either_country("pnis", &value))
                .map(|forms| (raw.clone(), forms))
                .map_err(|error| error.at("pnis", index))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let forms: Vec<&String> = asked.iter().flat_map(|(_, forms)| forms).collect();
    let mut conn = pooled(&state.pool).await?;
    let found = customers::table
        .filter(customers::pni.eq_any(forms))
        .select((customers::pni, customers::customer_id))
        .load::<(String, i64)>(&mut conn)
        .await?;
    Ok(matches_of(&asked, found))
}

pub async fn phones_to_ids(
    state: &KdltState,
    numbers: &[String],
) -> Result<Vec<IdMatch>, KdltError> {
    let asked = numbers
        .iter()
        .enumerate()
        .map(|(index, raw)| {
            model::phone_number("phone_numbers", raw)
                .map(|number| (raw.clone(), vec![number]))
                .map_err(|error| error.at("phone_numbers", index))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let forms: Vec<&String> = asked.iter().flat_map(|(_, forms)| forms).collect();
    let mut conn = pooled(&state.pool).await?;
    let found = customers::table
        .filter(customers::phone_number.eq_any(forms))
        .select((sql::<Text>("phone_number"), customers::customer_id))
        .load::<(String, i64)>(&mut conn)
        .await?;
    Ok(matches_of(&asked, found))
}

/// The addresses asked, trimmed and lower-cased as the index on lower(email) compares them.
fn lowered(emails: &[String]) -> Result<Vec<(String, Vec<String>)>, KdltError> {
    emails
        .iter()
        .enumerate()
        .map(|(index, raw)| {
            bounded_text("emails", raw, 1, MAX_SEARCH_VALUE)
                .map(|address| (raw.clone(), vec![address.to_lowercase()]))
                .map_err(|error| error.at("emails", index))
        })
        .collect()
}

/// (lower-cased address, customer id) of the customers holding one of these addresses; with
/// `contactable`, only customers neither blocked nor erased.
async fn holders(
    state: &KdltState,
    lowered: &[String],
    contactable: bool,
) -> Result<Vec<(String, i64)>, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let mut query = customers::table
        .filter(
            sql::<Bool>("lower(email) = ANY(")
                .bind::<Array<Text>, _>(lowered)
                .sql(")"),
        )
        .select((sql::<Text>("lower(email)"), customers::customer_id))
        .into_boxed();
    if contactable {
        query = query
            .filter(customers::blocked_at.is_null())
            .filter(customers::erased_at.is_null());
    }
    Ok(query.load(&mut conn).await?)
}

/// Of the addresses asked, those more than one customer holds.
pub async fn duplicate_emails(
    state: &KdltState,
    emails: &[String],
) -> Result<Vec<IdMatch>, KdltError> {
    let asked = lowered(emails)?;
    let forms: Vec<String> = asked.iter().flat_map(|(_, forms)| forms.clone()).collect();
    let found = holders(state, &forms, false).await?;
    Ok(matches_of(&asked, found)
        .into_iter()
        .filter(|found| found.customer_ids.len() > 1)
        .collect())
}

/// Of the addresses asked, those well formed and held by a customer who may be contacted.
pub async fn valid_emails(state: &KdltState, emails: &[String]) -> Result<Vec<String>, KdltError> {
    let asked = lowered(emails)?;
    let well_formed: Vec<String> = asked
        .iter()
        .filter(|(raw, _)| model::email("emails", raw).is_ok())
        .flat_map(|(_, forms)| forms.clone())
        .collect();
    let held: BTreeSet<String> = holders(state, &well_formed, true)
        .await?
        .into_iter()
        .map(|(address, _)| address)
        .collect();
    Ok(asked
        .into_iter()
        .filter(|(raw, forms)| {
            model::email("emails", raw).is_ok() && forms.iter().any(|form| held.contains(form))
        })
        .map(|(raw, _)| raw)
        .collect())
}

/// Customers changed at or after `since`, oldest change first, one page; and how many there are.
/// Served by the index on (updated_at, customer_id).
pub async fn last_updated(
    state: &KdltState,
    since: DateTime<Utc>,
    page: Page,
) -> Result<(Vec<(i64, DateTime<Utc>)>, u64), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let total: i64 = customers::table
        .filter(customers::updated_at.ge(since))
        .count()
        .get_result(&mut conn)
        .await?;
    let changes = customers::table
        .filter(customers::updated_at.ge(since))
        .order((customers::updated_at, customers::customer_id))
        .limit(page.limit())
        .offset(page.offset())
        .select((customers::customer_id, customers::updated_at))
        .load(&mut conn)
        .await?;
    Ok((changes, u64::try_from(total).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_keep_the_asked_order_and_leave_out_unknown_values() {
        let asked = vec![
            ("b".to_owned(), vec!["B".to_owned()]),
            ("a".to_owned(), vec!["A1".to_owned(), "A2".to_owned()]),
            ("c".to_owned(), vec!["C".to_owned()]),
        ];
        let found = vec![
            ("A2".into(), 3),
            ("B".into(), 9),
            ("A1".into(), 1),
            ("B".into(), 2),
        ];
        assert_eq!(
            matches_of(&asked, found),
            vec![
                IdMatch {
                    value: "b".into(),
                    customer_ids: vec![2, 9]
                },
                IdMatch {
                    value: "a".into(),
                    customer_ids: vec![1, 3]
                },
            ]
        );
    }
}
