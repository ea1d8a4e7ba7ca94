//! The gateway's settings: compiled-in defaults (`config/default.toml`), then
//! `ZRM_GATEWAY__SECTION__KEY` environment variables; validated at start.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope, Validate};
use zrm_platform::grpc::ClientSettings;
use zrm_platform::redis::RedisSettings;
use zrm_platform::telemetry::TelemetrySettings;

pub const SERVICE_NAME: &str = "gateway";
pub const DEFAULTS_TOML: &str = include_str!("../config/default.toml");

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub http: HttpSettings,
    pub services: ServiceSettings,
    pub redis: RedisSettings,
    pub auth: AuthSettings,
    pub rate_limit: RateLimitSettings,
    pub staff_idp: StaffIdpSettings,
    pub my_pages: MyPagesSettings,
    pub push: PushSettings,
    pub webhooks: WebhookSettings,
    pub readiness: ReadinessSettings,
    pub telemetry: TelemetrySettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HttpSettings {
    pub listen: String,
    /// Worker threads; 0 means one per CPU.
    pub workers: usize,
    pub max_body_bytes: usize,
    /// Seconds in-flight requests get to finish after SIGTERM.
    pub shutdown_timeout_secs: u64,
    /// Take the client address from `Forwarded`/`X-Forwarded-For` (only behind a trusted proxy).
    pub trust_forwarded_for: bool,
    /// Comma-separated origins of the apps (one string so one environment variable sets it).
    pub cors_origins: String,
}

impl HttpSettings {
    pub fn cors_origins(&self) -> impl Iterator<Item = &str> {
        self.cors_origins
            .split(',')
            .map(str::trim)
            .filter(|origin| !origin.is_empty())
    }
}

/// Where each service listens, with the deadline of its calls.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServiceSettings {
    pub core: ClientSettings,
    pub kdlt: ClientSettings,
    pub insurance: ClientSettings,
    pub messaging: ClientSettings,
    pub notifications: ClientSettings,
    pub dialler: ClientSettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuthSettings {
    /// HS256 key of access and websocket tokens; at least 32 bytes.
    pub jwt_secret: String,
    pub token_lifetime_secs: u64,
    /// A customer's My Pages session (BankID sign-in or an impersonation).
    pub customer_token_lifetime_secs: u64,
    pub ws_token_lifetime_secs: u64,
    /// Clock difference tolerated between replicas when checking `exp`.
    pub clock_skew_secs: u64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateLimitSettings {
    pub window_secs: u64,
    /// Sign-in attempts per account (e-mail) per window.
    pub login_per_account: u32,
    /// Sign-in attempts per client address per window.
    pub login_per_address: u32,
    /// One-time-code attempts per sign-in session per window.
    pub otp_per_session: u32,
}

/// The staff identity provider of the sign-in popup (OpenID Connect, code flow with PKCE).
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffIdpSettings {
    /// Empty: the popup sign-in is off.
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    pub redirect_uri: String,
    pub login_ttl_secs: u64,
}

impl std::fmt::Debug for StaffIdpSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StaffIdpSettings")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("client_secret", &"***")
            .field("redirect_uri", &self.redirect_uri)
            .field("login_ttl_secs", &self.login_ttl_secs)
            .finish()
    }
}

/// The customers' sign-in to My Pages (BankID Sweden and Norway) and what the app shows them.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MyPagesSettings {
    /// BankID Sweden's RP API v6 (the sandbox locally; production needs https and mtls).
    pub bankid_se: zrm_providers::bankid_se::BankIdSeConfig,
    /// BankID Norway (OpenID Connect): an empty issuer turns Norwegian sign-in off (503).
    pub bankid_no_issuer: String,
    pub bankid_no_client_id: String,
    pub bankid_no_client_secret: String,
    /// The gateway's `/auth/bankid/no/callback`, as registered at the provider.
    pub bankid_no_redirect_uri: String,
    /// How long a started sign-in (its ticket) lives.
    pub ticket_ttl_secs: u64,
    /// The My Pages app of each country (its callback page is where an impersonation opens).
    pub app_url_se: String,
    pub app_url_no: String,
    /// Origins the sign-in may send the browser back to (the apps' callback pages), besides
    /// `http.cors_origins`.
    pub callback_origins: String,
    pub support_se: SupportContact,
    pub support_no: SupportContact,
}

/// The footer of My Pages in one country; the opening hours are a translated server text.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportContact {
    pub phone: String,
    pub email: String,
}

impl std::fmt::Debug for MyPagesSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MyPagesSettings")
            .field("bankid_se", &self.bankid_se.base_url)
            .field("bankid_no_issuer", &self.bankid_no_issuer)
            .field("bankid_no_client_id", &self.bankid_no_client_id)
            .field("bankid_no_client_secret", &"***")
            .field("bankid_no_redirect_uri", &self.bankid_no_redirect_uri)
            .field("ticket_ttl_secs", &self.ticket_ttl_secs)
            .field("app_url_se", &self.app_url_se)
            .field("app_url_no", &self.app_url_no)
            .field("callback_origins", &self.callback_origins)
            .finish_non_exhaustive()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushSettings {
    /// Key (after the Redis key prefix) of the pub/sub channel the notifications service publishes on.
    pub channel: String,
    /// Key (after the prefix) of the channel of SMS events for the conversations streams.
    pub sms_channel: String,
    pub ping_interval_secs: u64,
    /// A session that answers no ping for this long is closed.
    pub client_timeout_secs: u64,
    /// Messages queued per websocket session before it is considered stuck and closed.
    pub session_buffer: usize,
    pub resubscribe_max_backoff_ms: u64,
}

/// The credentials each provider's webhooks must carry.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebhookSettings {
    pub elks46: BasicCredentials,
    /// The secret of the GoCardless webhook endpoint (`Webhook-Signature`).
    pub gocardless: SigningSecret,
    /// The secret of the Vipps webhook registration (the Webhooks API's HMAC signature).
    pub vipps: SigningSecret,
}

/// The secret a provider signs its webhooks with. An empty one refuses every call.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SigningSecret {
    pub secret: String,
}

impl std::fmt::Debug for SigningSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningSecret(***)")
    }
}

/// HTTP Basic credentials. An empty password refuses every call.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BasicCredentials {
    pub username: String,
    pub password: String,
}

impl std::fmt::Debug for BasicCredentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BasicCredentials")
            .field("username", &self.username)
            .field("password", &"***")
            .finish()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadinessSettings {
    /// How long the Redis check of `/readyz` may take.
    pub timeout_ms: u64,
}

impl Validate for Settings {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("http.listen", &self.http.listen)?;
        self.http
            .listen
            .parse::<std::net::SocketAddr>()
            .map_err(|error| {
                scope.invalid("http.listen", format!("must be host:port ({error})"))
            })?;
        scope.require_range("http.workers", self.http.workers, 0, 256)?;
        scope.require_range(
            "http.max_body_bytes",
            self.http.max_body_bytes,
            1024,
            16 * 1024 * 1024,
        )?;
        scope.require_range(
            "http.shutdown_timeout_secs",
            self.http.shutdown_timeout_secs,
            1,
            600,
        )?;
        for origin in self.http.cors_origins() {
            scope.require_url("http.cors_origins", origin, &["http", "https"])?;
        }
        let services = [
            ("services.core", &self.services.core),
            ("services.kdlt", &self.services.kdlt),
            ("services.insurance", &self.services.insurance),
            ("services.messaging", &self.services.messaging),
            ("services.notifications", &self.services.notifications),
            ("services.dialler", &self.services.dialler),
        ];
        for (section, client) in services {
            client.validate(scope, section)?;
        }
        self.redis.validate(scope, "redis")?;
        if self.auth.jwt_secret.len() < 32 {
            return Err(scope.invalid("auth.jwt_secret", "must be at least 32 bytes"));
        }
        scope.require_range(
            "auth.token_lifetime_secs",
            self.auth.token_lifetime_secs,
            60,
            7 * 24 * 3600,
        )?;
        scope.require_range(
            "auth.ws_token_lifetime_secs",
            self.auth.ws_token_lifetime_secs,
            1,
            3600,
        )?;
        scope.require_range("auth.clock_skew_secs", self.auth.clock_skew_secs, 0, 300)?;
        scope.require_range(
            "rate_limit.window_secs",
            self.rate_limit.window_secs,
            1,
            24 * 3600,
        )?;
        scope.require_range(
            "rate_limit.login_per_account",
            self.rate_limit.login_per_account,
            1,
            100_000,
        )?;
        scope.require_range(
            "rate_limit.login_per_address",
            self.rate_limit.login_per_address,
            1,
            100_000,
        )?;
        scope.require_range(
            "rate_limit.otp_per_session",
            self.rate_limit.otp_per_session,
            1,
            100_000,
        )?;
        if !self.staff_idp.issuer.is_empty() {
            scope.require_non_empty("staff_idp.client_id", &self.staff_idp.client_id)?;
            scope.require_non_empty("staff_idp.redirect_uri", &self.staff_idp.redirect_uri)?;
        }
        scope.require_range(
            "staff_idp.login_ttl_secs",
            self.staff_idp.login_ttl_secs,
            30,
            3600,
        )?;
        scope.require_range(
            "auth.customer_token_lifetime_secs",
            self.auth.customer_token_lifetime_secs,
            300,
            24 * 3600,
        )?;
        scope.require_range(
            "my_pages.ticket_ttl_secs",
            self.my_pages.ticket_ttl_secs,
            60,
            3600,
        )?;
        if !self.my_pages.bankid_no_issuer.is_empty() {
            scope.require_non_empty(
                "my_pages.bankid_no_client_id",
                &self.my_pages.bankid_no_client_id,
            )?;
            scope.require_non_empty(
                "my_pages.bankid_no_redirect_uri",
                &self.my_pages.bankid_no_redirect_uri,
            )?;
        }
        scope.require_non_empty("push.channel", &self.push.channel)?;
        scope.require_range(
            "push.ping_interval_secs",
            self.push.ping_interval_secs,
            1,
            3600,
        )?;
        if self.push.client_timeout_secs <= self.push.ping_interval_secs {
            return Err(scope.invalid(
                "push.client_timeout_secs",
                "must be longer than push.ping_interval_secs",
            ));
        }
        scope.require_range("push.session_buffer", self.push.session_buffer, 1, 100_000)?;
        scope.require_range(
            "push.resubscribe_max_backoff_ms",
            self.push.resubscribe_max_backoff_ms,
            10,
            600_000,
        )?;
        scope.require_range(
            "readiness.timeout_ms",
            self.readiness.timeout_ms,
            10,
            60_000,
        )?;
        self.telemetry.validate(scope, "telemetry")
    }
}

impl Settings {
    /// The defaults with `ZRM_GATEWAY__*` variables applied, or the first problem found.
    pub fn load() -> Result<Self, ConfigError> {
        zrm_platform::config::load(SERVICE_NAME, DEFAULTS_TOML)
    }

    /// The defaults with the given variables (tests).
    pub fn load_from<I: IntoIterator<Item = (String, String)>>(
        env: I,
    ) -> Result<Self, ConfigError> {
        zrm_platform::config::load_from(SERVICE_NAME, DEFAULTS_TOML, env)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_are_valid() {
        let settings = Settings::load_from(env(&[])).unwrap();
        assert_eq!(settings.http.listen, "127.0.0.1:8080");
        assert_eq!(settings.auth.ws_token_lifetime_secs, 60);
    }

    #[test]
    fn short_jwt_secret_is_rejected() {
        let error =
            Settings::load_from(env(&[("ZRM_GATEWAY__AUTH__JWT_SECRET", "short")])).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("ZRM_GATEWAY__AUTH__JWT_SECRET:"),
            "{error}"
        );
    }

    #[test]
    fn environment_overrides_defaults() {
        let settings =
            Settings::load_from(env(&[("ZRM_GATEWAY__RATE_LIMIT__LOGIN_PER_ACCOUNT", "3")]))
                .unwrap();
        assert_eq!(settings.rate_limit.login_per_account, 3);
    }
}
