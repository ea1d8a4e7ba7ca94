//! What handlers share: token checks, Redis-backed stores, service clients, the websocket
//! registry and metrics. The HTTP server builds one per worker thread ([`AppState::for_worker`])
//! so that each worker's gRPC channels and Redis connection run on that worker's own runtime:
//! one process-wide set would make every request hop threads twice (measured: most of the
//! gateway's CPU went to those wake-ups). The websocket registry, the revocation mirror and the
//! metrics stay process-wide ([`ProcessShared`]).

use std::time::Duration;

use crate::auth::staff_idp::StaffIdp;
use crate::auth::{RevocationMirror, RevocationStore, TokenService};
use crate::clients::ServiceClients;
use crate::error::GatewayError;
use crate::http_metrics::GatewayMetrics;
use crate::my_pages::CustomerSignIn;
use crate::my_pages::debt_register_consents::DebtRegisterConsents;
use crate::my_pages::tickets::TicketStore;
use crate::push::{PushFanout, SessionRegistry};
use crate::rate_limit::RateLimiter;
use crate::readiness::Readiness;
use crate::recent::RecentApplications;
use crate::redis_keys::RedisKeys;
use crate::settings::Settings;
use crate::sms_feed::SmsFeed;
use zrm_platform::shutdown::Shutdown;

/// What every worker of the process shares.
#[derive(Clone)]
pub struct ProcessShared {
    pub sessions: SessionRegistry,
    pub metrics: GatewayMetrics,
    pub revocation_mirror: RevocationMirror,
    pub sms_feed: SmsFeed,
}

pub struct AppState {
    pub settings: Settings,
    pub keys: RedisKeys,
    pub tokens: TokenService,
    pub revocations: RevocationStore,
    pub rate_limiter: RateLimiter,
    pub clients: ServiceClients,
    pub sessions: SessionRegistry,
    pub readiness: Readiness,
    pub metrics: GatewayMetrics,
    pub revocation_mirror: RevocationMirror,
    /// The applications each employee opened last.
    pub recent: RecentApplications,
    /// The popup sign-in through the staff identity provider.
    pub staff_idp: StaffIdp,
    /// The customers' BankID sign-in to My Pages.
    pub customer_sign_in: CustomerSignIn,
    /// The debt-register consents customers were sent to give.
    pub debt_register_consents: DebtRegisterConsents,
    /// SMS events for the conversations streams of this replica.
    pub sms_feed: SmsFeed,
    redis_client: redis::Client,
}

impl AppState {
    /// Connects to Redis (the gateway cannot authenticate anyone without it); service channels
    /// connect lazily.
    pub async fn connect(settings: Settings) -> Result<Self, GatewayError> {
        let metrics =
            GatewayMetrics::new().map_err(|error| GatewayError::Internal(error.to_string()))?;
        let sessions = SessionRegistry::new(settings.push.session_buffer);
        let (_, redis) = connect_redis(&settings).await?;
        let revocation_mirror =
            RevocationMirror::new(redis, RedisKeys::new(settings.redis.key_prefix.clone()))
                .closing_sockets_of(sessions.clone());
        let shared = ProcessShared {
            sessions,
            metrics,
            revocation_mirror,
            sms_feed: SmsFeed::default(),
        };
        Self::for_worker(settings, shared).await
    }

    /// A worker's own state, sharing the process's registry, mirror and metrics.
    pub async fn for_worker(
        settings: Settings,
        shared: ProcessShared,
    ) -> Result<Self, GatewayError> {
        let (redis_client, redis) = connect_redis(&settings).await?;
        let keys = RedisKeys::new(settings.redis.key_prefix.clone());
        let clients = ServiceClients::new(&settings.services)?;
        Ok(Self {
            tokens: TokenService::new(&settings.auth),
            revocations: RevocationStore::new(
                redis.clone(),
                keys.clone(),
                shared.revocation_mirror.clone(),
            ),
            rate_limiter: RateLimiter::new(
                redis.clone(),
                Duration::from_secs(settings.rate_limit.window_secs),
            ),
            recent: RecentApplications::new(redis.clone(), keys.clone()),
            staff_idp: StaffIdp::new(&settings.staff_idp, redis.clone(), keys.clone())?,
            customer_sign_in: CustomerSignIn::new(
                &settings.my_pages,
                TicketStore::new(
                    redis.clone(),
                    keys.clone(),
                    settings.my_pages.ticket_ttl_secs,
                ),
            )?,
            debt_register_consents: DebtRegisterConsents::new(redis.clone(), keys.clone()),
            readiness: Readiness::new(&settings.readiness, redis),
            sessions: shared.sessions,
            metrics: shared.metrics,
            revocation_mirror: shared.revocation_mirror,
            sms_feed: shared.sms_feed,
            clients,
            keys,
            redis_client,
            settings,
        })
    }

    pub fn shared(&self) -> ProcessShared {
        ProcessShared {
            sessions: self.sessions.clone(),
            metrics: self.metrics.clone(),
            revocation_mirror: self.revocation_mirror.clone(),
            sms_feed: self.sms_feed.clone(),
        }
    }

    /// Keeps this replica's SMS feed subscribed until shutdown.
    pub async fn run_sms_feed(&self, shutdown: Shutdown) {
        self.sms_feed
            .clone()
            .run(
                self.redis_client.clone(),
                self.keys.channel(&self.settings.push.sms_channel),
                Duration::from_millis(self.settings.push.resubscribe_max_backoff_ms),
                shutdown,
            )
            .await;
    }

    /// Keeps this replica's revocation mirror subscribed until shutdown.
    pub async fn run_revocation_mirror(&self, shutdown: Shutdown) {
        crate::pubsub::run(
            self.revocation_mirror.clone(),
            self.redis_client.clone(),
            self.keys.revocations_channel(),
            Duration::from_millis(self.settings.push.resubscribe_max_backoff_ms),
            shutdown,
        )
        .await;
    }

    /// The Redis subscriber feeding this replica's websocket sessions.
    pub fn push_fanout(&self) -> PushFanout {
        PushFanout::new(
            self.redis_client.clone(),
            self.keys.channel(&self.settings.push.channel),
            self.sessions.clone(),
            self.clients.clone(),
            self.metrics.clone(),
            Duration::from_millis(self.settings.push.resubscribe_max_backoff_ms),
        )
    }
}

async fn connect_redis(
    settings: &Settings,
) -> Result<(redis::Client, redis::aio::ConnectionManager), GatewayError> {
    let client = zrm_platform::redis::client(&settings.redis).map_err(GatewayError::redis)?;
    let manager = client
        .get_connection_manager()
        .await
        .map_err(GatewayError::redis)?;
    Ok((client, manager))
}
