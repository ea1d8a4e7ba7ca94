//! Settings of zrm-core: the shared sections plus the messaging client and the login policy.

use chrono::TimeDelta;
use serde::Deserialize;
use zrm_platform::bus::AmqpSettings;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::db::DatabaseSettings;
use zrm_platform::grpc::{ClientSettings, GrpcSettings};
use zrm_platform::metrics::MetricsSettings;
use zrm_platform::service::{Sections, ServiceSettings};
use zrm_platform::telemetry::TelemetrySettings;
use zrm_providers::CheckConfig;

use crate::employees::login::LoginPolicy;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoreSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
    pub amqp: AmqpSettings,
    /// The messaging service, which e-mails the one-time codes.
    pub messaging: ClientSettings,
    /// kdlt, the customer register the applicants of applications are in.
    pub kdlt: ClientSettings,
    pub login: LoginSettings,
    /// The property valuation provider.
    pub valuation: CheckConfig,
    pub invitations: InvitationSettings,
}

/// Invitations: of applicants to My Pages, of new bank partners to set their password.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InvitationSettings {
    /// The public address of My Pages the invitation e-mail links to.
    pub my_pages_url: String,
    /// The public address of the bank-partner portal; a new partner's e-mail links to its
    /// `/set-partner-password` page.
    pub bank_portal_url: String,
    /// How long a partner's set-password link works.
    pub partner_password_link_hours: i64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoginSettings {
    pub code_valid_seconds: i64,
    pub max_code_attempts: i32,
}

impl LoginSettings {
    pub fn policy(&self) -> LoginPolicy {
        LoginPolicy {
            code_valid_for: TimeDelta::seconds(self.code_valid_seconds),
            max_code_attempts: self.max_code_attempts,
        }
    }
}

impl CoreSettings {
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

impl Validate for CoreSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        ServiceSettings::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )?;
        self.amqp.validate(scope, "amqp")?;
        self.messaging.validate(scope, "messaging")?;
        self.kdlt.validate(scope, "kdlt")?;
        scope.require_non_empty("valuation.base_url", &self.valuation.base_url)?;
        scope.require_non_empty("valuation.api_key", &self.valuation.api_key)?;
        scope.require_non_empty("invitations.my_pages_url", &self.invitations.my_pages_url)?;
        scope.require_non_empty(
            "invitations.bank_portal_url",
            &self.invitations.bank_portal_url,
        )?;
        scope.require_range(
            "login.code_valid_seconds",
            self.login.code_valid_seconds,
            30,
            3_600,
        )?;
        scope.require_range(
            "login.max_code_attempts",
            self.login.max_code_attempts,
            1,
            20,
        )
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_platform::config::load_from;

    use super::*;

    const DEFAULTS: &str = include_str!("../config/default.toml");

    #[test]
    fn defaults_load_and_match_the_local_stack() {
        let settings: CoreSettings = load_from("core", DEFAULTS, Vec::new()).unwrap();
        assert_eq!(settings.grpc.listen.port(), 50051);
        assert_eq!(settings.metrics.listen.port(), 9101);
        assert!(settings.database.url.ends_with("/zrm_core"));
        assert_eq!(settings.messaging.url, "http://127.0.0.1:50054");
        assert_eq!(
            settings.login.policy().code_valid_for,
            TimeDelta::minutes(5)
        );
        assert_eq!(settings.login.policy().max_code_attempts, 5);
        assert!(settings.valuation.base_url.ends_with("/valuation"));
        assert!(settings.invitations.my_pages_url.starts_with("http"));
    }

    #[test]
    fn environment_overrides_and_validation_name_the_variable() {
        let env = vec![(
            "ZRM_CORE__LOGIN__MAX_CODE_ATTEMPTS".to_owned(),
            "0".to_owned(),
        )];
        let error = load_from::<CoreSettings, _>("core", DEFAULTS, env).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("ZRM_CORE__LOGIN__MAX_CODE_ATTEMPTS"),
            "{error}"
        );
        let env = vec![(
            "ZRM_CORE__LOGIN__CODE_VALID_SECONDS".to_owned(),
            "120".to_owned(),
        )];
        let settings: CoreSettings = load_from("core", DEFAULTS, env).unwrap();
        assert_eq!(settings.login.code_valid_seconds, 120);
    }
}
