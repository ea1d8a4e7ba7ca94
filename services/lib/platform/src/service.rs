//! The start-up every service shares, written once: settings sections, telemetry, metrics,
//! database and migrations, the outbox relay and consumers, the gRPC server with health
//! (NOT_SERVING while the database or the broker is unreachable) and the drain on SIGTERM. A
//! service's `main.rs` calls [`run`] with its wiring function.

use std::convert::Infallible;
use std::future::Future;
use std::process::ExitCode;
use std::time::Duration;

use diesel_async::RunQueryDsl;
use diesel_migrations::EmbeddedMigrations;
use serde::Deserialize;

use tokio::task::JoinHandle;
use tonic::server::NamedService;
use tonic::service::RoutesBuilder;

use crate::PlatformError;
use crate::bus::{AmqpSettings, Consumer, EventHandler};
use crate::config::{ConfigError, Scope, Validate};
use crate::db::{DatabaseSettings, DbPool};
use crate::grpc::{GrpcSettings, HealthReporter, ServingStatus};
use crate::metrics::MetricsSettings;
use crate::outbox::{Outbox, OutboxRelay};
use crate::shutdown::Shutdown;
use crate::telemetry::{TelemetryGuard, TelemetrySettings};

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

/// The sections of a service's settings the runner reads, borrowed from the service's own
/// settings type.
#[derive(Clone, Copy)]
pub struct Sections<'a> {
    pub grpc: &'a GrpcSettings,
    pub metrics: &'a MetricsSettings,
    pub telemetry: &'a TelemetrySettings,
    pub database: &'a DatabaseSettings,
}

impl ServiceSettings {
    pub fn sections(&self) -> Sections<'_> {
        Sections {
            grpc: &self.grpc,
            metrics: &self.metrics,
            telemetry: &self.telemetry,
            database: &self.database,
        }
    }
}

/// A service being started: what its parts need (the pool, the shutdown signal) and what the
/// runner serves and waits for (gRPC services, the outbox relay, consumers). Each service's
/// `app.rs` receives one in its wiring function, adds its parts and hands it back.
pub struct Service {
    name: &'static str,
    pub pool: DbPool,
    pub shutdown: Shutdown,
    grpc: GrpcSettings,
    routes: RoutesBuilder,
    served: Vec<&'static str>,
    broker: Option<AmqpSettings>,
    tasks: Vec<(&'static str, JoinHandle<()>)>,
    _telemetry: TelemetryGuard,
}

impl Service {
    /// Telemetry, shutdown signal, metrics endpoint, database (created and migrated).
    pub async fn start(
        name: &'static str,
        sections: Sections<'_>,
        migrations: EmbeddedMigrations,
    ) -> Result<Self, PlatformError> {
        let telemetry = crate::telemetry::init(name, sections.telemetry)?;
        let shutdown = Shutdown::install();
        crate::metrics::serve(sections.metrics, shutdown.clone())?;
        let pool = crate::db::connect_and_migrate(sections.database, migrations).await?;
        tracing::info!(service = name, "started");
        Ok(Self {
            name,
            pool,
            shutdown,
            grpc: sections.grpc.clone(),
            routes: RoutesBuilder::default(),
            served: Vec::new(),
            broker: None,
            tasks: Vec::new(),
            _telemetry: telemetry,
        })
    }

    /// The bound every gRPC server of this service applies to its messages.
    pub fn max_message_bytes(&self) -> usize {
        self.grpc.max_message_bytes
    }

    /// Serves a gRPC service (a generated `...Server`); its name is reported by the health service.
    pub fn serve_grpc<S>(&mut self, server: S) -> &mut Self
    where
        S: tower::Service<
                http::Request<tonic::body::Body>,
                Response = http::Response<tonic::body::Body>,
                Error = Infallible,
            > + NamedService
            + Clone
            + Send
            + Sync
            + 'static,
        S::Future: Send + 'static,
    {
        self.routes.add_service(server);
        self.served.push(S::NAME);
        self
    }

    /// Starts the transactional outbox's relay to RabbitMQ; the returned handle wakes it after a
    /// commit. The service's readiness then covers the broker too.
    pub fn outbox_relay(&mut self, amqp: &AmqpSettings) -> Outbox {
        let (outbox, relay) =
            OutboxRelay::spawn(self.pool.clone(), amqp.clone(), self.shutdown.clone());
        self.tasks.push(("outbox relay", relay));
        self.broker = Some(amqp.clone());
        outbox
    }

    /// Runs a background task of the service (e.g. a dispatcher); the runner waits for it after
    /// SIGTERM, so it should end on `shutdown`.
    pub fn spawn_task(&mut self, name: &'static str, task: JoinHandle<()>) {
        self.tasks.push((name, task));
    }

    /// Starts a consumer (its queue, bindings, inbox and dead-lettering are the platform's).
    pub fn consume<H: EventHandler>(&mut self, amqp: &AmqpSettings, consumer: Consumer<H>) {
        let task = consumer.spawn(self.pool.clone(), amqp.clone(), self.shutdown.clone());
        self.tasks.push(("consumer", task));
        self.broker = Some(amqp.clone());
    }

    /// Serves gRPC (with health: NOT_SERVING while the database or the broker is unreachable)
    /// until SIGTERM, then lets the background tasks finish (the relay publishes what was
    /// committed before the server stopped).
    pub async fn serve(self) -> Result<(), PlatformError> {
        let (health, health_service) = crate::grpc::health_reporter();
        let mut names = vec![""];
        names.extend(self.served.iter().copied());
        for name in &names {
            health
                .set_service_status(*name, ServingStatus::Serving)
                .await;
        }
        watch_dependencies(Dependencies {
            pool: self.pool.clone(),
            broker: self.broker.clone(),
            health,
            names,
            shutdown: self.shutdown.clone(),
        });
        let mut routes = self.routes;
        routes.add_service(health_service);
        let served = crate::grpc::server(&self.grpc)
            .add_routes(routes.routes())
            .serve_with_shutdown(self.grpc.listen, self.shutdown.clone().wait_owned())
            .await;
        if let Err(error) = &served {
            // The server never ran (its address taken) or stopped on its own: end the background
            // tasks too, so the process exits with the error instead of lingering without gRPC.
            tracing::error!(%error, listen = %self.grpc.listen, service = self.name, "gRPC server failed");
            self.shutdown.trigger();
        }
        for (task, handle) in self.tasks {
            if let Err(error) = handle.await {
                tracing::warn!(%error, task, service = self.name, "background task ended abnormally");
            }
        }
        Ok(served?)
    }
}

/// The whole serving part of a service's `main`: starts it, lets `wire` add the service's parts,
/// serves until SIGTERM. Any failure is logged and turned into the exit code.
pub async fn run<F, Fut>(
    name: &'static str,
    sections: Sections<'_>,
    migrations: EmbeddedMigrations,
    wire: F,
) -> ExitCode
where
    F: FnOnce(Service) -> Fut,
    Fut: Future<Output = Result<Service, PlatformError>>,
{
    let outcome = async {
        let service = Service::start(name, sections, migrations).await?;
        wire(service).await?.serve().await
    };
    match outcome.await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => exit_with(name, &error),
    }
}

struct Dependencies {
    pool: DbPool,
    broker: Option<AmqpSettings>,
    health: HealthReporter,
    names: Vec<&'static str>,
    shutdown: Shutdown,
}

/// How often the health watcher looks at the database, and every how many rounds at the broker
/// (a broker check opens and closes a connection, so it runs less often).
const WATCH_INTERVAL: Duration = Duration::from_secs(2);
const BROKER_EVERY: u32 = 5;

/// Reports NOT_SERVING (for the whole server and each served service) while the database or the
/// broker does not answer, SERVING again once both do.
fn watch_dependencies(dependencies: Dependencies) {
    tokio::spawn(async move {
        let mut serving = true;
        let mut broker_reachable = true;
        let mut round: u32 = 0;
        loop {
            tokio::select! {
                _ = tokio::time::sleep(WATCH_INTERVAL) => {}
                _ = dependencies.shutdown.wait() => return,
            }
            if let Some(broker) = &dependencies.broker
                && round.is_multiple_of(BROKER_EVERY)
            {
                broker_reachable = ping_broker(broker).await;
            }
            round = round.wrapping_add(1);
            let database_reachable = ping(&dependencies.pool).await;
            let reachable = database_reachable && broker_reachable;
            if reachable != serving {
                serving = reachable;
                let status = if serving {
                    ServingStatus::Serving
                } else {
                    ServingStatus::NotServing
                };
                tracing::warn!(database_reachable, broker_reachable, "health changed");
                for name in &dependencies.names {
                    dependencies.health.set_service_status(*name, status).await;
                }
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

async fn ping_broker(settings: &AmqpSettings) -> bool {
    match crate::bus::connect(settings).await {
        Ok(connection) => {
            let _ = connection.close(200, "health check".into()).await;
            true
        }
        Err(error) => {
            tracing::warn!(%error, "broker unreachable");
            false
        }
    }
}

/// The whole `main` of a service that has no gRPC methods of its own yet.
pub async fn run_health_only(
    name: &'static str,
    defaults_toml: &str,
    migrations: EmbeddedMigrations,
) -> ExitCode {
    let settings: ServiceSettings = crate::config::load_or_exit(name, defaults_toml);
    run(name, settings.sections(), migrations, |service| async {
        Ok(service)
    })
    .await
}

/// Logs why the process stops and returns a failure exit code.
pub fn exit_with(name: &str, error: &PlatformError) -> ExitCode {
    tracing::error!(%error, service = name, "stopping");
    eprintln!("zrm-{name}: {error}");
    ExitCode::FAILURE
}
