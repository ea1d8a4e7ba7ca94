//! Shared set-up of core's integration tests: a database of the test's own, core's state, and
//! for the sign-in tests a stand-in of the messaging service that serves its gRPC contract
//! (`zrm.messaging.v1.EmailService`) and records what core asked it to send. Core's tests reach
//! no other service's code or database; messaging's own tests cover the delivery.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::sync::Arc;
use std::time::Duration;

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use prost::Message;
use tokio::task::JoinHandle;
use tonic::transport::server::TcpIncoming;
use zrm_core::app::MIGRATIONS;
use zrm_core::applications::applicants::CustomerDirectory;
use zrm_core::applications::writer::ApplicationWriter;
use zrm_core::employees::login::LoginPolicy;
use zrm_core::ids::DrawnIds;
use zrm_core::mail::Mailer;
use zrm_core::state::CoreState;
use zrm_platform::db::{DbConnection, PipelinedReads};
use zrm_platform::grpc::{ClientSettings, GrpcSettings};
use zrm_platform::outbox::Outbox;
use zrm_platform::schema::zrm_outbox;
use zrm_platform::testing::TestDatabase;
use zrm_proto::messaging::v1::email_service_server::{EmailService, EmailServiceServer};
use zrm_proto::messaging::v1::{SendEmailRequest, SendEmailResponse};
use zrm_providers::CheckConfig;
use zrm_providers::valuation::HttpPropertyValuation;

pub mod desk;
pub mod kdlt;
pub mod leads;

pub const POLICY: LoginPolicy = LoginPolicy {
    code_valid_for: chrono::TimeDelta::minutes(5),
    max_code_attempts: 5,
};

/// The My Pages address of the tests' invitations.
pub const BANK_PORTAL_URL: &str = "http://portal.test";
pub const MY_PAGES_URL: &str = "https://minasidor.zrm.example";

pub struct Core {
    pub db: TestDatabase,
    pub state: Arc<CoreState>,
}

impl Core {
    /// Core with its own database. E-mail goes to `messaging_url` (a closed port when the test
    /// sends none).
    pub async fn start(messaging_url: &str) -> Core {
        Core::start_with(messaging_url, "http://127.0.0.1:9").await
    }

    /// Core whose customer register is `kdlt_url` (a [`KdltStandIn`]). The valuation provider is
    /// a closed port: a valuation fails as the provider being down.
    pub async fn start_with(messaging_url: &str, kdlt_url: &str) -> Core {
        let db = TestDatabase::create("zrm_core_test", MIGRATIONS)
            .await
            .unwrap();
        let channel = zrm_platform::grpc::channel(&ClientSettings {
            url: messaging_url.to_owned(),
            deadline_ms: 5_000,
            connect_timeout_ms: 1_000,
        })
        .unwrap();
        let application_ids = Arc::new(DrawnIds::applications());
        let outbox = Outbox::default();
        let state = Arc::new(CoreState {
            pool: db.pool.clone(),
            reads: Arc::new(PipelinedReads::new(&db.settings)),
            application_writer: ApplicationWriter::start(
                db.pool.clone(),
                Arc::clone(&application_ids),
                outbox.clone(),
            ),
            outbox,
            mailer: Mailer::new(channel, Duration::from_secs(5)),
            my_pages_url: MY_PAGES_URL.to_owned(),
            partner_links: zrm_core::employees::partner_password::PartnerLinkPolicy {
                bank_portal_url: BANK_PORTAL_URL.to_owned(),
                valid_for: chrono::TimeDelta::hours(72),
            },
            login_policy: POLICY,
            lead_ids: Arc::new(DrawnIds::leads()),
            application_ids,
            customers: CustomerDirectory::new(
                zrm_platform::grpc::channel(&ClientSettings {
                    url: kdlt_url.to_owned(),
                    deadline_ms: 5_000,
                    connect_timeout_ms: 1_000,
                })
                .unwrap(),
                Duration::from_secs(5),
            ),
            valuation: HttpPropertyValuation::new(&CheckConfig {
                base_url: "http://127.0.0.1:9/valuation".to_owned(),
                api_key: "sandbox-valuation-key".to_owned(),
                timeout_ms: 5_000,
            })
            .unwrap(),
        });
        Core { db, state }
    }

    pub async fn without_mail() -> Core {
        // Port 9 (discard) is closed on the test machines: any e-mail attempt fails fast.
        Core::start("http://127.0.0.1:9").await
    }

    pub async fn conn(&self) -> DbConnection {
        self.db.pool.get().await.unwrap()
    }

    pub async fn cleanup(self) {
        drop(self.state);
        self.db.cleanup().await.unwrap();
    }
}

/// The outbox rows as (event type, payload), oldest first.
pub async fn outbox_events(conn: &mut AsyncPgConnection) -> Vec<(String, Vec<u8>)> {
    zrm_outbox::table
        .order(zrm_outbox::id.asc())
        .select((zrm_outbox::event_type, zrm_outbox::payload))
        .load(conn)
        .await
        .unwrap()
}

pub fn decode<M: Message + Default>(payload: &[u8]) -> M {
    M::decode(payload).unwrap()
}

/// What the messaging stand-in was asked to send, oldest first.
#[derive(Clone, Default)]
struct SentMail(Arc<std::sync::Mutex<Vec<SendEmailRequest>>>);

#[tonic::async_trait]
impl EmailService for SentMail {
    async fn send_email(
        &self,
        request: tonic::Request<SendEmailRequest>,
    ) -> Result<tonic::Response<SendEmailResponse>, tonic::Status> {
        let mut sent = self.0.lock().unwrap();
        sent.push(request.into_inner());
        Ok(tonic::Response::new(SendEmailResponse {
            message_id: format!("stand-in-{}", sent.len()),
            sent_at: Some(prost_types::Timestamp::from(std::time::SystemTime::now())),
        }))
    }
}

/// The messaging service's contract served on a free port, recording every request.
pub struct MailStack {
    pub messaging_url: String,
    sent: SentMail,
    server: JoinHandle<()>,
}

impl MailStack {
    pub async fn start() -> MailStack {
        let grpc = GrpcSettings {
            listen: "127.0.0.1:0".parse().unwrap(),
            max_message_bytes: 1 << 20,
            request_timeout_ms: 10_000,
            concurrency_limit_per_connection: 32,
        };
        let incoming = TcpIncoming::bind(grpc.listen).unwrap();
        let messaging_url = format!("http://{}", incoming.local_addr().unwrap());
        let sent = SentMail::default();
        let router =
            zrm_platform::grpc::server(&grpc).add_service(EmailServiceServer::new(sent.clone()));
        let server = tokio::spawn(async move {
            router.serve_with_incoming(incoming).await.unwrap();
        });
        MailStack {
            messaging_url,
            sent,
            server,
        }
    }

    /// The mails core asked to send to `to`, newest first: `to`, `subject`, `text`, `purpose`.
    pub async fn mails_to(&self, to: &str) -> Vec<serde_json::Value> {
        let sent = self.sent.0.lock().unwrap();
        sent.iter()
            .rev()
            .filter(|mail| mail.to == to)
            .map(|mail| {
                serde_json::json!({
                    "to": mail.to,
                    "subject": mail.subject,
                    "text": mail.body_text,
                    "purpose": mail.purpose,
                })
            })
            .collect()
    }

    pub async fn stop(self) {
        self.server.abort();
    }
}

/// The code in the line `Your one-time code: 123456` of a mail text.
pub fn one_time_code_in(text: &str) -> String {
    text.lines()
        .find_map(|line| line.strip_prefix("Your one-time code: "))
        .expect("mail carries the code line")
        .trim()
        .to_owned()
}

pub async fn execute(conn: &mut AsyncPgConnection, sql: &str) {
    diesel::sql_query(sql).execute(conn).await.unwrap();
}
