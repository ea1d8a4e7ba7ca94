//! The start-up every service shares: settings sections, telemetry, metrics, database and
//! migrations, health reporting (NOT_SERVING while the database is unreachable) and the gRPC
//! server with graceful shutdown.

use std::process::ExitCode;
use std::time::Duration;

use diesel_async::RunQueryDsl;
use diesel_migrations::EmbeddedMigrations;
use serde::Deserialize;

use crate::PlatformError;
use crate::config::{ConfigError, Scope, Validate};
use crate::db::{DatabaseSettings, DbPool};
use crate::grpc::{GrpcSettings, HealthReporter, ServingStatus};
use crate::metrics::MetricsSettings;
use crate::shutdown::Shutdown;
use crate::telemetry::{TelemetryGuard, TelemetrySettings};
use tonic_health::pb::health_server::{Health, HealthServer};

/// The sections every service has. Services with more settings embed these fields in their own
/// struct and call [`ServiceSettings::validate_sections`].
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServiceSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
}

impl Validate for ServiceSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        Self::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )
    }
}

impl ServiceSettings {
    pub fn validate_sections(
        scope: &Scope,
        grpc: &GrpcSettings,
        metrics: &MetricsSettings,
        telemetry: &TelemetrySettings,
        database: &DatabaseSettings,
    ) -> Result<(), ConfigError> {
        grpc.validate(scope, "grpc")?;
        metrics.validate(scope, "metrics")?;
        telemetry.validate(scope, "telemetry")?;
        database.validate(scope, "database")
    }
}

/// What a started service holds on to.
pub struct Started {
    pub pool: DbPool,
    pub shutdown: Shutdown,
    pub health: HealthReporter,
    pub telemetry: TelemetryGuard,
}

/// Telemetry, shutdown signal, metrics endpoint, database (created and migrated), health.
pub async fn start(
    name: &str,
    telemetry: &TelemetrySettings,
    metrics: &crate::metrics::MetricsSettings,
    database: &DatabaseSettings,
    migrations: EmbeddedMigrations,
) -> Result<(Started, HealthServer<impl Health>), PlatformError> {
    let telemetry = crate::telemetry::init(name, telemetry)?;
    let shutdown = Shutdown::install();
    crate::metrics::serve(metrics, shutdown.clone())?;
    let pool = crate::db::connect_and_migrate(database, migrations).await?;
    let (health, health_service) = crate::grpc::health_reporter();
    health.set_service_status("", ServingStatus::Serving).await;
    watch_database(pool.clone(), health.clone(), shutdown.clone());
    tracing::info!(service = name, "started");
    Ok((
        Started {
            pool,
            shutdown,
            health,
            telemetry,
        },
        health_service,
    ))
}

/// Reports NOT_SERVING while the database does not answer, SERVING again once it does.
pub fn watch_database(pool: DbPool, health: HealthReporter, shutdown: Shutdown) {
    tokio::spawn(async move {
        let mut serving = true;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(2)) => {}
                _ = shutdown.wait() => return,
            }
            let reachable = ping(&pool).await;
            if reachable != serving {
                serving = reachable;
                let status = if serving {
                    ServingStatus::Serving
                } else {
                    ServingStatus::NotServing
                };
                tracing::warn!(database_reachable = serving, "health changed");
                health.set_service_status("", status).await;
            }
        }
    });
}

async fn ping(pool: &DbPool) -> bool {
    let check = async {
        let mut connection = pool.get().await.ok()?;
        diesel::sql_query("SELECT 1")
            .execute(&mut connection)
            .await
            .ok()
    };
    matches!(
        tokio::time::timeout(Duration::from_secs(2), check).await,
        Ok(Some(_))
    )
}

/// The whole `main` of a service that serves only health and metrics so far.
pub async fn run_health_only(
    name: &str,
    defaults_toml: &str,
    migrations: EmbeddedMigrations,
) -> ExitCode {
    let settings: ServiceSettings = crate::config::load_or_exit(name, defaults_toml);
    let (started, health_service) = match start(
        name,
        &settings.telemetry,
        &settings.metrics,
        &settings.database,
        migrations,
    )
    .await
    {
        Ok(started) => started,
        Err(error) => return exit_with(name, &error),
    };
    let served = crate::grpc::server(&settings.grpc)
        .add_service(health_service)
        .serve_with_shutdown(settings.grpc.listen, started.shutdown.wait_owned())
        .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => exit_with(name, &error.into()),
    }
}

/// Logs why the process stops and returns a failure exit code.
pub fn exit_with(name: &str, error: &PlatformError) -> ExitCode {
    tracing::error!(%error, service = name, "stopping");
    eprintln!("zrm-{name}: {error}");
    ExitCode::FAILURE
}
