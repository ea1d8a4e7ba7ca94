//! Settings of zrm-kdlt: the shared sections, the broker its events leave through, and the
//! providers its checks call. Defaults in `config/default.toml`, overridden by
//! `ZRM_KDLT__<SECTION>__<KEY>`.

use serde::Deserialize;
use zrm_platform::bus::AmqpSettings;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::db::DatabaseSettings;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::metrics::MetricsSettings;
use zrm_platform::service::{Sections, ServiceSettings};
use zrm_platform::telemetry::TelemetrySettings;
use zrm_providers::CheckConfig;
use zrm_providers::debt_register::NorskGjeldConfig;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KdltSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
    pub amqp: AmqpSettings,
    /// The credit bureau (credit reports and the population register's identity check).
    pub credit_check: CheckConfig,
    /// PEP and sanctions screening.
    pub pep: CheckConfig,
    /// Norsk Gjeldsinformasjon, the Norwegian debt register.
    pub debt_register: NorskGjeldConfig,
    /// The debt register's scheduled job (retention, consent feed).
    #[serde(default)]
    pub debt_register_job: DebtRegisterJobSettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DebtRegisterJobSettings {
    /// Seconds between rounds: data past its retention is gone, and a consent archived at NoGi
    /// is seen inactive, within this.
    pub round_secs: u64,
}

impl Default for DebtRegisterJobSettings {
    fn default() -> Self {
        Self { round_secs: 60 }
    }
}

impl KdltSettings {
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

impl Validate for KdltSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        ServiceSettings::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )?;
        self.amqp.validate(scope, "amqp")?;
        scope.require_non_empty("credit_check.base_url", &self.credit_check.base_url)?;
        scope.require_non_empty("credit_check.api_key", &self.credit_check.api_key)?;
        scope.require_non_empty("pep.base_url", &self.pep.base_url)?;
        scope.require_non_empty("pep.api_key", &self.pep.api_key)?;
        scope.require_non_empty("debt_register.api_url", &self.debt_register.api_url)?;
        scope.require_range(
            "debt_register_job.round_secs",
            self.debt_register_job.round_secs,
            1,
            86_400,
        )?;
        scope.require_non_empty(
            "debt_register.client_secret",
            &self.debt_register.client_secret,
        )
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use zrm_platform::config::load_from;

    const DEFAULTS: &str = include_str!("../config/default.toml");

    #[test]
    fn defaults_match_the_local_stack() {
        let settings: KdltSettings = load_from("kdlt", DEFAULTS, Vec::new()).unwrap();
        assert_eq!(settings.grpc.listen.port(), 50052);
        assert_eq!(settings.metrics.listen.port(), 9102);
        assert!(settings.database.url.ends_with("/zrm_kdlt"));
        assert!(settings.credit_check.base_url.ends_with("/credit-check"));
        assert!(settings.debt_register.api_url.ends_with("/nogi"));
    }

    #[test]
    fn a_missing_provider_key_names_the_variable() {
        let env = vec![("ZRM_KDLT__PEP__API_KEY".to_owned(), String::new())];
        let error = load_from::<KdltSettings, _>("kdlt", DEFAULTS, env).unwrap_err();
        assert!(
            error.to_string().contains("ZRM_KDLT__PEP__API_KEY"),
            "{error}"
        );
    }
}
