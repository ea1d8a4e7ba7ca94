//! The seed command tops the signed-up insurances up to the size asked, with rows the tables'
//! checks and unique indexes take, their event log and alerts, none of them due for billing, and
//! adds nothing when it is run again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tokio_postgres::NoTls;
use zrm_domain::Country;
use zrm_insurance::app::MIGRATIONS;
use zrm_insurance::seed::{Inputs, SeedCustomer, seed_insurances};
use zrm_platform::testing::TestDatabase;

fn inputs(customers: i64) -> Inputs {
    Inputs {
        customers: (1..=customers)
            .map(|id| SeedCustomer {
                customer_id: 1_000 + id,
                country: if id % 3 == 0 {
                    Country::No
                } else {
                    Country::Se
                },
                email: format!("kund{id}@example.se"),
                phone_number: String::new(),
            })
            .collect(),
        sellers: vec!["0b0c2d7e-4b8a-4d6e-9a51-6f5f0c1d2e3f".into()],
    }
}

async fn one(client: &tokio_postgres::Client, sql: &str) -> i64 {
    client.query_one(sql, &[]).await.unwrap().get(0)
}

#[tokio::test]
async fn seeds_up_to_the_size_asked_once() {
    let db = TestDatabase::create("zrm_insurance_test", MIGRATIONS)
        .await
        .unwrap();
    let inputs = inputs(1_500);
    let first = seed_insurances(&db.settings.url, 3_000, &inputs)
        .await
        .unwrap();
    assert_eq!((first.before, first.inserted), (0, 3_000));
    let again = seed_insurances(&db.settings.url, 3_000, &inputs)
        .await
        .unwrap();
    assert_eq!((again.before, again.inserted), (3_000, 0));
    let more = seed_insurances(&db.settings.url, 3_500, &inputs)
        .await
        .unwrap();
    assert_eq!((more.before, more.inserted), (3_000, 500));

    let (client, connection) = tokio_postgres::connect(&db.settings.url, NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(connection);
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances WHERE signup_date IS NOT NULL"
        )
        .await,
        3_500
    );
    // Currency, provider and group follow the country; accident insurance is Swedish.
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances WHERE (country = 'SE') <> (currency = 'SEK') \
             OR (country = 'SE') <> (mandate_provider = 'GOCARDLESS') \
             OR (insurance_group = 'ACCIDENT_INSURANCE' AND country = 'NO') \
             OR product_code <> country || '-' || split_part(insurance_group, '_', 1) || '-1'"
        )
        .await,
        0
    );
    // Every insurance has its log from creation; in-force ones are not due before tomorrow.
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances i WHERE NOT EXISTS (SELECT 1 FROM insurance_events e \
             WHERE e.insurance_id = i.insurance_id AND e.event_type = 'INSURANCE_CREATED')"
        )
        .await,
        0
    );
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances WHERE substatus IN ('ACTIVE', 'PENDING_CANCELLATION') \
             AND (next_period_start IS NULL OR next_period_start <= current_date)"
        )
        .await,
        0
    );
    assert!(
        one(
            &client,
            "SELECT count(*) FROM insurances WHERE substatus = 'ACTIVE'"
        )
        .await
            > 2_000
    );
    // The alerts job finds nothing to raise: each stopped mandate has its alert.
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances i WHERE substatus = 'INACTIVE_MANDATE' AND NOT EXISTS \
             (SELECT 1 FROM cancellation_alerts a WHERE a.insurance_id = i.insurance_id \
              AND a.alert_type = 'INACTIVE_MANDATE' \
              AND a.episode = (i.mandate_updated_at AT TIME ZONE 'UTC')::date)"
        )
        .await,
        0
    );
    assert_eq!(
        one(
            &client,
            "SELECT count(*) FROM insurances WHERE (substatus = 'CANCELED') <> (cancelled_at IS NOT NULL)"
        )
        .await,
        0
    );
    drop(client);
    driver.abort();
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn refuses_to_seed_without_customers() {
    let db = TestDatabase::create("zrm_insurance_test", MIGRATIONS)
        .await
        .unwrap();
    let error = seed_insurances(&db.settings.url, 10, &Inputs::default())
        .await
        .err()
        .unwrap();
    assert!(
        error.to_string().contains("ZRM_SEED_CUSTOMER_IDS"),
        "{error}"
    );
    // Nothing asked, nothing needed.
    let none = seed_insurances(&db.settings.url, 0, &Inputs::default())
        .await
        .unwrap();
    assert_eq!((none.before, none.inserted), (0, 0));
    db.cleanup().await.unwrap();
}
