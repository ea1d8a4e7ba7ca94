//! The admin sales report adds up the seeded signups exactly: across windows of days and batches
//! of any size every (day, country, group, seller) group comes once, in order, its counts and
//! premiums those of the table, each currency on its own; a country narrows it; and the plan
//! reads the covering index.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;

use chrono::{Days, Utc};
use tokio_postgres::NoTls;
use zrm_domain::Country;
use zrm_insurance::app::MIGRATIONS;
use zrm_insurance::reports::range::DayRange;
use zrm_insurance::reports::sales::{SalesCursor, SalesQuery, SalesRow, next_sales_batch};
use zrm_insurance::seed::{Inputs, SeedCustomer, seed_insurances};
use zrm_platform::testing::TestDatabase;

/// Every row of the report, read `limit` at a time.
async fn read_all(
    conn: &mut diesel_async::AsyncPgConnection,
    query: &SalesQuery,
    limit: i64,
) -> Vec<SalesRow> {
    let mut rows = Vec::new();
    let mut cursor = SalesCursor::start(query);
    let mut batches = 0;
    while cursor != SalesCursor::Done {
        let (batch, next) = next_sales_batch(conn, query, cursor, limit).await.unwrap();
        assert!(batch.len() <= usize::try_from(limit).unwrap());
        assert!(
            !batch.is_empty() || next == SalesCursor::Done,
            "only the end is empty"
        );
        rows.extend(batch);
        cursor = next;
        batches += 1;
        assert!(batches < 10_000, "the report never ends");
    }
    rows
}

type Key = (String, String, String, String, String);
type Totals = (i64, i64, i64);

/// The same sums, straight from the table.
async fn expected(client: &tokio_postgres::Client, country: &str) -> BTreeMap<Key, Totals> {
    client
        .query(
            "SELECT (signup_date AT TIME ZONE 'UTC')::date::text, country, currency, \
               insurance_group, CASE WHEN self_sign_up THEN '' ELSE created_by END, \
               count(*), count(*) FILTER (WHERE substatus IN ('ACTIVE', 'PENDING_CANCELLATION')), \
               sum(premium_minor)::bigint \
             FROM insurances WHERE signup_date IS NOT NULL AND ($1 = '' OR country = $1) \
             GROUP BY 1, 2, 3, 4, 5",
            &[&country],
        )
        .await
        .unwrap()
        .into_iter()
        .map(|row| {
            (
                (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4)),
                (row.get(5), row.get(6), row.get(7)),
            )
        })
        .collect()
}

fn totals(rows: &[SalesRow]) -> BTreeMap<Key, Totals> {
    rows.iter()
        .map(|row| {
            (
                (
                    row.day.to_string(),
                    row.country.clone(),
                    row.currency.clone(),
                    row.insurance_group.clone(),
                    row.seller.clone(),
                ),
                (row.sold, row.active, row.premiums_minor),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_sales_report_adds_up_the_signups_by_day_country_group_and_seller() {
    let db = TestDatabase::create("zrm_insurance_test", MIGRATIONS)
        .await
        .unwrap();
    let inputs = Inputs {
        customers: (1..=1_500)
            .map(|id| SeedCustomer {
                customer_id: id,
                country: if id % 3 == 0 {
                    Country::No
                } else {
                    Country::Se
                },
                email: String::new(),
                phone_number: String::new(),
            })
            .collect(),
        sellers: vec![
            "0b0c2d7e-4b8a-4d6e-9a51-6f5f0c1d2e3f".into(),
            "7d1e5a9c-2f3b-4c8d-8e6f-1a2b3c4d5e6f".into(),
        ],
    };
    seed_insurances(&db.settings.url, 3_000, &inputs)
        .await
        .unwrap();
    let (client, connection) = tokio_postgres::connect(&db.settings.url, NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(connection);
    let today = Utc::now().date_naive();
    let from = today.checked_sub_days(Days::new(1_200)).unwrap();
    let range = DayRange::parse(&from.to_string(), &today.to_string()).unwrap();
    let mut conn = db.pool.get().await.unwrap();

    let both = SalesQuery {
        range,
        country: None,
    };
    let everything = expected(&client, "").await;
    assert!(everything.len() > 500, "{}", everything.len());
    // Small batches end inside windows and inside days; large ones span windows.
    for limit in [7, 250, 5_000] {
        let rows = read_all(&mut conn, &both, limit).await;
        assert_eq!(
            rows.len(),
            everything.len(),
            "limit {limit}: a group twice or missing"
        );
        assert_eq!(totals(&rows), everything, "limit {limit}");
        let days: Vec<_> = rows.iter().map(|row| row.day).collect();
        assert!(days.is_sorted(), "limit {limit}: in the order of days");
    }
    let rows = read_all(&mut conn, &both, 250).await;
    // One currency per country; the customers' own sign-ups have no seller.
    assert!(rows.iter().all(|row| {
        (row.country == "SE") == (row.currency == "SEK")
            && row.seller.is_empty() == row.self_sign_up
    }));
    assert!(rows.iter().any(|row| row.self_sign_up));
    assert!(rows.iter().any(|row| !row.self_sign_up));

    let norway = SalesQuery {
        range,
        country: Some(Country::No),
    };
    let rows = read_all(&mut conn, &norway, 250).await;
    assert_eq!(totals(&rows), expected(&client, "NO").await);
    assert!(rows.iter().all(|row| row.currency == "NOK"));

    // A day with nothing sold: no rows, and the end at once.
    let future = today.checked_add_days(Days::new(400)).unwrap();
    let empty = SalesQuery {
        range: DayRange::parse(&future.to_string(), &future.to_string()).unwrap(),
        country: None,
    };
    assert!(read_all(&mut conn, &empty, 250).await.is_empty());

    // The window is read from the covering index alone. The test table is small enough for a
    // sequential scan to win, so that is taken off the table; among the indexes, this one wins.
    client
        .batch_execute("VACUUM ANALYZE insurances")
        .await
        .unwrap();
    client
        .batch_execute("SET enable_seqscan = off")
        .await
        .unwrap();
    let plan: Vec<String> = client
        .query(
            "EXPLAIN SELECT country, currency, insurance_group, self_sign_up, created_by, \
               substatus, premium_minor FROM insurances \
             WHERE signup_date >= now() - interval '31 days' AND signup_date < now()",
            &[],
        )
        .await
        .unwrap()
        .into_iter()
        .map(|row| row.get(0))
        .collect();
    assert!(
        plan.iter()
            .any(|line| line.contains("Index Only Scan using insurances_sales_by_signup")),
        "{plan:?}"
    );

    drop(conn);
    drop(client);
    driver.abort();
    db.cleanup().await.unwrap();
}
