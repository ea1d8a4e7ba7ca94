//! Generated mortgage applications for local use and for the benchmark at two million: drawn
//! over the last two years, both countries, every substatus (most still being worked), mostly
//! assigned to the demo staff, each with a main applicant and two in five with a co-applicant,
//! all of them customers the register holds (the ids are sampled from it by the seeding
//! script), each with its `created` history entry, and those past DRAFT partly sent to the
//! country's first two banks (the bank-partner portal's lists: SBAB holds about three in ten of
//! the Swedish ones past DRAFT).
//!
//! The rows are made by Postgres itself (`generate_series`) in batches of one transaction each:
//! two million rows are minutes this way, and hours as separate statements.

use diesel::sql_types::{Array, BigInt, Uuid as SqlUuid};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::error::CoreError;

/// Applications per transaction.
const BATCH: i64 = 100_000;

/// One batch: the applications, their applicants, their banks and the banks' offers, and their
/// `created` entries. `$1` rows,
/// `$2` the sampled customer ids, `$3` the staff user ids.
const INSERT_BATCH: &str = r"
WITH params AS (
    SELECT $2::bigint[] AS customers, cardinality($2::bigint[]) AS n,
           $3::uuid[] AS staff, cardinality($3::uuid[]) AS s
), drawn AS (
    SELECT g, random() AS r, now() - random() * interval '730 days' AS at
    FROM generate_series(1, $1::bigint) AS g
), inserted AS (
    INSERT INTO applications (country, created_at, updated_at, status, substatus, loan_purpose,
                              mortgage_loan_amount, assignee_id, created_by)
    SELECT CASE WHEN g % 3 = 0 THEN 'NO' ELSE 'SE' END,
           at, at,
           CASE WHEN r < 0.04 THEN 'DEACTIVATED' ELSE 'ACTIVE' END,
           CASE WHEN r < 0.45 THEN 'DRAFT' WHEN r < 0.75 THEN 'COMPLETE'
                WHEN r < 0.85 THEN 'OFFERED' WHEN r < 0.90 THEN 'ACCEPTED' ELSE 'DISBURSED' END,
           (ARRAY['REFINANCE', 'PRE_APPROVAL', 'BUY'])[1 + g % 3],
           CASE WHEN g % 10 = 0 THEN NULL ELSE 500000 + (g * 7919 % 155) * 50000 END,
           CASE WHEN g % 5 = 0 THEN NULL ELSE staff[1 + g % s] END,
           staff[1 + (g / 7) % s]
    FROM drawn, params
    RETURNING application_id, country, substatus, created_at, created_by, mortgage_loan_amount
), sent AS (
    -- Three in ten applications past DRAFT went to the country's first bank (SBAB, DNB) and
    -- three in ten to its second (Handelsbanken, Nordea), one in ten to both; the banks' status
    -- follows the application's: COMPLETE NEW or ONGOING, OFFERED ONGOING, ACCEPTED and
    -- DISBURSED at the first bank, DECLINED at a second one it also went to.
    INSERT INTO application_banks (application_id, bank_id, bank_status, sent_at, sent_by,
                                   updated_at)
    SELECT application_id,
           CASE WHEN country = 'SE' THEN bank.se ELSE bank.no END,
           CASE WHEN substatus = 'COMPLETE' AND application_id % 2 = 0 THEN 'NEW'
                WHEN substatus IN ('COMPLETE', 'OFFERED') THEN 'ONGOING'
                WHEN bank.first OR application_id % 10 > 2 THEN substatus
                ELSE 'DECLINED' END,
           created_at + interval '2 hours', created_by, created_at + interval '2 hours'
    FROM inserted
    JOIN (VALUES (true, 1, 21, 0, 2), (false, 2, 22, 2, 4)) AS bank (first, se, no, low, high)
      ON application_id % 10 BETWEEN bank.low AND bank.high
    WHERE substatus <> 'DRAFT'
    RETURNING application_id, bank_id, bank_status
), offered AS (
    -- The banks' offers: the first bank's accepted one where the customer accepted, an open one
    -- from each bank still working on an OFFERED application.
    INSERT INTO offers (application_id, bank_id, amount, interest_rate_bp, term_months, state,
                        recorded_by, created_at, conditions)
    SELECT sent.application_id, sent.bank_id,
           coalesce(inserted.mortgage_loan_amount, 2000000),
           300 + (sent.application_id * 31 + sent.bank_id) % 180,
           (ARRAY[300, 360, 480, 600])[1 + sent.application_id % 4],
           CASE WHEN sent.bank_status = 'ONGOING' THEN 'OPEN' ELSE 'ACCEPTED' END,
           inserted.created_by::text, inserted.created_at + interval '3 days',
           CASE WHEN sent.application_id % 3 = 0
                THEN 'Amortisation 2 % a year; home insurance required' ELSE '' END
    FROM sent JOIN inserted USING (application_id)
    WHERE sent.bank_status IN ('ACCEPTED', 'DISBURSED')
       OR (sent.bank_status = 'ONGOING' AND inserted.substatus = 'OFFERED')
), mains AS (
    INSERT INTO application_applicants (application_id, position, role, customer_id,
                                        application_created_at)
    SELECT application_id, 0, 'MAIN_APPLICANT', customers[1 + application_id % n], created_at
    FROM inserted, params
), co_applicants AS (
    INSERT INTO application_applicants (application_id, position, role, customer_id,
                                        application_created_at)
    SELECT application_id, 1, 'CO_APPLICANT',
           customers[1 + (application_id + 1 + application_id % 89) % n], created_at
    FROM inserted, params
    -- 1 to 89 places after the main applicant: another person once more than 89 are sampled.
    WHERE application_id % 5 < 2 AND n > 89
)
INSERT INTO application_events (application_id, kind, actor, at, detail)
SELECT application_id, 'created', created_by::text, created_at, '{}'::jsonb FROM inserted
";

/// Inserts generated applications until there are `target` in all; returns (before, inserted).
/// Without sampled customers or staff nothing is inserted: an application without people
/// would be placeholder data.
pub async fn top_up_demo_applications(
    conn: &mut AsyncPgConnection,
    target: u64,
    customer_ids: &[i64],
    staff: &[Uuid],
) -> Result<(u64, u64), CoreError> {
    let before: i64 = diesel::dsl::select(diesel::dsl::sql::<BigInt>(
        "(SELECT count(*) FROM applications)",
    ))
    .get_result(conn)
    .await?;
    let before = u64::try_from(before).unwrap_or_default();
    if customer_ids.is_empty() || staff.is_empty() {
        return Ok((before, 0));
    }
    let mut missing = i64::try_from(target.saturating_sub(before)).unwrap_or(i64::MAX);
    let mut inserted = 0u64;
    while missing > 0 {
        let rows = missing.min(BATCH);
        conn.transaction::<_, CoreError, _>(async |conn| {
            diesel::sql_query(INSERT_BATCH)
                .bind::<BigInt, _>(rows)
                .bind::<Array<BigInt>, _>(customer_ids)
                .bind::<Array<SqlUuid>, _>(staff)
                .execute(conn)
                .await?;
            Ok(())
        })
        .await?;
        missing -= rows;
        inserted += u64::try_from(rows).unwrap_or_default();
    }
    if inserted > 0 {
        // Millions of new rows: the planner's statistics must know them before the first page
        // is read (autovacuum would catch up only later).
        diesel::sql_query(
            "ANALYZE applications, application_applicants, application_events, application_banks",
        )
        .execute(conn)
        .await?;
    }
    Ok((before, inserted))
}
