//! Settings of zrm-insurance: the shared sections, the insurance's own (the key of the links'
//! encrypted ids, the life insurance's default sum) and the payment providers. Defaults in
//! `config/default.toml`, overridden by `ZRM_INSURANCE__<SECTION>__<KEY>`.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::db::DatabaseSettings;
use zrm_platform::grpc::{ClientSettings, GrpcSettings};
use zrm_platform::metrics::MetricsSettings;
use zrm_platform::service::{Sections, ServiceSettings};
use zrm_platform::telemetry::TelemetrySettings;
use zrm_providers::gocardless::GoCardlessConfig;
use zrm_providers::vipps::VippsConfig;

use crate::insurances::encrypted_id::IdCipher;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InsuranceSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
    pub insurance: InsuranceSection,
    /// Autogiro mandates and payments in Sweden.
    pub gocardless: GoCardlessConfig,
    /// Recurring agreements and charges in Norway.
    pub vipps: VippsConfig,
    /// The messaging service, which e-mails customers their links.
    pub messaging: ClientSettings,
    /// kdlt, the customer register (the customer's e-mail address and name).
    pub kdlt: ClientSettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InsuranceSection {
    /// AES-256 key of the encrypted insurance ids in customers' links, 64 hex digits. The
    /// local default is public; deployments set their own secret.
    pub encrypted_id_key: String,
    /// How long a link to an insurance works.
    pub link_valid_days: i64,
    /// My Pages of each country, where the links sent to customers lead.
    pub my_pages_url_se: String,
    pub my_pages_url_no: String,
    /// The gateway's public address, where the links to set up a new direct debit lead
    /// (`/insurance/api/request-new-mandate`).
    pub public_api_url: String,
    /// The life insurance's default sum, whole kronor (the product text reads both 100000 and
    /// 500000: the insurer decides here).
    pub life_default_amount: i64,
    /// Where billing reads what day it is: empty for the system clock (production); locally the
    /// sandbox's `/sandbox/billing-clock`, which tests move forward by months.
    #[serde(default)]
    pub billing_clock_url: String,
    /// Seconds between rounds of the billing job (billing, ends of paid periods, alerts).
    pub billing_round_secs: u64,
}

impl InsuranceSettings {
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

impl Validate for InsuranceSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        ServiceSettings::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )?;
        self.messaging.validate(scope, "messaging")?;
        self.kdlt.validate(scope, "kdlt")?;
        for (key, url) in [
            ("insurance.my_pages_url_se", &self.insurance.my_pages_url_se),
            ("insurance.my_pages_url_no", &self.insurance.my_pages_url_no),
            ("insurance.public_api_url", &self.insurance.public_api_url),
        ] {
            scope.require_url(key, url, &["http", "https"])?;
        }
        IdCipher::from_hex(&self.insurance.encrypted_id_key)
            .map_err(|reason| scope.invalid("insurance.encrypted_id_key", reason))?;
        scope.require_range(
            "insurance.link_valid_days",
            self.insurance.link_valid_days,
            1,
            365,
        )?;
        scope.require_range(
            "insurance.life_default_amount",
            self.insurance.life_default_amount,
            10_000,
            10_000_000,
        )?;
        if !self.insurance.billing_clock_url.trim().is_empty() {
            scope.require_url(
                "insurance.billing_clock_url",
                &self.insurance.billing_clock_url,
                &["http", "https"],
            )?;
        }
        scope.require_range(
            "insurance.billing_round_secs",
            self.insurance.billing_round_secs,
            1,
            86_400,
        )?;
        if self.insurance.life_default_amount % crate::insurances::amount::LIFE_STEP != 0 {
            return Err(scope.invalid(
                "insurance.life_default_amount",
                "must be a multiple of 10000",
            ));
        }
        scope.require_url(
            "gocardless.base_url",
            &self.gocardless.base_url,
            &["http", "https"],
        )?;
        scope.require_non_empty("gocardless.access_token", &self.gocardless.access_token)?;
        scope.require_url("vipps.base_url", &self.vipps.base_url, &["http", "https"])?;
        scope.require_non_empty("vipps.client_secret", &self.vipps.client_secret)?;
        scope.require_non_empty("vipps.subscription_key", &self.vipps.subscription_key)
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
        let settings: InsuranceSettings = load_from("insurance", DEFAULTS, Vec::new()).unwrap();
        assert_eq!(settings.grpc.listen.port(), 50053);
        assert_eq!(settings.metrics.listen.port(), 9103);
        assert!(settings.database.url.ends_with("/zrm_insurance"));
        assert!(settings.gocardless.base_url.starts_with("http://127.0.0.1"));
        assert_eq!(settings.insurance.life_default_amount, 100_000);
        assert!(
            settings
                .insurance
                .billing_clock_url
                .ends_with("/sandbox/billing-clock")
        );
        assert_eq!(settings.insurance.billing_round_secs, 60);
    }

    #[test]
    fn a_bad_key_or_life_amount_names_the_variable() {
        let env = vec![(
            "ZRM_INSURANCE__INSURANCE__ENCRYPTED_ID_KEY".to_owned(),
            "short".to_owned(),
        )];
        let error = load_from::<InsuranceSettings, _>("insurance", DEFAULTS, env).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("ZRM_INSURANCE__INSURANCE__ENCRYPTED_ID_KEY"),
            "{error}"
        );
        let env = vec![(
            "ZRM_INSURANCE__INSURANCE__LIFE_DEFAULT_AMOUNT".to_owned(),
            "105000".to_owned(),
        )];
        let error = load_from::<InsuranceSettings, _>("insurance", DEFAULTS, env).unwrap_err();
        assert!(error.to_string().contains("LIFE_DEFAULT_AMOUNT"), "{error}");
    }
}
