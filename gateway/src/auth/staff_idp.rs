//! The staff identity provider's popup sign-in, gateway side: starting a login (the
//! authorization URL with state, nonce and PKCE), keeping what the callback needs in Redis
//! (single use, expiring), and completing it (code exchange, ID token checked for issuer,
//! audience, signature through the provider's JWKS, nonce; then the staff claims).

use std::time::Duration;

use redis::aio::ConnectionManager;
use zrm_providers::ProviderError;
use zrm_providers::oidc::{AuthorizeOptions, Callback, OidcConfig, PendingLogin};
use zrm_providers::staff_idp::{
    HttpStaffIdentityProvider, StaffClaimNames, StaffIdentity, StaffIdentityProvider,
    StaffIdpConfig,
};

use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;
use crate::settings::StaffIdpSettings;

pub const NOT_CONFIGURED: &str = "staff identity provider";
pub const LOGIN_EXPIRED: &str =
    "This sign-in has expired or was already used; please start it again";
pub const LOGIN_CANCELLED: &str = "The sign-in was cancelled at the identity provider";
pub const ANSWER_REFUSED: &str = "The identity provider's answer could not be verified";

pub struct StaffIdp {
    provider: Option<HttpStaffIdentityProvider>,
    redis: ConnectionManager,
    keys: RedisKeys,
    login_ttl: Duration,
}

impl StaffIdp {
    /// No provider when the issuer is empty (the routes then answer 503).
    pub fn new(
        settings: &StaffIdpSettings,
        redis: ConnectionManager,
        keys: RedisKeys,
    ) -> Result<Self, GatewayError> {
        let provider = if settings.issuer.is_empty() {
            None
        } else {
            let config = StaffIdpConfig {
                oidc: OidcConfig::new(
                    settings.issuer.clone(),
                    settings.client_id.clone(),
                    settings.client_secret.clone(),
                    settings.redirect_uri.clone(),
                ),
                claims: StaffClaimNames::default(),
            };
            Some(
                HttpStaffIdentityProvider::new(&config)
                    .map_err(|error| GatewayError::Internal(error.to_string()))?,
            )
        };
        Ok(Self {
            provider,
            redis,
            keys,
            login_ttl: Duration::from_secs(settings.login_ttl_secs),
        })
    }

    fn provider(&self) -> Result<&HttpStaffIdentityProvider, GatewayError> {
        self.provider
            .as_ref()
            .ok_or_else(|| GatewayError::Unavailable {
                dependency: NOT_CONFIGURED,
                cause: "staff_idp.issuer is empty".into(),
            })
    }

    /// Starts a login; the browser goes to the returned URL.
    pub async fn begin(&self, ui_locales: Option<String>) -> Result<PendingLogin, GatewayError> {
        let options = AuthorizeOptions {
            ui_locales,
            ..AuthorizeOptions::default()
        };
        let pending = self
            .provider()?
            .begin_login(&options)
            .await
            .map_err(provider_error)?;
        let stored = serde_json::to_string(&pending)
            .map_err(|error| GatewayError::Internal(error.to_string()))?;
        let mut redis = self.redis.clone();
        redis::cmd("SET")
            .arg(self.keys.staff_idp_login(&pending.state))
            .arg(stored)
            .arg("EX")
            .arg(self.login_ttl.as_secs())
            .query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        Ok(pending)
    }

    /// Completes the login the callback belongs to (each login once): the verified person.
    pub async fn complete(&self, callback: &Callback) -> Result<StaffIdentity, GatewayError> {
        let provider = self.provider()?;
        let state = callback
            .state
            .as_deref()
            .filter(|state| !state.is_empty())
            .ok_or_else(|| GatewayError::unauthenticated(LOGIN_EXPIRED))?;
        let mut redis = self.redis.clone();
        let stored: Option<String> = redis::cmd("GETDEL")
            .arg(self.keys.staff_idp_login(state))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        let stored = stored.ok_or_else(|| GatewayError::unauthenticated(LOGIN_EXPIRED))?;
        let pending: PendingLogin = serde_json::from_str(&stored)
            .map_err(|error| GatewayError::Internal(format!("stored login: {error}")))?;
        provider
            .complete_login(&pending, callback)
            .await
            .map_err(provider_error)
    }
}

/// The provider's failures as the person should see them: their own cancellation, an answer
/// that fails verification (logged in full), or the provider being unreachable.
fn provider_error(error: ProviderError) -> GatewayError {
    match error {
        ProviderError::LoginFailed { .. } => GatewayError::unauthenticated(LOGIN_CANCELLED),
        ProviderError::Timeout { .. }
        | ProviderError::Unreachable { .. }
        | ProviderError::UnexpectedResponse { .. } => GatewayError::Unavailable {
            dependency: NOT_CONFIGURED,
            cause: error.to_string(),
        },
        ProviderError::Callback { .. }
        | ProviderError::OAuth { .. }
        | ProviderError::TokenRejected { .. }
        | ProviderError::Claims { .. } => {
            tracing::warn!(%error, "identity-provider sign-in refused");
            GatewayError::unauthenticated(ANSWER_REFUSED)
        }
        // Other providers' failures: not produced by this client.
        ProviderError::BankIdSe { .. }
        | ProviderError::Elks46 { .. }
        | ProviderError::Webhook { .. }
        | ProviderError::GoCardless(_)
        | ProviderError::Vipps(_)
        | ProviderError::WebhookRejected { .. }
        | ProviderError::Telavox { .. }
        | ProviderError::NorskGjeld { .. }
        | ProviderError::Check { .. }
        | ProviderError::Config { .. } => GatewayError::Internal(error.to_string()),
    }
}
