//! Migrations: all up, all down, up again; the seed is idempotent and fast.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::time::Instant;

use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::RunQueryDsl;
use zrm_core::app::MIGRATIONS;
use zrm_core::seed::{do_seed, seed_demo_employees, top_up_demo_leads};
use zrm_platform::db::{revert_all_migrations, run_migrations};

use support::Core;

#[derive(QueryableByName)]
struct TableName {
    #[diesel(sql_type = Text)]
    table_name: String,
}

async fn tables(core: &Core) -> Vec<String> {
    let mut conn = core.conn().await;
    let mut names: Vec<String> = diesel::sql_query(
        "SELECT table_name::text AS table_name FROM information_schema.tables \
         WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations'",
    )
    .load::<TableName>(&mut conn)
    .await
    .unwrap()
    .into_iter()
    .map(|row| row.table_name)
    .collect();
    names.sort();
    names
}

#[tokio::test]
async fn migrations_go_all_up_all_down_and_up_again() {
    let core = Core::without_mail().await;
    let expected = vec![
        "application_applicants",
        "application_banks",
        "application_comments",
        "application_events",
        "applications",
        "bank_integrations",
        "banks",
        "deactivation_requests",
        "employees",
        "leads",
        "login_challenges",
        "meetings",
        "offers",
        "zrm_inbox",
        "zrm_outbox",
    ];
    assert_eq!(tables(&core).await, expected);

    revert_all_migrations(&core.db.settings.url, MIGRATIONS)
        .await
        .unwrap();
    assert!(tables(&core).await.is_empty());

    run_migrations(&core.db.settings.url, MIGRATIONS)
        .await
        .unwrap();
    assert_eq!(tables(&core).await, expected);
    // The schema the code was written against works on the re-created tables.
    do_seed(&core.db.pool, 20).await.unwrap();
    core.cleanup().await;
}

#[tokio::test]
async fn seed_is_idempotent_and_fast() {
    let core = Core::without_mail().await;
    let assignees = seed_demo_employees(&core.db.pool).await.unwrap();
    assert_eq!(assignees.len(), 5);

    let started = Instant::now();
    let (before, inserted) = top_up_demo_leads(&core.db.pool, 1_000, &assignees)
        .await
        .unwrap();
    let elapsed = started.elapsed();
    assert_eq!((before, inserted), (0, 1_000));
    // Batch inserts: well under a second on the test machines, even in debug builds under load.
    assert!(
        elapsed.as_secs_f64() < 3.0,
        "topping up 1,000 leads took {elapsed:?}"
    );

    let again = do_seed(&core.db.pool, 1_000).await.unwrap();
    assert_eq!(
        (again.employees, again.leads_before, again.leads_inserted),
        (5, 1_000, 0)
    );
    let more = do_seed(&core.db.pool, 1_200).await.unwrap();
    assert_eq!((more.leads_before, more.leads_inserted), (1_000, 200));

    let mut conn = core.conn().await;
    let employees: i64 = zrm_core::schema::employees::table
        .count()
        .get_result(&mut conn)
        .await
        .unwrap();
    // Five staff and one bank partner.
    assert_eq!(employees, 6, "demo accounts are upserted, not duplicated");
    let assigned: i64 = zrm_core::schema::leads::table
        .filter(zrm_core::schema::leads::assignee_id.eq_any(&assignees))
        .count()
        .get_result(&mut conn)
        .await
        .unwrap();
    assert!(
        assigned > 0,
        "some demo leads are assigned to demo employees"
    );
    drop(conn);
    core.cleanup().await;
}
