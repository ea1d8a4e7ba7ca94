//! Postgres through diesel-async: the pool, database creation, and embedded migrations (the
//! platform's outbox/inbox tables first, then the service's own) run at start.

use std::str::FromStr;
use std::time::Duration;

use diesel::migration::{Migration, MigrationSource};
use diesel::pg::Pg;
use diesel_async::AsyncPgConnection;
use diesel_async::async_connection_wrapper::AsyncConnectionWrapper;
use diesel_async::pooled_connection::deadpool::{Object, Pool};
use diesel_async::pooled_connection::{
    AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use serde::Deserialize;

use crate::PlatformError;
use crate::config::{ConfigError, Scope};

pub mod capped;
pub mod like;
mod pipelined;
pub use pipelined::PipelinedReads;

pub type DbPool = Pool<AsyncPgConnection>;
pub type DbConnection = Object<AsyncPgConnection>;

/// The outbox and inbox tables every service has.
pub const PLATFORM_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseSettings {
    /// `postgres://user@host:port/database`; the database is created when missing.
    pub url: String,
    pub pool_size: usize,
    /// How long a caller waits for a free connection before the request fails.
    pub acquire_timeout_ms: u64,
}

impl DatabaseSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        let key = format!("{section}.url");
        scope.require_url(&key, &self.url, &["postgres", "postgresql"])?;
        let config = tokio_postgres::Config::from_str(&self.url)
            .map_err(|error| scope.invalid(&key, error.to_string()))?;
        if config.get_dbname().is_none() {
            return Err(scope.invalid(&key, "must name a database"));
        }
        scope.require_range(&format!("{section}.pool_size"), self.pool_size, 1, 512)?;
        scope.require_range(
            &format!("{section}.acquire_timeout_ms"),
            self.acquire_timeout_ms,
            10,
            60_000,
        )
    }
}

/// Creates the database when missing, runs the platform's and the service's migrations, and
/// returns a pool.
pub async fn connect_and_migrate(
    settings: &DatabaseSettings,
    migrations: EmbeddedMigrations,
) -> Result<DbPool, PlatformError> {
    ensure_database(&settings.url).await?;
    run_migrations(&settings.url, migrations).await?;
    pool(settings)
}

pub fn pool(settings: &DatabaseSettings) -> Result<DbPool, PlatformError> {
    // Fast recycling: a connection back from the pool is checked for an open transaction and a
    // closed socket, not with a `SELECT 1` round trip, which would double the round trips of a
    // one-query request. A connection the server closed is noticed by its driver task and dropped.
    let mut config = ManagerConfig::default();
    config.recycling_method = RecyclingMethod::Fast;
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(
        settings.url.clone(),
        config,
    );
    Pool::builder(manager)
        .max_size(settings.pool_size)
        .wait_timeout(Some(Duration::from_millis(settings.acquire_timeout_ms)))
        .create_timeout(Some(Duration::from_millis(
            settings.acquire_timeout_ms.max(1_000),
        )))
        .runtime(deadpool_runtime())
        .build()
        .map_err(|error| PlatformError::Pool(error.to_string()))
}

fn deadpool_runtime() -> deadpool::Runtime {
    deadpool::Runtime::Tokio1
}

/// A pooled connection.
pub async fn connection(pool: &DbPool) -> Result<DbConnection, PlatformError> {
    Ok(pool.get().await?)
}

/// Creates the database named in `url` when it does not exist (connecting to `postgres` on the
/// same server). Safe to run concurrently.
pub async fn ensure_database(url: &str) -> Result<(), PlatformError> {
    let config = tokio_postgres::Config::from_str(url)?;
    let name = config
        .get_dbname()
        .ok_or_else(|| PlatformError::Migration("the database URL names no database".into()))?
        .to_string();
    let client = maintenance_client(config).await?;
    let exists = client
        .query_opt("SELECT 1 FROM pg_database WHERE datname = $1", &[&name])
        .await?
        .is_some();
    if !exists {
        let statement = format!("CREATE DATABASE {}", quote_identifier(&name));
        match client.batch_execute(&statement).await {
            Ok(()) => tracing::info!(database = %name, "created database"),
            // Another process created it between our check and our CREATE.
            // Depending on timing Postgres reports the loser as a duplicate database or as a
            // unique violation on pg_database.
            Err(error)
                if matches!(
                    error.code(),
                    Some(&tokio_postgres::error::SqlState::DUPLICATE_DATABASE)
                        | Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION)
                ) => {}
            Err(error) => return Err(error.into()),
        }
    }
    Ok(())
}

/// Drops the database named in `url` (used by tests to clean up after themselves).
pub async fn drop_database(url: &str) -> Result<(), PlatformError> {
    let config = tokio_postgres::Config::from_str(url)?;
    let Some(name) = config.get_dbname().map(str::to_string) else {
        return Ok(());
    };
    let client = maintenance_client(config).await?;
    client
        .batch_execute(&format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            quote_identifier(&name)
        ))
        .await?;
    Ok(())
}

async fn maintenance_client(
    mut config: tokio_postgres::Config,
) -> Result<tokio_postgres::Client, PlatformError> {
    config.dbname("postgres");
    let (client, connection) = config.connect(tokio_postgres::NoTls).await?;
    tokio::spawn(async move {
        if let Err(error) = connection.await {
            tracing::warn!(%error, "maintenance connection closed");
        }
    });
    Ok(client)
}

fn quote_identifier(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// Key of the advisory lock held while migrating. Advisory locks are scoped to one database, so
/// one key serves every service.
const MIGRATION_LOCK_KEY: i64 = 0x7a72_6d5f_6d69_6772; // "zrm_migr"

/// Runs pending platform migrations, then pending service migrations. Replicas starting together
/// take turns on an advisory lock: the first migrates, the others wait and then find nothing
/// pending.
pub async fn run_migrations(
    url: &str,
    migrations: EmbeddedMigrations,
) -> Result<(), PlatformError> {
    with_migration_connection(url, move |connection| {
        with_migration_lock(connection, |connection| {
            for source in [PLATFORM_MIGRATIONS, migrations] {
                connection
                    .run_pending_migrations(source)
                    .map_err(|error| PlatformError::Migration(error.to_string()))?;
            }
            Ok(())
        })
    })
    .await
}

fn with_migration_lock<F>(
    connection: &mut AsyncConnectionWrapper<AsyncPgConnection>,
    work: F,
) -> Result<(), PlatformError>
where
    F: FnOnce(&mut AsyncConnectionWrapper<AsyncPgConnection>) -> Result<(), PlatformError>,
{
    use diesel::RunQueryDsl;
    use diesel::sql_types::BigInt;
    diesel::sql_query("SELECT pg_advisory_lock($1)")
        .bind::<BigInt, _>(MIGRATION_LOCK_KEY)
        .execute(connection)?;
    let outcome = work(connection);
    // The lock is also released when the connection closes, which follows right after.
    let unlocked = diesel::sql_query("SELECT pg_advisory_unlock($1)")
        .bind::<BigInt, _>(MIGRATION_LOCK_KEY)
        .execute(connection);
    outcome.and(unlocked.map(|_| ()).map_err(PlatformError::from))
}

/// Reverts the service's migrations, then the platform's (newest first). For migration tests.
pub async fn revert_all_migrations(
    url: &str,
    migrations: EmbeddedMigrations,
) -> Result<(), PlatformError> {
    with_migration_connection(url, move |connection| {
        for source in [migrations, PLATFORM_MIGRATIONS] {
            let applied = connection
                .applied_migrations()
                .map_err(|error| PlatformError::Migration(error.to_string()))?;
            let mut known: Vec<Box<dyn Migration<Pg>>> = MigrationSource::<Pg>::migrations(&source)
                .map_err(|error| PlatformError::Migration(error.to_string()))?;
            known.retain(|migration| applied.contains(&migration.name().version().as_owned()));
            known.sort_by_key(|migration| migration.name().version().as_owned());
            for migration in known.iter().rev() {
                connection
                    .revert_migration(migration.as_ref())
                    .map_err(|error| PlatformError::Migration(error.to_string()))?;
            }
        }
        Ok(())
    })
    .await
}

/// Migrations are synchronous in diesel; run them on a blocking thread over the async connection.
async fn with_migration_connection<F>(url: &str, work: F) -> Result<(), PlatformError>
where
    F: FnOnce(&mut AsyncConnectionWrapper<AsyncPgConnection>) -> Result<(), PlatformError>
        + Send
        + 'static,
{
    use diesel::Connection;
    let url = url.to_string();
    tokio::task::spawn_blocking(move || {
        let mut connection = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)?;
        work(&mut connection)
    })
    .await
    .map_err(|error| PlatformError::Migration(format!("migration task failed: {error}")))?
}
