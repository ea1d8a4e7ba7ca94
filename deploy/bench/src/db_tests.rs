//! db.rs and pgbench.rs against the real PostgreSQL: each test makes its own database.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use tokio_postgres::Client;

use crate::db::{OutboxProbe, connect, create_scratch_leads, drop_scratch, lead_ids, lead_pk};
use crate::pgbench;
use crate::scenarios::applications::{baseline_script, create_scratch_applications};

fn server_url() -> String {
    std::env::var("ZRM_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

/// A fresh database named after the test; dropped by `drop_db`.
async fn fresh_db(test: &str) -> (Client, String, String) {
    let name = format!("zrm_bench_{test}_{}", uuid::Uuid::new_v4().simple());
    let admin = connect(&format!("{}/postgres", server_url()))
        .await
        .unwrap();
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    let url = format!("{}/{name}", server_url());
    (connect(&url).await.unwrap(), url, name)
}

async fn drop_db(name: &str) {
    let admin = connect(&format!("{}/postgres", server_url()))
        .await
        .unwrap();
    admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .await
        .unwrap();
}

const LEADS: &str = "CREATE TABLE leads (
    lead_id bigserial PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now(),
    source text NOT NULL,
    country text NOT NULL,
    create_source jsonb NOT NULL,
    data jsonb NOT NULL,
    handled boolean NOT NULL DEFAULT false,
    external_ref text UNIQUE,
    note text
);
CREATE INDEX leads_created ON leads (created_at DESC);
INSERT INTO leads (source, country, create_source, data, external_ref, note) VALUES
  ('ONLINE_LEAD', 'SE', '{\"type\":\"online_form\",\"error\":null}',
   '{\"applicant\":{\"pni\":\"198112289874\",\"first_name\":\"Anna\",\"at\":\"10:20:30\"}}', 'ref-1', 'it''s a \\ note');";

#[tokio::test]
async fn scratch_insert_repeats_without_touching_leads() {
    let (db, url, name) = fresh_db("scratch").await;
    db.batch_execute(LEADS).await.unwrap();
    let pk = lead_pk(&db).await.unwrap();
    assert_eq!(pk, "lead_id");
    assert_eq!(lead_ids(&db, &pk).await.unwrap(), vec![1]);

    let insert = create_scratch_leads(&db, &pk).await.unwrap();
    assert!(
        insert.starts_with("INSERT INTO zrm_bench.leads"),
        "{insert}"
    );
    let target = pgbench::Target::from_url(&url).unwrap();
    let figures = pgbench::run(&target, &format!("{insert}\n"), 2, Duration::from_secs(1))
        .await
        .unwrap();
    assert!(figures.per_second > 0.0);
    assert!(figures.ok > 1, "{figures:?}");

    let scratch: i64 = db
        .query_one("SELECT count(*) FROM zrm_bench.leads", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(u64::try_from(scratch).unwrap(), figures.ok);
    let copied: String = db
        .query_one(
            "SELECT data->'applicant'->>'at' FROM zrm_bench.leads LIMIT 1",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(copied, "10:20:30");
    let leads: i64 = db
        .query_one("SELECT count(*) FROM leads", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(leads, 1);
    let last: i64 = db
        .query_one("SELECT last_value FROM leads_lead_id_seq", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(last, 1, "the real sequence must not move");

    drop_scratch(&db).await.unwrap();
    let gone: Option<String> = db
        .query_one("SELECT to_regclass('zrm_bench.leads')::text", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(gone, None);
    drop(db);
    drop_db(&name).await;
}

#[tokio::test]
async fn outbox_probe_counts_unsent_rows() {
    let (db, _, name) = fresh_db("outbox").await;
    db.batch_execute(
        "CREATE TABLE outbox (id bigserial PRIMARY KEY, payload bytea NOT NULL, published_at timestamptz);
         INSERT INTO outbox (payload, published_at) VALUES ('a', now()), ('b', NULL), ('c', NULL);",
    )
    .await
    .unwrap();
    let probe = OutboxProbe::detect(&db).await.unwrap();
    assert_eq!(probe.unsent(&db).await.unwrap(), 2);
    db.batch_execute("UPDATE outbox SET published_at = now()")
        .await
        .unwrap();
    assert_eq!(probe.unsent(&db).await.unwrap(), 0);
    drop(db);
    drop_db(&name).await;
}

/// The three tables an application is written to, as far as the (f) baseline uses them.
const APPLICATIONS: &str = "CREATE TABLE employees (user_id uuid PRIMARY KEY);
INSERT INTO employees VALUES ('6a1b7a52-3d55-4c2e-9d6f-6b0e0d1f4e21');
CREATE TABLE applications (
    application_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    country text NOT NULL CHECK (country IN ('SE', 'NO')),
    created_at timestamptz NOT NULL DEFAULT now(),
    loan_purpose text NOT NULL,
    mortgage_loan_amount bigint,
    assignee_id uuid REFERENCES employees (user_id),
    created_by uuid NOT NULL
);
CREATE INDEX applications_newest_idx ON applications (created_at DESC, application_id DESC);
CREATE TABLE application_applicants (
    application_id bigint NOT NULL REFERENCES applications (application_id),
    position smallint NOT NULL,
    role text NOT NULL,
    customer_id bigint NOT NULL,
    application_created_at timestamptz NOT NULL,
    PRIMARY KEY (application_id, position)
);
CREATE TABLE application_events (
    event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id bigint NOT NULL REFERENCES applications (application_id),
    kind text NOT NULL,
    actor text NOT NULL,
    detail jsonb NOT NULL
);";

#[tokio::test]
async fn application_baseline_writes_the_same_rows_into_copies() {
    let (db, url, name) = fresh_db("applications").await;
    db.batch_execute(APPLICATIONS).await.unwrap();
    create_scratch_applications(&db).await.unwrap();
    let target = pgbench::Target::from_url(&url).unwrap();
    let script = baseline_script("6a1b7a52-3d55-4c2e-9d6f-6b0e0d1f4e21");
    let figures = pgbench::run(&target, &script, 2, Duration::from_secs(1))
        .await
        .unwrap();
    assert!(figures.ok > 1, "{figures:?}");

    let count = |table: &'static str| {
        let db = &db;
        async move {
            let count: i64 = db
                .query_one(&format!("SELECT count(*) FROM {table}"), &[])
                .await
                .unwrap()
                .get(0);
            u64::try_from(count).unwrap()
        }
    };
    for table in [
        "zrm_bench.applications",
        "zrm_bench.application_applicants",
        "zrm_bench.application_events",
    ] {
        assert_eq!(count(table).await, figures.ok, "{table}");
    }
    assert_eq!(count("applications").await, 0, "the real tables stay empty");
    let kind: String = db
        .query_one("SELECT kind FROM zrm_bench.application_events LIMIT 1", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(kind, "created");
    drop(db);
    drop_db(&name).await;
}
