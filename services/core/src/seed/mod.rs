//! `zrm-core seed --leads N --applications M`: demo employees, a realistic spread of leads and
//! mortgage applications of the register's customers, for local use and the benchmark.
//! Idempotent: employees are upserted by e-mail, leads and applications only topped up.

mod demo_applications;
mod demo_employees;
mod demo_leads;
mod demo_meetings;

use diesel::sql_types::BigInt;
use diesel_async::{AsyncConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::leads::storage::count_leads;
use crate::state::pooled;

pub use demo_employees::{DEMO_EMPLOYEES, DemoEmployee};
pub use demo_meetings::seed_demo_meetings;

/// Rows per INSERT: 17 columns stay far below Postgres' 65,535 bind parameters.
const LEADS_PER_INSERT: usize = 1_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedReport {
    /// Demo staff (the bank partner is seeded too but not counted: it takes no leads).
    pub employees: usize,
    /// Their user ids.
    pub staff: Vec<Uuid>,
    pub leads_before: u64,
    pub leads_inserted: u64,
}

pub async fn do_seed(pool: &DbPool, target_leads: u64) -> Result<SeedReport, CoreError> {
    let assignees = seed_demo_employees(pool).await?;
    let (leads_before, leads_inserted) = top_up_demo_leads(pool, target_leads, &assignees).await?;
    Ok(SeedReport {
        employees: assignees.len(),
        staff: assignees.clone(),
        leads_before,
        leads_inserted,
    })
}

/// Inserts or refreshes the demo accounts; returns the user ids of the staff among them.
pub async fn seed_demo_employees(pool: &DbPool) -> Result<Vec<Uuid>, CoreError> {
    let hashed = demo_employees::hash_demo_passwords().await?;
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        demo_employees::upsert_demo_employees(conn, &hashed).await
    })
    .await
}

/// Tops the applications up to `target`, their applicants drawn from `customer_ids` (customers
/// the register holds) and their staff from the demo employees; returns (before, inserted).
pub async fn do_seed_applications(
    pool: &DbPool,
    target: u64,
    customer_ids: &[i64],
    staff: &[Uuid],
) -> Result<(u64, u64), CoreError> {
    let mut conn = pooled(pool).await?;
    diesel::sql_query("SELECT pg_advisory_lock($1)")
        .bind::<BigInt, _>(APPLICATION_SEED_LOCK_KEY)
        .execute(&mut conn)
        .await?;
    let result =
        demo_applications::top_up_demo_applications(&mut conn, target, customer_ids, staff).await;
    diesel::sql_query("SELECT pg_advisory_unlock($1)")
        .bind::<BigInt, _>(APPLICATION_SEED_LOCK_KEY)
        .execute(&mut conn)
        .await?;
    result
}

/// Inserts generated leads until there are `target` in all, some assigned to `assignees`;
/// returns (leads before, leads inserted).
pub async fn top_up_demo_leads(
    pool: &DbPool,
    target: u64,
    assignees: &[Uuid],
) -> Result<(u64, u64), CoreError> {
    let mut conn = pooled(pool).await?;
    let (before, inserted) = conn
        .transaction::<_, CoreError, _>(async |conn| {
            // Two seeds at once would both see the same count and both top up.
            diesel::sql_query("SELECT pg_advisory_xact_lock($1)")
                .bind::<BigInt, _>(SEED_LOCK_KEY)
                .execute(conn)
                .await?;
            let before = u64::try_from(count_leads(conn).await?).unwrap_or_default();
            let rows = demo_leads::generate_demo_leads(target.saturating_sub(before), assignees)?;
            let mut inserted = 0u64;
            for chunk in rows.chunks(LEADS_PER_INSERT) {
                let count = demo_leads::insert_seed_leads(conn, chunk).await?;
                inserted += u64::try_from(count).unwrap_or_default();
            }
            Ok((before, inserted))
        })
        .await?;
    if inserted > 0 {
        // As for the applications: a million new leads must be in the planner's statistics
        // before the first search reads them (autovacuum would catch up only later).
        diesel::sql_query("ANALYZE leads")
            .execute(&mut conn)
            .await?;
    }
    Ok((before, inserted))
}

/// Arbitrary constant naming the seed's advisory lock.
const SEED_LOCK_KEY: i64 = 0x5a52_4d5f_5345_4544;
/// The application seed's: it commits batch by batch, so it holds a session lock instead.
const APPLICATION_SEED_LOCK_KEY: i64 = 0x5a52_4d5f_4150_5053;
