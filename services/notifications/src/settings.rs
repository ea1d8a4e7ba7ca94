//! Settings of zrm-notifications: the shared sections plus RabbitMQ and Redis.

use serde::Deserialize;
use zrm_platform::bus::AmqpSettings;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::db::DatabaseSettings;
use zrm_platform::grpc::{ClientSettings, GrpcSettings};
use zrm_platform::metrics::MetricsSettings;
use zrm_platform::redis::RedisSettings;
use zrm_platform::service::{Sections, ServiceSettings};
use zrm_platform::telemetry::TelemetrySettings;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NotificationsSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
    pub amqp: AmqpSettings,
    pub redis: RedisSettings,
    /// core: who is assigned to the application or lead an incoming SMS is about.
    pub core: ClientSettings,
}

impl NotificationsSettings {
    /// The sections the service runner reads.
    pub fn sections(&self) -> Sections<'_> {
        Sections {
            grpc: &self.grpc,
            metrics: &self.metrics,
            telemetry: &self.telemetry,
            database: &self.database,
        }
    }
}

impl Validate for NotificationsSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        ServiceSettings::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )?;
        self.amqp.validate(scope, "amqp")?;
        self.redis.validate(scope, "redis")?;
        self.core.validate(scope, "core")
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_platform::config::load_from;

    use super::*;
    use crate::notifications::push::push_channel;

    #[test]
    fn defaults_use_the_documented_push_channel() {
        let settings: NotificationsSettings = load_from(
            "notifications",
            include_str!("../config/default.toml"),
            Vec::new(),
        )
        .unwrap();
        assert_eq!(settings.grpc.listen.port(), 50055);
        assert_eq!(settings.metrics.listen.port(), 9105);
        assert_eq!(push_channel(&settings.redis), "zrm:push:notifications");
    }
}
