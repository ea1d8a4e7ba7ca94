//! The reports read every row of their range once, in their order, across batches: each batch
//! starts after the key (and id) the one before ended on, ties on the key included.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::{Days, Utc};
use tokio_postgres::NoTls;
use zrm_domain::Country;
use zrm_insurance::app::MIGRATIONS;
use zrm_insurance::reports::Report;
use zrm_insurance::reports::batches::{Cursor, next_batch};
use zrm_insurance::reports::range::DayRange;
use zrm_insurance::seed::{Inputs, SeedCustomer, seed_insurances};
use zrm_platform::testing::TestDatabase;

/// Every row of the report, read `limit` at a time; the batches it took.
async fn read_all(
    conn: &mut diesel_async::AsyncPgConnection,
    report: Report,
    range: DayRange,
    limit: i64,
) -> (Vec<String>, usize) {
    let mut ids = Vec::new();
    let mut cursor = Cursor::Start;
    let mut batches = 0;
    while cursor != Cursor::Done {
        let (rows, next) = next_batch(conn, report, range, cursor, limit)
            .await
            .unwrap();
        assert!(rows.len() <= usize::try_from(limit).unwrap());
        ids.extend(rows.into_iter().map(|row| row[0].clone().unwrap()));
        cursor = next;
        batches += 1;
        assert!(batches < 10_000, "{report:?} never ends");
    }
    (ids, batches)
}

#[tokio::test]
async fn every_report_reads_each_row_once_across_batches() {
    let db = TestDatabase::create("zrm_insurance_test", MIGRATIONS)
        .await
        .unwrap();
    let inputs = Inputs {
        customers: (1..=2_000)
            .map(|id| SeedCustomer {
                customer_id: id,
                country: if id % 2 == 0 {
                    Country::Se
                } else {
                    Country::No
                },
                email: String::new(),
                phone_number: String::new(),
            })
            .collect(),
        sellers: Vec::new(),
    };
    seed_insurances(&db.settings.url, 4_000, &inputs)
        .await
        .unwrap();
    let (client, connection) = tokio_postgres::connect(&db.settings.url, NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(connection);
    // Payments and refunds that share their key, so batches end inside a run of equal keys.
    client
        .batch_execute(
            "INSERT INTO insurance_payments (insurance_id, provider, provider_reference, \
               mandate_reference, period_start, charge_date, amount_minor, currency, state, \
               provider_status, created_at, updated_at) \
             SELECT i.insurance_id, 'GOCARDLESS', 'PM' || i.insurance_id || '-' || k, 'MD1', \
               date '2026-01-01' + k, current_date - 10, 10000, 'SEK', 'COLLECTED', 'confirmed', \
               now(), now() \
             FROM (SELECT insurance_id FROM insurances ORDER BY insurance_id LIMIT 100) i, \
               generate_series(0, 24) k; \
             INSERT INTO insurance_refunds (payment_id, provider_reference, amount_minor, currency, \
               provider_status, requested_by, created_at, updated_at) \
             SELECT payment_id, 'RF' || payment_id, 100, 'SEK', 'paid', 'seed', \
               date_trunc('day', now()) - interval '1 day', now() \
             FROM insurance_payments ORDER BY payment_id LIMIT 1200",
        )
        .await
        .unwrap();
    let today = Utc::now().date_naive();
    let from = today.checked_sub_days(Days::new(1_200)).unwrap();
    let range = DayRange::parse(&from.to_string(), &today.to_string()).unwrap();
    let mut conn = db.pool.get().await.unwrap();
    for (report, count_sql) in [
        (
            Report::Signups,
            "SELECT count(*) FROM insurances WHERE signup_date IS NOT NULL",
        ),
        (
            Report::Cancellations,
            "SELECT count(*) FROM insurances WHERE substatus = 'CANCELED'",
        ),
        (
            Report::Deceased,
            "SELECT count(*) FROM insurances WHERE substatus = 'CANCELED' \
             AND cancel_cause = 'CUSTOMER_DECEASED'",
        ),
        (Report::Payments, "SELECT count(*) FROM insurance_payments"),
        (Report::Refunds, "SELECT count(*) FROM insurance_refunds"),
    ] {
        let expected: i64 = client.query_one(count_sql, &[]).await.unwrap().get(0);
        let (ids, batches) = read_all(&mut conn, report, range, 700).await;
        assert_eq!(ids.len(), usize::try_from(expected).unwrap(), "{report:?}");
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{report:?} read a row twice");
        if expected > 700 {
            assert!(batches > 1, "{report:?}");
        }
    }
    drop(conn);
    drop(client);
    driver.abort();
    db.cleanup().await.unwrap();
}
