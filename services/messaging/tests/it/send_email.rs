//! SendEmail against a real database and a real SMTP relay (tests/support).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use crate::support::SmtpRelay;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use tonic::{Code, Request};
use uuid::Uuid;
use zrm_messaging::app::MIGRATIONS;
use zrm_messaging::customers::CustomerRegister;
use zrm_messaging::email::grpc::service::EmailGrpc;
use zrm_messaging::email::rows::EmailMessageRow;
use zrm_messaging::email::smtp::{SmtpMailer, SmtpSettings, SmtpTls};
use zrm_messaging::schema::email_messages;
use zrm_messaging::state::MessagingState;
use zrm_platform::testing::TestDatabase;
use zrm_proto::messaging::v1::SendEmailRequest;
use zrm_proto::messaging::v1::email_service_server::EmailService;

fn smtp(host: &str, port: u16) -> SmtpSettings {
    SmtpSettings {
        host: host.to_owned(),
        port,
        tls: SmtpTls::None,
        username: String::new(),
        password: String::new(),
        from: "ZRM <no-reply@zrm.example>".to_owned(),
        timeout_ms: 3_000,
    }
}

/// E-mail never asks kdlt: the register points nowhere.
fn state(db: &TestDatabase, mailer: SmtpMailer) -> Arc<MessagingState> {
    Arc::new(MessagingState {
        pool: db.pool.clone(),
        mailer,
        outbox: Default::default(),
        sms_dispatch: Default::default(),
        sms_per_recipient_per_hour: 20,
        customers: CustomerRegister::new(
            tonic::transport::Endpoint::from_static("http://127.0.0.1:9").connect_lazy(),
            std::time::Duration::from_secs(1),
        ),
        templates: zrm_messaging::templates::links::TemplateSettings {
            my_pages_url: "http://127.0.0.1:3001".into(),
        },
    })
}

fn request(to: &str) -> SendEmailRequest {
    SendEmailRequest {
        to: to.to_owned(),
        subject: "Your ZRM sign-in code".to_owned(),
        body_text: "Hello Anna,\n\nYour one-time code: 123456\n".to_owned(),
        purpose: "employee_otp".to_owned(),
    }
}

async fn records(db: &TestDatabase) -> Vec<EmailMessageRow> {
    let mut conn = db.pool.get().await.unwrap();
    email_messages::table
        .select(EmailMessageRow::as_select())
        .load(&mut conn)
        .await
        .unwrap()
}

#[tokio::test]
async fn send_records_the_message_and_delivers_it_over_smtp() {
    let relay = SmtpRelay::start().await;
    let db = TestDatabase::create("zrm_messaging_test", MIGRATIONS)
        .await
        .unwrap();
    let state = state(
        &db,
        SmtpMailer::new(&smtp("127.0.0.1", relay.port)).unwrap(),
    );
    let service = EmailGrpc::new(state);

    let response = service
        .send_email(Request::new(request("anna.online@zrm.example")))
        .await
        .unwrap()
        .into_inner();
    let message_id = Uuid::parse_str(&response.message_id).unwrap();
    assert!(response.sent_at.is_some());

    let stored = records(&db).await;
    assert_eq!(stored.len(), 1);
    let record = &stored[0];
    assert_eq!(record.message_id, message_id);
    assert_eq!(record.recipient, "anna.online@zrm.example");
    assert_eq!(record.subject, "Your ZRM sign-in code");
    assert_eq!(record.purpose, "employee_otp");
    assert_eq!(record.status, "sent");
    assert_eq!(record.error, None);
    assert_eq!(
        record.sent_at.map(|at| at.timestamp()),
        response.sent_at.map(|at| at.seconds)
    );

    let received = relay.received(1).await;
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].from, "no-reply@zrm.example");
    assert_eq!(received[0].to, vec!["anna.online@zrm.example".to_owned()]);
    let message = mail_parser::MessageParser::default()
        .parse(&received[0].raw)
        .unwrap();
    assert_eq!(message.subject(), Some("Your ZRM sign-in code"));
    let text = message.body_text(0).unwrap();
    assert!(
        text.lines()
            .any(|line| line.trim_end() == "Your one-time code: 123456"),
        "{text}"
    );

    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn unreachable_relay_records_a_failure_and_answers_unavailable() {
    let db = TestDatabase::create("zrm_messaging_test", MIGRATIONS)
        .await
        .unwrap();
    // Bind and drop a listener to get a port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let state = state(&db, SmtpMailer::new(&smtp("127.0.0.1", port)).unwrap());
    let service = EmailGrpc::new(state);

    let status = service
        .send_email(Request::new(request("erik.sales@zrm.example")))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unavailable);

    let stored = records(&db).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].status, "failed");
    assert!(
        stored[0]
            .error
            .as_deref()
            .is_some_and(|error| !error.is_empty())
    );
    assert_eq!(stored[0].sent_at, None);
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn invalid_requests_are_refused_before_anything_is_recorded() {
    let db = TestDatabase::create("zrm_messaging_test", MIGRATIONS)
        .await
        .unwrap();
    let state = state(&db, SmtpMailer::new(&smtp("127.0.0.1", 9)).unwrap());
    let service = EmailGrpc::new(state);
    let status = service
        .send_email(Request::new(request("not an address")))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status
            .metadata()
            .get("x-zrm-field")
            .and_then(|v| v.to_str().ok()),
        Some("to")
    );
    assert!(records(&db).await.is_empty());
    db.cleanup().await.unwrap();
}
