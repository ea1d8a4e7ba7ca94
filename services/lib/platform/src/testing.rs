//! Test isolation on the real components: a database per test, a RabbitMQ vhost per test and a
//! Redis key prefix per test, so tests run in parallel without seeing each other.

use std::process::Command;

use diesel_migrations::EmbeddedMigrations;

use crate::PlatformError;
use crate::bus::AmqpSettings;
use crate::db::{DatabaseSettings, DbPool};
use crate::redis::RedisSettings;

fn unique(prefix: &str) -> String {
    format!("{prefix}_{}", uuid::Uuid::new_v4().simple())
}

fn postgres_server() -> String {
    std::env::var("ZRM_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

/// A fresh database, migrated, dropped by [`TestDatabase::cleanup`].
pub struct TestDatabase {
    pub settings: DatabaseSettings,
    pub pool: DbPool,
}

impl TestDatabase {
    pub async fn create(
        prefix: &str,
        migrations: EmbeddedMigrations,
    ) -> Result<Self, PlatformError> {
        let settings = DatabaseSettings {
            url: format!("{}/{}", postgres_server(), unique(prefix)),
            pool_size: 8,
            acquire_timeout_ms: 5_000,
        };
        let pool = crate::db::connect_and_migrate(&settings, migrations).await?;
        Ok(Self { settings, pool })
    }

    pub async fn cleanup(self) -> Result<(), PlatformError> {
        drop(self.pool);
        crate::db::drop_database(&self.settings.url).await
    }
}

/// A fresh RabbitMQ vhost (guest has all permissions), deleted by [`TestVhost::cleanup`].
pub struct TestVhost {
    pub name: String,
    pub settings: AmqpSettings,
}

impl TestVhost {
    pub fn create() -> Result<Self, PlatformError> {
        let name = unique("zrm_test");
        rabbitmqctl(&["add_vhost", &name])?;
        rabbitmqctl(&["set_permissions", "-p", &name, "guest", ".*", ".*", ".*"])?;
        let host = std::env::var("ZRM_TEST_AMQP_SERVER")
            .unwrap_or_else(|_| "amqp://guest:guest@127.0.0.1:5672".into());
        Ok(Self {
            settings: AmqpSettings {
                url: format!("{host}/{name}"),
                prefetch: 50,
                relay_batch_size: 100,
                relay_poll_ms: 100,
                relay_coalesce_ms: 2,
                delivery_limit: 3,
                max_backoff_ms: 1_000,
            },
            name,
        })
    }

    pub fn cleanup(self) -> Result<(), PlatformError> {
        rabbitmqctl(&["delete_vhost", &self.name])
    }
}

/// `rabbitmqctl` aimed at the broker the tests use: the node named by `ZRM_TEST_RABBITMQ_NODE`
/// (a private broker, as for the broker-restart test) or else the local default node.
pub fn rabbitmqctl_command() -> Command {
    let mut command = Command::new("rabbitmqctl");
    if let Ok(node) = std::env::var("ZRM_TEST_RABBITMQ_NODE") {
        command.args(["-n", &node]);
    }
    command
}

fn rabbitmqctl(arguments: &[&str]) -> Result<(), PlatformError> {
    let output = rabbitmqctl_command().args(arguments).output()?;
    if output.status.success() {
        Ok(())
    } else {
        Err(PlatformError::Io(std::io::Error::other(format!(
            "rabbitmqctl {}: {}",
            arguments.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ))))
    }
}

/// Redis settings with a key prefix of this test's own.
pub fn redis_settings() -> RedisSettings {
    RedisSettings {
        url: std::env::var("ZRM_TEST_REDIS_URL")
            .unwrap_or_else(|_| "redis://127.0.0.1:6379".into()),
        key_prefix: format!("{}:", unique("zrm_test")),
    }
}

/// A TCP port free on 127.0.0.1 right now (for a service started by a test).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .unwrap_or_else(|error| panic!("no free port on 127.0.0.1: {error}"))
}

/// A service started by a test: its gRPC and metrics ports and a database of its own, given to
/// the service as the `ZRM_<SERVICE>__…` variables its settings read.
pub struct TestServiceAddresses {
    pub grpc: u16,
    pub metrics: u16,
    pub database_url: String,
}

impl TestServiceAddresses {
    pub fn new(service: &str) -> Self {
        Self {
            grpc: free_port(),
            metrics: free_port(),
            database_url: format!(
                "{}/{}",
                postgres_server(),
                unique(&format!("zrm_{service}"))
            ),
        }
    }

    /// The variables for [`crate::config::load_from`].
    pub fn environment(&self, service: &str) -> Vec<(String, String)> {
        let prefix = format!("ZRM_{}", service.to_uppercase());
        vec![
            (
                format!("{prefix}__GRPC__LISTEN"),
                format!("127.0.0.1:{}", self.grpc),
            ),
            (
                format!("{prefix}__METRICS__LISTEN"),
                format!("127.0.0.1:{}", self.metrics),
            ),
            (
                format!("{prefix}__DATABASE__URL"),
                self.database_url.clone(),
            ),
        ]
    }
}

/// The status a gRPC health service on 127.0.0.1:`port` reports for `service`, polled until it
/// answers (the service may still be migrating); panics after `within`.
pub async fn health_status(
    port: u16,
    service: &str,
    within: std::time::Duration,
) -> tonic_health::pb::health_check_response::ServingStatus {
    use tonic_health::pb::HealthCheckRequest;
    use tonic_health::pb::health_client::HealthClient;
    let deadline = std::time::Instant::now() + within;
    loop {
        let answer = async {
            let channel =
                tonic::transport::Endpoint::from_shared(format!("http://127.0.0.1:{port}"))
                    .ok()?
                    .connect()
                    .await
                    .ok()?;
            let request = HealthCheckRequest {
                service: service.to_string(),
            };
            let response = HealthClient::new(channel).check(request).await.ok()?;
            Some(response.into_inner().status())
        };
        if let Some(status) = answer.await {
            return status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no health answer for {service} on port {port} within {within:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// Starts a service with `serve` on free ports and a database of its own (its settings read from
/// `defaults_toml` and the test's variables), waits until its health service answers for
/// `grpc_service`, drops the database and returns the status it reported.
pub async fn start_and_check_health<S, F, Fut>(
    service: &str,
    defaults_toml: &str,
    grpc_service: &str,
    serve: F,
) -> tonic_health::pb::health_check_response::ServingStatus
where
    S: serde::de::DeserializeOwned + crate::config::Validate,
    F: FnOnce(S) -> Fut,
    Fut: std::future::Future + Send + 'static,
    Fut::Output: Send + 'static,
{
    let addresses = TestServiceAddresses::new(service);
    let settings: S =
        crate::config::load_from(service, defaults_toml, addresses.environment(service))
            .unwrap_or_else(|error| panic!("settings of {service}: {error}"));
    tokio::spawn(serve(settings));
    let status = health_status(
        addresses.grpc,
        grpc_service,
        std::time::Duration::from_secs(30),
    )
    .await;
    crate::db::drop_database(&addresses.database_url)
        .await
        .unwrap_or_else(|error| panic!("dropping {}: {error}", addresses.database_url));
    status
}
