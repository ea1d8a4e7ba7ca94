//! The seed command tops the register up to the size asked, with valid rows and their audit,
//! and adds nothing when it is run again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use diesel::dsl::count_star;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use zrm_kdlt::app::MIGRATIONS;
use zrm_kdlt::schema::{customer_audit, customers};
use zrm_kdlt::seed::seed_customers;
use zrm_platform::testing::TestDatabase;

#[tokio::test]
async fn seeds_up_to_the_size_asked_once() {
    let db = TestDatabase::create("zrm_kdlt_seed_test", MIGRATIONS)
        .await
        .unwrap();
    let first = seed_customers(&db.settings.url, 2_500).await.unwrap();
    assert_eq!((first.before, first.inserted), (0, 2_500));
    let again = seed_customers(&db.settings.url, 2_500).await.unwrap();
    assert_eq!((again.before, again.inserted), (2_500, 0));

    let mut conn = db.pool.get().await.unwrap();
    let rows: i64 = customers::table
        .select(count_star())
        .get_result(&mut conn)
        .await
        .unwrap();
    let audit: i64 = customer_audit::table
        .filter(customer_audit::action.eq("created"))
        .select(count_star())
        .get_result(&mut conn)
        .await
        .unwrap();
    let countries: Vec<String> = customers::table
        .select(customers::country)
        .distinct()
        .order(customers::country)
        .load(&mut conn)
        .await
        .unwrap();
    assert_eq!((rows, audit), (2_500, 2_500));
    assert_eq!(countries, ["NO", "SE"]);
    drop(conn);
    db.cleanup().await.unwrap();
}
