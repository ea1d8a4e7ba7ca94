//! Settings of the sandbox process, read from `config/default.toml` and `ZRM_SANDBOX__*` variables.

use std::net::SocketAddr;

use serde::Deserialize;
use zrm_platform::config::{self, ConfigError, Scope, Validate};
use zrm_platform::telemetry::TelemetrySettings;

use crate::bankid_no::settings::BankIdNoSettings;
use crate::credit_check::CreditCheckSettings;
use crate::debt_register::DebtRegisterSettings;
use crate::gocardless::GoCardlessSettings;
use crate::pep::PepSettings;
use crate::staff_idp::settings::StaffIdpSettings;
use crate::telavox::TelavoxSettings;
use crate::valuation::ValuationSettings;
use crate::vipps::VippsSettings;

/// The local defaults; `ZRM_SANDBOX__SECTION__KEY` variables override them.
pub const DEFAULTS: &str = include_str!("../config/default.toml");
pub const SERVICE: &str = "sandbox";

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub http: HttpSettings,
    pub smtp: SmtpSettings,
    pub mail: MailSettings,
    pub bankid: BankIdSettings,
    pub sms: SmsSettings,
    pub gocardless: GoCardlessSettings,
    pub vipps: VippsSettings,
    pub bankid_no: BankIdNoSettings,
    pub staff_idp: StaffIdpSettings,
    pub telavox: TelavoxSettings,
    pub debt_register: DebtRegisterSettings,
    pub credit_check: CreditCheckSettings,
    pub valuation: ValuationSettings,
    pub pep: PepSettings,
    pub telemetry: TelemetrySettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HttpSettings {
    pub listen: SocketAddr,
    pub gocardless_listen: SocketAddr,
    pub vipps_listen: SocketAddr,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSettings {
    pub listen: SocketAddr,
    pub hostname: String,
    pub max_message_bytes: usize,
    pub idle_timeout_seconds: u64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailSettings {
    pub capacity: usize,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankIdSettings {
    pub pickup_timeout_seconds: i64,
    pub order_lifetime_seconds: i64,
    pub complete_retention_seconds: i64,
    pub failed_retention_seconds: i64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmsSettings {
    pub api_username: String,
    pub api_password: String,
    pub inbound_url: String,
    pub capacity: usize,
    pub dlr_sent_delay_ms: u64,
    pub dlr_delivered_delay_ms: u64,
    pub webhook_retry_base_ms: u64,
    pub webhook_max_attempts: u32,
    pub webhook_timeout_ms: u64,
    pub failing_number: String,
}

impl Validate for Settings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("smtp.hostname", &self.smtp.hostname)?;
        scope.require_range(
            "smtp.max_message_bytes",
            self.smtp.max_message_bytes,
            1,
            1 << 30,
        )?;
        scope.require_range(
            "smtp.idle_timeout_seconds",
            self.smtp.idle_timeout_seconds,
            1,
            3600,
        )?;
        scope.require_range("mail.capacity", self.mail.capacity, 1, 100_000)?;
        let b = &self.bankid;
        scope.require_range(
            "bankid.pickup_timeout_seconds",
            b.pickup_timeout_seconds,
            1,
            3600,
        )?;
        scope.require_range(
            "bankid.order_lifetime_seconds",
            b.order_lifetime_seconds,
            b.pickup_timeout_seconds,
            3600,
        )?;
        scope.require_range(
            "bankid.complete_retention_seconds",
            b.complete_retention_seconds,
            1,
            86_400,
        )?;
        scope.require_range(
            "bankid.failed_retention_seconds",
            b.failed_retention_seconds,
            1,
            86_400,
        )?;
        let sms = &self.sms;
        scope.require_non_empty("sms.api_username", &sms.api_username)?;
        scope.require_non_empty("sms.api_password", &sms.api_password)?;
        if !sms.inbound_url.is_empty() {
            scope.require_url("sms.inbound_url", &sms.inbound_url, &["http", "https"])?;
        }
        scope.require_range("sms.capacity", sms.capacity, 1, 100_000)?;
        scope.require_range("sms.dlr_sent_delay_ms", sms.dlr_sent_delay_ms, 0, 600_000)?;
        scope.require_range(
            "sms.dlr_delivered_delay_ms",
            sms.dlr_delivered_delay_ms,
            0,
            600_000,
        )?;
        scope.require_range(
            "sms.webhook_retry_base_ms",
            sms.webhook_retry_base_ms,
            1,
            600_000,
        )?;
        scope.require_range("sms.webhook_max_attempts", sms.webhook_max_attempts, 1, 20)?;
        scope.require_range("sms.webhook_timeout_ms", sms.webhook_timeout_ms, 1, 60_000)?;
        self.gocardless.validate(scope)?;
        self.vipps.validate(scope)?;
        self.bankid_no.validate(scope)?;
        self.staff_idp.validate(scope)?;
        self.telavox.validate(scope)?;
        self.debt_register.validate(scope)?;
        self.credit_check.validate(scope)?;
        self.valuation.validate(scope)?;
        self.pep.validate(scope)?;
        self.telemetry.validate(scope, "telemetry")
    }
}

impl Settings {
    /// The local defaults with every listener on port 0, for tests that start a sandbox.
    pub fn ephemeral() -> Result<Self, ConfigError> {
        Self::ephemeral_with(&[])
    }

    /// As [`Settings::ephemeral`], with more `ZRM_SANDBOX__…` variables (name, value).
    pub fn ephemeral_with(overrides: &[(&str, &str)]) -> Result<Self, ConfigError> {
        let mut env = vec![
            (
                "ZRM_SANDBOX__HTTP__LISTEN".to_owned(),
                "127.0.0.1:0".to_owned(),
            ),
            (
                "ZRM_SANDBOX__SMTP__LISTEN".to_owned(),
                "127.0.0.1:0".to_owned(),
            ),
            (
                "ZRM_SANDBOX__HTTP__GOCARDLESS_LISTEN".to_owned(),
                "127.0.0.1:0".to_owned(),
            ),
            (
                "ZRM_SANDBOX__HTTP__VIPPS_LISTEN".to_owned(),
                "127.0.0.1:0".to_owned(),
            ),
        ];
        env.extend(
            overrides
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        config::load_from(SERVICE, DEFAULTS, env)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn defaults_load_and_bad_values_name_their_variable() {
        let settings = Settings::ephemeral().unwrap();
        assert_eq!(settings.bankid.pickup_timeout_seconds, 30);
        assert_eq!(settings.http.listen.port(), 0);
        let err =
            Settings::ephemeral_with(&[("ZRM_SANDBOX__BANKID__ORDER_LIFETIME_SECONDS", "10")])
                .unwrap_err();
        assert!(
            err.to_string()
                .contains("ZRM_SANDBOX__BANKID__ORDER_LIFETIME_SECONDS"),
            "{err}"
        );
        let err = Settings::ephemeral_with(&[("ZRM_SANDBOX__MAIL__NOPE", "1")]).unwrap_err();
        assert!(err.to_string().contains("nope"), "{err}");
    }
}
