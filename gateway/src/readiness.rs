//! `/readyz`: can this replica serve? Checks run concurrently, each with a short timeout:
//! Redis (the gateway's own dependency: sessions, revocation, rate limits, push fan-out) by PING;
//! Postgres and RabbitMQ by opening a connection (the shared infrastructure the services need,
//! so the body names the root cause when a service is down because of it); and every service by
//! its gRPC health `Check`, which the services answer NOT_SERVING while their own dependencies
//! are down.

use futures_util::future::join_all;
use redis::aio::ConnectionManager;
use serde::Serialize;
use std::collections::BTreeMap;
use std::future::Future;
use std::time::Duration;
use tonic::transport::Channel;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use utoipa::ToSchema;

use crate::settings::ReadinessSettings;

pub const OK: &str = "ok";

#[derive(Clone)]
pub struct Readiness {
    redis: ConnectionManager,
    postgres_url: String,
    amqp_url: String,
    services: Vec<(&'static str, Channel)>,
    timeout: Duration,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReadinessReport {
    /// `ready` or `not_ready`
    pub status: &'static str,
    /// Each check: `ok` or its error text.
    pub checks: BTreeMap<String, String>,
}

impl ReadinessReport {
    pub fn is_ready(&self) -> bool {
        self.checks.values().all(|outcome| outcome == OK)
    }
}

impl Readiness {
    pub fn new(
        settings: &ReadinessSettings,
        redis: ConnectionManager,
        services: Vec<(&'static str, Channel)>,
    ) -> Self {
        Self {
            redis,
            postgres_url: settings.postgres_url.clone(),
            amqp_url: settings.amqp_url.clone(),
            services,
            timeout: Duration::from_millis(settings.timeout_ms),
        }
    }

    pub async fn check(&self) -> ReadinessReport {
        let services = join_all(
            self.services
                .iter()
                .map(|(name, channel)| self.timed(name, check_service(channel.clone()))),
        );
        let (redis, postgres, rabbitmq, services) = tokio::join!(
            self.timed("redis", check_redis(self.redis.clone())),
            self.timed("postgres", check_postgres(self.postgres_url.clone())),
            self.timed("rabbitmq", check_rabbitmq(self.amqp_url.clone())),
            services,
        );
        let checks: BTreeMap<String, String> = [redis, postgres, rabbitmq]
            .into_iter()
            .chain(services)
            .map(|(name, outcome)| {
                (
                    name.to_string(),
                    outcome.err().unwrap_or_else(|| OK.to_string()),
                )
            })
            .collect();
        let status = if checks.values().all(|outcome| outcome == OK) {
            "ready"
        } else {
            "not_ready"
        };
        ReadinessReport { status, checks }
    }

    async fn timed<'a>(
        &self,
        name: &'a str,
        check: impl Future<Output = Result<(), String>>,
    ) -> (&'a str, Result<(), String>) {
        let outcome = match tokio::time::timeout(self.timeout, check).await {
            Ok(outcome) => outcome,
            Err(_) => Err(format!("no answer within {} ms", self.timeout.as_millis())),
        };
        (name, outcome)
    }
}

async fn check_redis(mut redis: ConnectionManager) -> Result<(), String> {
    redis::cmd("PING")
        .query_async::<String>(&mut redis)
        .await
        .map(|_| ())
        .map_err(|error| error.to_string())
}

async fn check_postgres(url: String) -> Result<(), String> {
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .map_err(|error| error.to_string())?;
    let driver = tokio::spawn(connection);
    let outcome = client
        .simple_query("SELECT 1")
        .await
        .map(|_| ())
        .map_err(|error| error.to_string());
    drop(client);
    driver.abort();
    outcome
}

async fn check_rabbitmq(url: String) -> Result<(), String> {
    let connection = lapin::Connection::connect(&url, lapin::ConnectionProperties::default())
        .await
        .map_err(|error| error.to_string())?;
    connection
        .close(200, "readiness check".into())
        .await
        .map_err(|error| error.to_string())
}

async fn check_service(channel: Channel) -> Result<(), String> {
    let response = HealthClient::new(channel)
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .map_err(|status| format!("{}: {}", status.code(), status.message()))?;
    let status = response.into_inner().status();
    if status == ServingStatus::Serving {
        Ok(())
    } else {
        Err(status.as_str_name().to_string())
    }
}
