//! Searches whose text may match a large part of a table (a part of a name, through a trigram
//! index), shown in key order, a page at a time, with how many match.
//!
//! A trigram index finds matches in no useful order, so sorting or counting them all reads every
//! matching row: a common last name matches 25,000 of a million customers (~200 ms). So a search
//! first *probes*: up to [`PROBE_LIMIT`] matches in any order, a bitmap scan stopped early (a few
//! ms). When that is every match, the page is cut from them in memory. When there are more, matches
//! are at least 1 in 1,000 rows, so walking the ordering index and filtering finds a page after a
//! few thousand rows; [`walk_the_ordering_index`] makes the planner do that, which it cannot tell
//! from a `LIKE`'s row estimate. Either way the page's rows are then read by id.

use diesel::QueryResult;
use diesel_async::{AsyncPgConnection, SimpleAsyncConnection};

/// The most matches a search counts; beyond it the total is a lower bound.
pub const COUNT_CAP: usize = 1_000;

/// How many matches a probe asks for: one more than the cap tells "more than the cap".
pub const PROBE_LIMIT: i64 = COUNT_CAP as i64 + 1;

/// What a probe found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probed<T> {
    /// Every match (at most [`COUNT_CAP`]), in no particular order.
    Every(Vec<T>),
    /// More than [`COUNT_CAP`] match.
    More,
}

impl<T> Probed<T> {
    /// Reads a probe's rows (asked for with `LIMIT PROBE_LIMIT`).
    pub fn of(found: Vec<T>) -> Self {
        if found.len() > COUNT_CAP {
            Self::More
        } else {
            Self::Every(found)
        }
    }
}

/// How many match: exact up to [`COUNT_CAP`], else that many "or more".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: u64,
    pub is_lower_bound: bool,
}

impl Total {
    pub fn exact(count: u64) -> Self {
        Self {
            count,
            is_lower_bound: false,
        }
    }

    pub fn at_least_the_cap() -> Self {
        Self {
            count: COUNT_CAP as u64,
            is_lower_bound: true,
        }
    }
}

/// The page's part of every match (`offset` and `limit` as the page's SQL takes them), once
/// `sorted` is in the search's order.
pub fn page_of<T: Clone>(sorted: &[T], offset: i64, limit: i64) -> Vec<T> {
    let start = usize::try_from(offset).map_or(sorted.len(), |start| start.min(sorted.len()));
    let length = usize::try_from(limit).unwrap_or(0);
    let end = start.saturating_add(length).min(sorted.len());
    sorted[start..end].to_vec()
}

/// Leaves the planner one way to answer an ordered, filtered `LIMIT` in this transaction: walking
/// the index that gives the order (no bitmap scans, which is all a trigram index offers, no
/// sequential scans, no sorts). Call inside a transaction: the settings end with it.
pub async fn walk_the_ordering_index(conn: &mut AsyncPgConnection) -> QueryResult<()> {
    conn.batch_execute(
        "SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; \
         SET LOCAL enable_sort = off",
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_probe_that_found_more_than_the_cap_says_more() {
        assert_eq!(Probed::of(vec![1, 2]), Probed::Every(vec![1, 2]));
        assert_eq!(
            Probed::of(vec![0; COUNT_CAP]),
            Probed::Every(vec![0; COUNT_CAP])
        );
        assert_eq!(Probed::of(vec![0; COUNT_CAP + 1]), Probed::<i32>::More);
    }

    #[test]
    fn a_page_is_cut_from_the_sorted_matches() {
        let sorted: Vec<i64> = (1..=12).collect();
        assert_eq!(page_of(&sorted, 0, 5), [1, 2, 3, 4, 5]);
        assert_eq!(page_of(&sorted, 10, 5), [11, 12]);
        assert!(page_of(&sorted, 15, 5).is_empty());
    }

    #[test]
    fn totals_past_the_cap_are_lower_bounds() {
        assert_eq!(
            Total::exact(7),
            Total {
                count: 7,
                is_lower_bound: false
            }
        );
        assert_eq!(Total::at_least_the_cap().count, 1000);
        assert!(Total::at_least_the_cap().is_lower_bound);
    }
}
