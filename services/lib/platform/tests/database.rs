#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The database plumbing against the real Postgres: replicas starting at once, the pool after
//! the server closed its connections, and the pipelined reads.

mod support;

use diesel::migration::MigrationSource;
use diesel::pg::Pg;
use diesel_async::RunQueryDsl;
use support::NO_SERVICE_MIGRATIONS;
use zrm_platform::db::{self, DatabaseSettings, PLATFORM_MIGRATIONS};

#[derive(diesel::QueryableByName)]
struct Applied {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    count: i64,
}

/// Several replicas starting at once against a database that does not exist yet: every one
/// creates-if-missing and migrates without tripping over the others.
#[tokio::test]
async fn replicas_starting_together_all_migrate_once() {
    let server = std::env::var("ZRM_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into());
    let settings = DatabaseSettings {
        url: format!("{server}/platform_race_{}", uuid::Uuid::new_v4().simple()),
        pool_size: 2,
        acquire_timeout_ms: 5_000,
    };

    let replicas = (0..6).map(|_| {
        let settings = settings.clone();
        tokio::spawn(async move { db::connect_and_migrate(&settings, NO_SERVICE_MIGRATIONS).await })
    });
    let mut pools = Vec::new();
    for replica in futures_util::future::join_all(replicas).await {
        pools.push(replica.unwrap().expect("every replica starts"));
    }

    let mut connection = pools[0].get().await.unwrap();
    let applied: Applied =
        diesel::sql_query("SELECT count(*) AS count FROM __diesel_schema_migrations")
            .get_result(&mut connection)
            .await
            .unwrap();
    let known = MigrationSource::<Pg>::migrations(&PLATFORM_MIGRATIONS)
        .unwrap()
        .len();
    assert_eq!(applied.count, i64::try_from(known).unwrap());

    drop(connection);
    drop(pools);
    db::drop_database(&settings.url).await.unwrap();
}

/// Pooled connections are recycled without a test query, so a connection the server closed must
/// still never be handed out again once its driver noticed.
#[tokio::test]
async fn the_pool_replaces_connections_the_server_closed() {
    let database =
        zrm_platform::testing::TestDatabase::create("platform_pool", NO_SERVICE_MIGRATIONS)
            .await
            .unwrap();
    let held: Vec<_> = futures_util::future::join_all((0..4).map(|_| database.pool.get()))
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    drop(held);
    let name = database
        .settings
        .url
        .rsplit('/')
        .next()
        .unwrap()
        .to_string();
    let mut admin = database.pool.get().await.unwrap();
    diesel::sql_query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = $1 AND pid <> pg_backend_pid()",
    )
    .bind::<diesel::sql_types::Text, _>(&name)
    .execute(&mut admin)
    .await
    .unwrap();
    drop(admin);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;

    for _ in 0..8 {
        let mut connection = database.pool.get().await.unwrap();
        let applied: Applied = diesel::sql_query("SELECT 1::int8 AS count")
            .get_result(&mut connection)
            .await
            .expect("a pooled connection works after the server closed the others");
        assert_eq!(applied.count, 1);
    }
    database.cleanup().await.unwrap();
}

#[derive(diesel::QueryableByName)]
struct Backend {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pid: i32,
}

async fn backend_pid(mut connection: &diesel_async::AsyncPgConnection) -> diesel::QueryResult<i32> {
    let backend: Backend = diesel::sql_query("SELECT pg_backend_pid() AS pid")
        .get_result(&mut connection)
        .await?;
    Ok(backend.pid)
}

/// Concurrent point reads share one server connection (pipelined); when the server closes it, the
/// read that finds it closed runs again on a new connection, so no read fails.
#[tokio::test]
async fn pipelined_reads_share_one_connection_and_reconnect_after_it_closed() {
    let database =
        zrm_platform::testing::TestDatabase::create("platform_pipelined", NO_SERVICE_MIGRATIONS)
            .await
            .unwrap();
    let reads = db::PipelinedReads::new(&database.settings);
    let pids = futures_util::future::join_all(
        (0..16).map(|_| reads.read(|connection| async move { backend_pid(&connection).await })),
    )
    .await;
    let pids: std::collections::HashSet<i32> = pids.into_iter().map(Result::unwrap).collect();
    assert_eq!(pids.len(), 1, "16 concurrent reads, one backend: {pids:?}");
    let first = *pids.iter().next().unwrap();

    let mut admin = database.pool.get().await.unwrap();
    diesel::sql_query("SELECT pg_terminate_backend($1)")
        .bind::<diesel::sql_types::Integer, _>(first)
        .execute(&mut admin)
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;

    for _ in 0..3 {
        let pid = reads
            .read(|connection| async move { backend_pid(&connection).await })
            .await
            .expect("a read after the server closed the connection succeeds on a new one");
        assert_ne!(pid, first);
    }
    drop(reads);
    database.cleanup().await.unwrap();
}
