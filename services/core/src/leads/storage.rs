//! Queries on `leads` (joined with `employees` for the assignee's name).

use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{employees, leads};
use zrm_domain::{NameMatch, Page};
use zrm_platform::db::capped::{self, Probed, Total};
use zrm_platform::db::like;

use super::model::LeadListFilter;
use super::rows::{AssigneeNameColumns, LeadReprocessFailedUpdate, LeadReprocessedUpdate, LeadRow};

/// Applies the list filters to a boxed query over `leads` (alone or joined). Each combination
/// is served by one of the partial indexes of the leads migration.
macro_rules! filter_leads {
    ($query:expr, $filter:expr) => {{
        let mut query = $query;
        let filter: &LeadListFilter = $filter;
        if !filter.include_failed {
            query = query.filter(leads::create_source_error.is_null());
        }
        if !filter.include_handled {
            query = query.filter(leads::handled.eq(false));
        }
        if filter.unassigned_only {
            query = query.filter(leads::assignee_id.is_null());
        }
        if let Some(country) = filter.country {
            query = query.filter(leads::country.eq(country.code()));
        }
        if let Some(assignee_id) = filter.assignee_id {
            query = query.filter(leads::assignee_id.eq(assignee_id));
        }
        query
    }};
}

/// Takes a shared connection: it is one of the pipelined point reads.
pub async fn find_lead_with_assignee_name_by_lead_id(
    mut conn: &AsyncPgConnection,
    lead_id: i64,
) -> QueryResult<Option<(LeadRow, AssigneeNameColumns)>> {
    leads::table
        .left_join(employees::table)
        .filter(leads::lead_id.eq(lead_id))
        .select((
            LeadRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .first(&mut conn)
        .await
        .optional()
}

/// Locks the lead for the rest of the transaction, so concurrent assignments queue up.
pub async fn find_lead_by_lead_id_for_update(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
) -> QueryResult<Option<LeadRow>> {
    leads::table
        .find(lead_id)
        .select(LeadRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// One page of the filtered list, newest first, with the total of the filter.
pub async fn find_leads_by_filter_newest_first(
    conn: &mut AsyncPgConnection,
    filter: &LeadListFilter,
    page: Page,
) -> QueryResult<(Vec<(LeadRow, AssigneeNameColumns)>, i64)> {
    let rows_query = filter_leads!(
        leads::table
            .left_join(employees::table)
            .select((
                LeadRow::as_select(),
                (employees::first_name, employees::last_name).nullable(),
            ))
            .order((leads::created_at.desc(), leads::lead_id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .into_boxed(),
        filter
    );
    let count_query = filter_leads!(leads::table.count().into_boxed(), filter);
    let rows = rows_query.load(conn).await?;
    let total = count_query.get_result(conn).await?;
    Ok((rows, total))
}

pub async fn count_leads(conn: &mut AsyncPgConnection) -> QueryResult<i64> {
    leads::table.count().get_result(conn).await
}

pub async fn update_lead_assignee_by_lead_id(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    assignee_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(leads::table.find(lead_id))
        .set((
            leads::assignee_id.eq(Some(assignee_id)),
            leads::assigned_at.eq(Some(at)),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn update_lead_handled_by_lead_id(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    handled: bool,
) -> QueryResult<()> {
    diesel::update(leads::table.find(lead_id))
        .set(leads::handled.eq(handled))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn update_lead_reprocessed_by_lead_id(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    update: &LeadReprocessedUpdate<'_>,
) -> QueryResult<()> {
    diesel::update(leads::table.find(lead_id))
        .set(update)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn update_lead_reprocess_failed_by_lead_id(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    update: &LeadReprocessFailedUpdate<'_>,
) -> QueryResult<()> {
    diesel::update(leads::table.find(lead_id))
        .set(update)
        .execute(conn)
        .await
        .map(|_| ())
}

/// A page of the leads matching `$predicate` (an expression on `leads`, built once for the rows
/// and once for the count) with their assignees' names, newest first, and the total.
macro_rules! leads_matching_newest_first {
    ($conn:expr, $predicate:expr, $page:expr) => {{
        let rows = leads::table
            .left_join(employees::table)
            .select((
                LeadRow::as_select(),
                (employees::first_name, employees::last_name).nullable(),
            ))
            .filter($predicate)
            .order((leads::created_at.desc(), leads::lead_id.desc()))
            .limit($page.limit())
            .offset($page.offset())
            .load($conn)
            .await?;
        let total = leads::table
            .filter($predicate)
            .count()
            .get_result($conn)
            .await?;
        Ok((rows, total))
    }};
}

/// The leads of an applicant or co-applicant, newest first (the two `*_pni_newest_idx` indexes).
pub async fn find_leads_by_pnis_newest_first(
    conn: &mut AsyncPgConnection,
    pnis: &[String],
    page: Page,
) -> QueryResult<(Vec<(LeadRow, AssigneeNameColumns)>, i64)> {
    leads_matching_newest_first!(
        conn,
        leads::applicant_pni
            .eq_any(pnis.to_vec())
            .or(leads::co_applicant_pni
                .eq_any(pnis.to_vec())
                .assume_not_null()),
        page
    )
}

/// The leads whose applicants' names meet `part` (lower case), newest first, one page; and how
/// many (counted up to [`capped::COUNT_CAP`]). `search_name` is a generated column left out of
/// the diesel schema (16 columns at most), read only here. The name-start b-trees
/// (`2026-12-07-000001_lead_name_start_search`) or the trigram index serve the probe,
/// `leads_newest_idx` the walk past the cap.
pub async fn find_leads_by_name_newest_first(
    conn: &mut AsyncPgConnection,
    part: &str,
    meets: NameMatch,
    page: Page,
) -> QueryResult<(Vec<(LeadRow, AssigneeNameColumns)>, Total)> {
    let name_holds = || name_meets(part, meets);
    let probe = leads::table
        .filter(name_holds())
        .select((leads::created_at, leads::lead_id))
        .limit(capped::PROBE_LIMIT)
        .load::<(DateTime<Utc>, i64)>(conn)
        .await?;
    let (ids, total) = match Probed::of(probe) {
        Probed::Every(mut found) => {
            found.sort_unstable_by(|a, b| b.cmp(a));
            let total = Total::exact(found.len() as u64);
            let ids = capped::page_of(&found, page.offset(), page.limit())
                .into_iter()
                .map(|(_, lead_id)| lead_id)
                .collect();
            (ids, total)
        }
        Probed::More => {
            let ids = conn
                .transaction::<_, diesel::result::Error, _>(async |conn| {
                    capped::walk_the_ordering_index(conn).await?;
                    leads::table
                        .filter(name_holds())
                        .select(leads::lead_id)
                        .order((leads::created_at.desc(), leads::lead_id.desc()))
                        .limit(page.limit())
                        .offset(page.offset())
                        .load::<i64>(conn)
                        .await
                })
                .await?;
            (ids, Total::at_least_the_cap())
        }
    };
    let rows = leads::table
        .left_join(employees::table)
        .select((
            LeadRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .filter(leads::lead_id.eq_any(ids))
        .order((leads::created_at.desc(), leads::lead_id.desc()))
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// Whether a lead's applicant or co-applicant name meets `part`: "first last" or "last first"
/// starting with it (each arm the expression of its b-tree index, the co-applicant's partial
/// ones naming their condition), or `search_name` holding it anywhere (the trigram index).
fn name_meets(
    part: &str,
    meets: NameMatch,
) -> Box<dyn BoxableExpression<leads::table, Pg, SqlType = Bool>> {
    match meets {
        NameMatch::Start => {
            let pattern = like::starting_with(part);
            Box::new(
                sql::<Bool>("(leads.search_name LIKE ")
                    .bind::<Text, _>(pattern.clone())
                    .sql(" OR lower(applicant_last_name || ' ' || applicant_first_name) LIKE ")
                    .bind::<Text, _>(pattern.clone())
                    .sql(
                        " OR (co_applicant_last_name IS NOT NULL AND \
                     lower(co_applicant_first_name || ' ' || co_applicant_last_name) LIKE ",
                    )
                    .bind::<Text, _>(pattern.clone())
                    .sql(
                        ") OR (co_applicant_last_name IS NOT NULL AND \
                     lower(co_applicant_last_name || ' ' || co_applicant_first_name) LIKE ",
                    )
                    .bind::<Text, _>(pattern)
                    .sql("))"),
            )
        }
        NameMatch::Inside => {
            Box::new(sql::<Bool>("leads.search_name LIKE ").bind::<Text, _>(like::containing(part)))
        }
    }
}
