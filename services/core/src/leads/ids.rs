//! Lead ids drawn from the identity sequence of `leads` a block at a time, so a lead's id is
//! known before it is written: its `core.lead.created` event carries the id, and lead and event
//! are then written by one statement in one round trip ([`super::insert_with_event`]).
//!
//! Ids stay unique across replicas, since every block comes from the one sequence. A replica that
//! stops leaves the rest of its block unused: a gap, as a rolled-back insert leaves one. The list
//! orders by creation time, so ids handed out by two replicas need not be in creation order.

use std::collections::VecDeque;

use diesel::sql_types::{BigInt, Integer};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use tokio::sync::Mutex;

/// Ids drawn per round trip: at a few thousand leads a second, a refill every few milliseconds.
pub const BLOCK_SIZE: i32 = 64;

#[derive(diesel::QueryableByName)]
struct DrawnId {
    #[diesel(sql_type = BigInt)]
    lead_id: i64,
}

#[derive(Debug, Default)]
pub struct LeadIds {
    drawn: Mutex<VecDeque<i64>>,
}

impl LeadIds {
    /// The next unused id, drawing a new block over `connection` when the last one is used up.
    pub async fn next(&self, connection: &mut AsyncPgConnection) -> diesel::QueryResult<i64> {
        let mut drawn = self.drawn.lock().await;
        if drawn.is_empty() {
            let block: Vec<DrawnId> = diesel::sql_query(
                "SELECT nextval(pg_get_serial_sequence('leads', 'lead_id')) AS lead_id \
                 FROM generate_series(1, $1)",
            )
            .bind::<Integer, _>(BLOCK_SIZE)
            .load(connection)
            .await?;
            drawn.extend(block.into_iter().map(|id| id.lead_id));
        }
        drawn.pop_front().ok_or(diesel::result::Error::NotFound)
    }
}
