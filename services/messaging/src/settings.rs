//! Settings of zrm-messaging: the shared sections plus the SMTP relay.

use serde::Deserialize;
use zrm_platform::bus::AmqpSettings;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::db::DatabaseSettings;
use zrm_platform::grpc::{ClientSettings, GrpcSettings};
use zrm_platform::metrics::MetricsSettings;
use zrm_platform::service::{Sections, ServiceSettings};
use zrm_platform::telemetry::TelemetrySettings;

use crate::email::smtp::SmtpSettings;
use crate::sms::settings::SmsSettings;
use crate::templates::links::TemplateSettings;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MessagingSettings {
    pub grpc: GrpcSettings,
    pub metrics: MetricsSettings,
    pub telemetry: TelemetrySettings,
    pub database: DatabaseSettings,
    pub amqp: AmqpSettings,
    pub smtp: SmtpSettings,
    pub sms: SmsSettings,
    /// kdlt, the customer register: blocks, consents and numbers of the customers written to.
    pub kdlt: ClientSettings,
    pub templates: TemplateSettings,
}

impl MessagingSettings {
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

impl Validate for MessagingSettings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        ServiceSettings::validate_sections(
            scope,
            &self.grpc,
            &self.metrics,
            &self.telemetry,
            &self.database,
        )?;
        self.amqp.validate(scope, "amqp")?;
        self.smtp.validate(scope, "smtp")?;
        self.sms.validate(scope, "sms")?;
        self.kdlt.validate(scope, "kdlt")?;
        self.templates.validate(scope, "templates")
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_platform::config::load_from;

    use super::*;
    use crate::email::smtp::SmtpTls;

    const DEFAULTS: &str = include_str!("../config/default.toml");

    #[test]
    fn defaults_point_at_the_local_sink() {
        let settings: MessagingSettings = load_from("messaging", DEFAULTS, Vec::new()).unwrap();
        assert_eq!(settings.grpc.listen.port(), 50054);
        assert_eq!(settings.metrics.listen.port(), 9104);
        assert_eq!(
            (settings.smtp.host.as_str(), settings.smtp.port),
            ("127.0.0.1", 2525)
        );
        assert_eq!(settings.smtp.tls, SmtpTls::None);
        assert_eq!(settings.sms.provider.base_url, "http://127.0.0.1:8090/a1");
    }

    #[test]
    fn sms_retries_wait_twice_as_long_each_time_up_to_the_cap() {
        let settings: MessagingSettings = load_from("messaging", DEFAULTS, Vec::new()).unwrap();
        let sms = settings.sms;
        assert_eq!(sms.backoff(1).as_millis(), u128::from(sms.retry_base_ms));
        assert_eq!(
            sms.backoff(2).as_millis(),
            u128::from(sms.retry_base_ms * 2)
        );
        assert_eq!(
            sms.backoff(3).as_millis(),
            u128::from(sms.retry_base_ms * 4)
        );
        assert_eq!(sms.backoff(40).as_millis(), u128::from(sms.retry_max_ms));
        let env = vec![(
            "ZRM_MESSAGING__SMS__FROM".to_owned(),
            "ZRM Finance AB".to_owned(),
        )];
        let error = load_from::<MessagingSettings, _>("messaging", DEFAULTS, env).unwrap_err();
        assert!(
            error.to_string().contains("ZRM_MESSAGING__SMS__FROM"),
            "{error}"
        );
    }

    #[test]
    fn production_relay_is_configured_from_the_environment() {
        let env = [
            ("ZRM_MESSAGING__SMTP__HOST", "smtp.example.com"),
            ("ZRM_MESSAGING__SMTP__PORT", "587"),
            ("ZRM_MESSAGING__SMTP__TLS", "starttls"),
            ("ZRM_MESSAGING__SMTP__USERNAME", "zrm"),
            ("ZRM_MESSAGING__SMTP__PASSWORD", "secret"),
        ]
        .map(|(k, v)| (k.to_owned(), v.to_owned()));
        let settings: MessagingSettings = load_from("messaging", DEFAULTS, env).unwrap();
        assert_eq!(settings.smtp.tls, SmtpTls::Starttls);
        assert_eq!(settings.smtp.port, 587);
    }

    #[test]
    fn bad_sender_and_half_credentials_are_rejected() {
        let env = vec![(
            "ZRM_MESSAGING__SMTP__FROM".to_owned(),
            "not an address".to_owned(),
        )];
        let error = load_from::<MessagingSettings, _>("messaging", DEFAULTS, env).unwrap_err();
        assert!(
            error.to_string().contains("ZRM_MESSAGING__SMTP__FROM"),
            "{error}"
        );
        let env = vec![("ZRM_MESSAGING__SMTP__USERNAME".to_owned(), "zrm".to_owned())];
        let error = load_from::<MessagingSettings, _>("messaging", DEFAULTS, env).unwrap_err();
        assert!(
            error.to_string().contains("ZRM_MESSAGING__SMTP__PASSWORD"),
            "{error}"
        );
    }
}
