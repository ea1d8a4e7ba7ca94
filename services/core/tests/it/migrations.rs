//! Migrations: all up, all down, up again; the seed is idempotent and fast.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::RunQueryDsl;
use zrm_core::app::MIGRATIONS;
use zrm_core::seed::{
    do_seed, do_seed_applications, seed_demo_employees, seed_demo_meetings, top_up_demo_leads,
};
use zrm_platform::db::{revert_all_migrations, run_migrations};

use crate::support::Core;

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
        "application_aml_reviews",
        "application_applicants",
        "application_bank_messages",
        "application_banks",
        "application_comments",
        "application_events",
        "application_incomes",
        "application_invitations",
        "application_properties",
        "applications",
        "bank_integrations",
        "banks",
        "deactivation_requests",
        "employee_changes",
        "employee_settings",
        "employees",
        "kalp_settings",
        "leads",
        "login_challenges",
        "meetings",
        "offers",
        "partner_password_links",
        "property_valuations",
        "schedule_days",
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
    // Five staff and two bank partners.
    assert_eq!(employees, 7, "demo accounts are upserted, not duplicated");
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

#[derive(QueryableByName)]
struct SeededApplications {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    applications: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    mains: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    co_applicants: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    created_entries: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    foreign_customers: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    substatuses: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    drafts_sent: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    at_first_banks: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    past_draft: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    wrong_country: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    two_accepted: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    accepted_offers: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    chosen_without_offer: i64,
}

#[tokio::test]
async fn applications_are_seeded_of_the_sampled_customers_and_topped_up_only() {
    let core = Core::without_mail().await;
    let staff = seed_demo_employees(&core.db.pool).await.unwrap();
    let customers: Vec<i64> = (5_000..5_150).collect();
    // Nobody to draw applicants from: nothing, rather than applications of nobody.
    assert_eq!(
        do_seed_applications(&core.db.pool, 100, &[], &staff)
            .await
            .unwrap(),
        (0, 0)
    );
    assert_eq!(
        do_seed_applications(&core.db.pool, 1_000, &customers, &staff)
            .await
            .unwrap(),
        (0, 1_000)
    );
    assert_eq!(
        do_seed_applications(&core.db.pool, 1_000, &customers, &staff)
            .await
            .unwrap(),
        (1_000, 0)
    );
    let mut conn = core.conn().await;
    let seeded: SeededApplications = diesel::sql_query(
        "SELECT (SELECT count(*) FROM applications) AS applications, \
                (SELECT count(*) FROM application_applicants WHERE role = 'MAIN_APPLICANT') AS mains, \
                (SELECT count(*) FROM application_applicants WHERE role = 'CO_APPLICANT') AS co_applicants, \
                (SELECT count(*) FROM application_events WHERE kind = 'created') AS created_entries, \
                (SELECT count(*) FROM application_applicants \
                  WHERE customer_id NOT BETWEEN 5000 AND 5149) AS foreign_customers, \
                (SELECT count(DISTINCT substatus) FROM applications) AS substatuses, \
                (SELECT count(*) FROM application_banks JOIN applications USING (application_id) \
                  WHERE substatus = 'DRAFT') AS drafts_sent, \
                (SELECT count(*) FROM application_banks WHERE bank_id IN (1, 21)) AS at_first_banks, \
                (SELECT count(*) FROM applications WHERE substatus <> 'DRAFT') AS past_draft, \
                (SELECT count(*) FROM application_banks JOIN applications USING (application_id) \
                  JOIN banks USING (bank_id) WHERE banks.country <> applications.country) AS wrong_country, \
                (SELECT count(*) FROM (SELECT application_id FROM application_banks \
                  WHERE bank_status IN ('ACCEPTED', 'DISBURSED') GROUP BY application_id \
                  HAVING count(*) > 1) AS chosen) AS two_accepted, \
                (SELECT count(*) FROM offers WHERE state = 'ACCEPTED') AS accepted_offers, \
                (SELECT count(*) FROM application_banks b \
                  WHERE bank_status IN ('ACCEPTED', 'DISBURSED') AND NOT EXISTS \
                  (SELECT 1 FROM offers o WHERE o.application_id = b.application_id \
                    AND o.bank_id = b.bank_id AND o.state = 'ACCEPTED')) AS chosen_without_offer",
    )
    .get_result(&mut conn)
    .await
    .unwrap();
    assert_eq!(seeded.applications, 1_000);
    assert_eq!(seeded.mains, 1_000, "one main applicant each");
    assert_eq!(seeded.co_applicants, 400, "two in five have a co-applicant");
    assert_eq!(seeded.created_entries, 1_000, "each has its history entry");
    assert_eq!(seeded.foreign_customers, 0, "only sampled customers");
    assert_eq!(seeded.substatuses, 5, "every substatus is represented");
    // The bank-partner portal has applications to show: three in ten past DRAFT at each
    // country's first bank, of its own country, and never chosen by two banks.
    assert_eq!(seeded.drafts_sent, 0, "a draft is not sent");
    let share = seeded.at_first_banks as f64 / seeded.past_draft as f64;
    assert!((0.25..0.35).contains(&share), "{share}");
    assert_eq!(seeded.wrong_country, 0);
    assert_eq!(seeded.two_accepted, 0);
    // A bank the customer chose holds the offer they accepted.
    assert!(seeded.accepted_offers > 0);
    assert_eq!(seeded.chosen_without_offer, 0);

    // Meetings on the weekdays ahead, three a day per staff member, once.
    let meetings = seed_demo_meetings(&core.db.pool, &staff, 14).await.unwrap();
    let weekdays = (1..=14)
        .map(|ahead| chrono::Utc::now().date_naive() + chrono::Days::new(ahead))
        .filter(|day| chrono::Datelike::weekday(day).number_from_monday() < 6)
        .count();
    assert_eq!(meetings, u64::try_from(weekdays * 3 * staff.len()).unwrap());
    assert_eq!(
        seed_demo_meetings(&core.db.pool, &staff, 14).await.unwrap(),
        0
    );
    drop(conn);
    core.cleanup().await;
}
