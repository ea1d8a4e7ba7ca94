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

fn rabbitmqctl(arguments: &[&str]) -> Result<(), PlatformError> {
    let output = Command::new("rabbitmqctl").args(arguments).output()?;
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
