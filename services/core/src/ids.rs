//! Ids drawn from a table's identity sequence a block at a time, so a row's id is known before it
//! is written: its event carries the id, and the row and its event are then written by one
//! statement in one round trip (`leads/insert_with_event.rs`,
//! `applications/insert_with_event.rs`).
//!
//! Ids stay unique across replicas, since every block comes from the one sequence. A replica that
//! stops leaves the rest of its block unused: a gap, as a rolled-back insert leaves one. Lists
//! order by creation time, so ids handed out by two replicas need not be in creation order.

use std::collections::VecDeque;

use diesel::sql_types::{BigInt, Integer, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use tokio::sync::Mutex;

/// Ids drawn per round trip: at a few thousand rows a second, a refill every few milliseconds.
pub const BLOCK_SIZE: i32 = 64;

#[derive(diesel::QueryableByName)]
struct DrawnId {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

#[derive(Debug)]
pub struct DrawnIds {
    table: &'static str,
    column: &'static str,
    drawn: Mutex<VecDeque<i64>>,
}

impl DrawnIds {
    /// Ids of `table.column`, an identity column.
    pub fn of(table: &'static str, column: &'static str) -> Self {
        Self {
            table,
            column,
            drawn: Mutex::default(),
        }
    }

    pub fn leads() -> Self {
        Self::of("leads", "lead_id")
    }

    pub fn applications() -> Self {
        Self::of("applications", "application_id")
    }

    /// The next unused id, drawing a new block over `connection` when the last one is used up.
    pub async fn next(&self, connection: &mut AsyncPgConnection) -> diesel::QueryResult<i64> {
        let mut drawn = self.drawn.lock().await;
        if drawn.is_empty() {
            let block: Vec<DrawnId> = diesel::sql_query(
                "SELECT nextval(pg_get_serial_sequence($1, $2)) AS id FROM generate_series(1, $3)",
            )
            .bind::<Text, _>(self.table)
            .bind::<Text, _>(self.column)
            .bind::<Integer, _>(BLOCK_SIZE)
            .load(connection)
            .await?;
            drawn.extend(block.into_iter().map(|drawn| drawn.id));
        }
        drawn.pop_front().ok_or(diesel::result::Error::NotFound)
    }
}
