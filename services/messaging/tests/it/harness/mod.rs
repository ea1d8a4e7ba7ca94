//! Messaging as the stack runs it, in process: its state on a database of its own, the SMS
//! dispatcher sending to a sandbox process of its own, kdlt as its own process, and e-mail to the
//! SMTP relay given (or to a closed port). Retries wait 50 ms, then 100 ms …
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::sync::Arc;
use std::time::Duration;

use zrm_messaging::app::MIGRATIONS;
use zrm_messaging::customers::CustomerRegister;
use zrm_messaging::email::smtp::{SmtpMailer, SmtpSettings, SmtpTls};
use zrm_messaging::settings::MessagingSettings;
use zrm_messaging::sms::dispatch::{DispatchWaker, Dispatcher};
use zrm_messaging::state::MessagingState;
use zrm_platform::outbox::Outbox;
use zrm_platform::shutdown::Shutdown;
use zrm_platform::testing::TestDatabase;
use zrm_providers::elks46::HttpElks46;

use crate::kdlt::Kdlt;
use crate::sandbox::Sandbox;

pub struct Harness {
    pub db: TestDatabase,
    pub state: Arc<MessagingState>,
    pub sandbox: Sandbox,
    pub kdlt: Kdlt,
    pub shutdown: Shutdown,
}

/// E-mail to `port` on this machine (9: nothing listens, so e-mail fails).
pub async fn start(more: &[(&str, &str)], smtp_port: u16) -> Harness {
    let (sandbox, kdlt) = tokio::join!(Sandbox::start(), Kdlt::start());
    let mut env = vec![
        (
            "ZRM_MESSAGING__SMS__PROVIDER__BASE_URL".to_owned(),
            format!("{}/a1", sandbox.url),
        ),
        (
            "ZRM_MESSAGING__SMS__RETRY_BASE_MS".to_owned(),
            "50".to_owned(),
        ),
        ("ZRM_MESSAGING__SMS__POLL_MS".to_owned(), "20".to_owned()),
    ];
    env.extend(
        more.iter()
            .map(|(name, value)| ((*name).to_owned(), (*value).to_owned())),
    );
    let settings: MessagingSettings = zrm_platform::config::load_from(
        "messaging",
        include_str!("../../../config/default.toml"),
        env,
    )
    .unwrap();
    let db = TestDatabase::create("zrm_messaging_test", MIGRATIONS)
        .await
        .unwrap();
    let waker = DispatchWaker::default();
    let state = Arc::new(MessagingState {
        pool: db.pool.clone(),
        mailer: SmtpMailer::new(&SmtpSettings {
            host: "127.0.0.1".into(),
            port: smtp_port,
            tls: SmtpTls::None,
            username: String::new(),
            password: String::new(),
            from: "ZRM <no-reply@zrm.example>".into(),
            timeout_ms: 3_000,
        })
        .unwrap(),
        outbox: Outbox::default(),
        sms_dispatch: waker.clone(),
        sms_per_recipient_per_hour: settings.sms.max_per_recipient_per_hour,
        customers: CustomerRegister::new(
            tonic::transport::Endpoint::from_shared(kdlt.url.clone())
                .unwrap()
                .connect_lazy(),
            Duration::from_secs(5),
        ),
        templates: settings.templates.clone(),
    });
    let shutdown = Shutdown::new();
    Dispatcher {
        pool: db.pool.clone(),
        provider: HttpElks46::new(&settings.sms.provider).unwrap(),
        settings: settings.sms.clone(),
        outbox: Outbox::default(),
        waker,
    }
    .spawn(shutdown.clone());
    Harness {
        db,
        state,
        sandbox,
        kdlt,
        shutdown,
    }
}

impl Harness {
    pub async fn stop(self) {
        self.shutdown.trigger();
        self.sandbox.stop();
        drop(self.kdlt);
        self.db.cleanup().await.unwrap();
    }
}
