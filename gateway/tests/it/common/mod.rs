//! Shared set-up of the gateway tests: settings with a Redis key prefix of the test's own (so
//! tests run in parallel on the real Redis), services pointed at a closed port (so calls that
//! reach a service fail with 503 rather than depend on other processes), tokens, and a real
//! HTTP server for websocket tests.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use actix_web::web;
use std::net::TcpListener;
use std::time::Duration;
use zrm_gateway::auth::{BankClaim, IssuedToken, TokenPlatform, TokenSubject};
use zrm_gateway::settings::Settings;
use zrm_gateway::state::AppState;
use zrm_platform::shutdown::Shutdown;

/// Nothing listens here: connecting is refused at once.
pub const CLOSED_SERVICE_URL: &str = "http://127.0.0.1:1";

pub fn settings() -> Settings {
    let mut settings = Settings::load_from(Vec::<(String, String)>::new()).unwrap();
    settings.redis = zrm_platform::testing::redis_settings();
    for client in [
        &mut settings.services.core,
        &mut settings.services.kdlt,
        &mut settings.services.insurance,
        &mut settings.services.messaging,
        &mut settings.services.notifications,
        &mut settings.services.dialler,
    ] {
        client.url = CLOSED_SERVICE_URL.to_string();
        client.deadline_ms = 1000;
        client.connect_timeout_ms = 200;
    }
    settings.auth.clock_skew_secs = 0;
    settings
}

pub async fn state(settings: Settings) -> web::Data<AppState> {
    web::Data::new(AppState::connect(settings).await.unwrap())
}

pub fn subject(user_id: &str) -> TokenSubject {
    TokenSubject {
        user_id: user_id.to_string(),
        name: "Anna Svensson".to_string(),
        roles: vec!["online:admin".to_string()],
        zoordinates: vec!["MOSESTFTSA".to_string()],
        platform: TokenPlatform::Employee,
        banks: Vec::new(),
    }
}

/// An access token of a bank partner (platform `bank`, one bank, no roles).
pub fn bank_access_token(state: &AppState, user_id: &str) -> IssuedToken {
    let subject = TokenSubject {
        user_id: user_id.to_string(),
        name: "Karin Berg".to_string(),
        roles: Vec::new(),
        zoordinates: Vec::new(),
        platform: TokenPlatform::Bank,
        banks: vec![BankClaim {
            country: "SE".to_string(),
            product: "mortgage".to_string(),
            bank_id: 1,
        }],
    };
    state.tokens.issue_access(&subject).unwrap().0
}

pub fn access_token(state: &AppState, user_id: &str) -> IssuedToken {
    state.tokens.issue_access(&subject(user_id)).unwrap().0
}

/// An access token of a user holding exactly `roles`.
pub fn access_token_with_roles(state: &AppState, user_id: &str, roles: &[&str]) -> IssuedToken {
    let subject = TokenSubject {
        roles: roles.iter().map(|role| (*role).to_string()).collect(),
        ..subject(user_id)
    };
    state.tokens.issue_access(&subject).unwrap().0
}

pub fn bearer(token: &IssuedToken) -> (&'static str, String) {
    ("Authorization", format!("Bearer {}", token.token))
}

pub fn user_id() -> String {
    format!("user-{}", uuid::Uuid::new_v4().simple())
}

/// A gateway replica serving on a random local port, with its push fan-out running.
pub struct Replica {
    pub state: web::Data<AppState>,
    pub address: String,
    shutdown: Shutdown,
    server: actix_web::dev::ServerHandle,
}

impl Replica {
    pub async fn start(settings: Settings) -> Self {
        let state = state(settings).await;
        let shutdown = Shutdown::new();
        let fanout = state.push_fanout();
        let mut subscribed = fanout.subscribed();
        actix_web::rt::spawn(fanout.run(shutdown.clone()));
        tokio::time::timeout(
            Duration::from_secs(5),
            subscribed.wait_for(|subscribed| *subscribed),
        )
        .await
        .expect("push subscription in time")
        .unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let app_state = state.clone();
        let server = actix_web::HttpServer::new(move || zrm_gateway::app::build(app_state.clone()))
            .workers(1)
            .disable_signals()
            .listen(listener)
            .unwrap()
            .run();
        let handle = server.handle();
        actix_web::rt::spawn(server);
        Self {
            state,
            address,
            shutdown,
            server: handle,
        }
    }

    pub fn ws_url(&self, token: &str) -> String {
        format!("ws://{}/notification/ws?token={token}", self.address)
    }

    pub fn http_url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    pub async fn stop(self) {
        self.shutdown.trigger();
        self.server.stop(false).await;
    }
}
