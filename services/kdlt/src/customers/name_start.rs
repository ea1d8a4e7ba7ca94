//! Customers whose "first last" (`search_name`) or "last first" (`search_name_reversed`) starts
//! with a name part, counted and ordered by id from the two name b-trees alone
//! (`(search_name… text_pattern_ops, customer_id)`, migration `name_start_search`): index-only
//! range scans, never the table, so a common last name's ten thousand matches cost a few
//! milliseconds whichever end of the register they sit at.

use diesel::QueryResult;
use diesel::sql_types::{BigInt, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_platform::db::capped::{self, Probed, Total};
use zrm_platform::db::like;

/// Up to [`capped::PROBE_LIMIT`] matches of each index, in no particular order.
const PROBE: &str = "(SELECT customer_id FROM customers WHERE search_name LIKE $1 LIMIT $2) \
     UNION ALL \
     (SELECT customer_id FROM customers WHERE search_name_reversed LIKE $1 LIMIT $2)";

const OLDEST_FIRST: &str = "SELECT customer_id FROM ( \
     SELECT customer_id FROM customers WHERE search_name LIKE $1 \
     UNION ALL SELECT customer_id FROM customers WHERE search_name_reversed LIKE $1 \
     ) AS matching ORDER BY customer_id LIMIT $2";

const NEWEST_FIRST: &str = "SELECT customer_id FROM ( \
     SELECT customer_id FROM customers WHERE search_name LIKE $1 \
     UNION ALL SELECT customer_id FROM customers WHERE search_name_reversed LIKE $1 \
     ) AS matching ORDER BY customer_id DESC LIMIT $2";

/// The order of the ids asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdOrder {
    OldestFirst,
    NewestFirst,
}

#[derive(diesel::QueryableByName)]
struct Found {
    #[diesel(sql_type = BigInt)]
    customer_id: i64,
}

async fn ids(
    conn: &mut AsyncPgConnection,
    query: &'static str,
    pattern: &str,
    limit: i64,
) -> QueryResult<Vec<i64>> {
    let found: Vec<Found> = diesel::sql_query(query)
        .bind::<Text, _>(pattern)
        .bind::<BigInt, _>(limit)
        .load(conn)
        .await?;
    Ok(found.into_iter().map(|found| found.customer_id).collect())
}

/// The ids of one page of the customers whose name starts with `part` (lower case), in `order`
/// (`offset` and `limit` as a page's SQL takes them), and how many match (up to the cap).
pub async fn page_of_ids(
    conn: &mut AsyncPgConnection,
    part: &str,
    order: IdOrder,
    offset: i64,
    limit: i64,
) -> QueryResult<(Vec<i64>, Total)> {
    let pattern = like::starting_with(part);
    // A customer whose both orders start with the part ("Berg Bergström", "berg") is in both
    // indexes: sorted, the copies sit side by side.
    let mut probe = ids(conn, PROBE, &pattern, capped::PROBE_LIMIT).await?;
    probe.sort_unstable();
    probe.dedup();
    match Probed::of(probe) {
        Probed::Every(mut every) => {
            if order == IdOrder::NewestFirst {
                every.reverse();
            }
            let total = Total::exact(every.len() as u64);
            Ok((capped::page_of(&every, offset, limit), total))
        }
        Probed::More => {
            let query = match order {
                IdOrder::OldestFirst => OLDEST_FIRST,
                IdOrder::NewestFirst => NEWEST_FIRST,
            };
            // Each id comes at most twice, so twice the ids the page reaches hold it whole.
            let reach = offset.saturating_add(limit).saturating_mul(2);
            let mut ordered = ids(conn, query, &pattern, reach).await?;
            ordered.dedup();
            Ok((
                capped::page_of(&ordered, offset, limit),
                Total::at_least_the_cap(),
            ))
        }
    }
}
