//! Contract tests: the 46elks client and webhook parsers against the sandbox's SMS simulator,
//! over real HTTP, with a webhook receiver running inside the test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::web::{self, Bytes};
use actix_web::{App, HttpRequest, HttpResponse, HttpServer};
use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::elks46::{
    DeliveryReport, Direction, Elks46Config, HttpElks46, InboundSms, OutgoingSms, SmsGateway,
    SmsId, SmsStatus, verify_basic_auth,
};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

const HOOK_USER: &str = "zrm";
const HOOK_PASSWORD: &str = "hook-secret";

#[derive(Debug, Clone)]
struct Call {
    path: String,
    authorized: bool,
    body: Vec<u8>,
}

/// Our side of the webhooks: checks the credentials, records every call, answers as told.
#[derive(Debug, Clone, Default)]
struct Receiver {
    calls: Arc<Mutex<Vec<Call>>>,
    answers: Arc<Mutex<VecDeque<u16>>>,
    reply: Arc<Mutex<String>>,
}

async fn hook(req: HttpRequest, body: Bytes, receiver: web::Data<Receiver>) -> HttpResponse {
    let authorization = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok());
    let authorized = verify_basic_auth(authorization, HOOK_USER, HOOK_PASSWORD);
    receiver.calls.lock().unwrap().push(Call {
        path: req.path().to_owned(),
        authorized,
        body: body.to_vec(),
    });
    if !authorized {
        return HttpResponse::Unauthorized().finish();
    }
    let status = receiver.answers.lock().unwrap().pop_front().unwrap_or(200);
    let reply = receiver.reply.lock().unwrap().clone();
    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap()).body(reply)
}

impl Receiver {
    fn start(&self) -> String {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let data = web::Data::new(self.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(data.clone())
                .default_service(web::to(hook))
        })
        .workers(1)
        .disable_signals()
        .listen(listener)
        .unwrap()
        .run();
        tokio::spawn(server);
        format!("127.0.0.1:{port}")
    }

    async fn wait_for(&self, path: &str, count: usize) -> Vec<Call> {
        for _ in 0..300 {
            let calls: Vec<Call> = self
                .calls
                .lock()
                .unwrap()
                .iter()
                .filter(|c| c.path == path)
                .cloned()
                .collect();
            if calls.len() >= count {
                return calls;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!(
            "fewer than {count} calls to {path}: {:?}",
            self.calls.lock().unwrap()
        );
    }
}

struct Harness {
    sandbox: RunningSandbox,
    client: HttpElks46,
    receiver: Receiver,
    /// `http://zrm:hook-secret@127.0.0.1:<port>`
    hooks: String,
}

async fn harness() -> Harness {
    let settings = Settings::ephemeral_with(&[
        ("ZRM_SANDBOX__SMS__DLR_SENT_DELAY_MS", "10"),
        ("ZRM_SANDBOX__SMS__DLR_DELIVERED_DELAY_MS", "30"),
        ("ZRM_SANDBOX__SMS__WEBHOOK_RETRY_BASE_MS", "20"),
        ("ZRM_SANDBOX__SMS__WEBHOOK_MAX_ATTEMPTS", "3"),
    ])
    .unwrap();
    let sandbox = embedded::start(&settings, 1).await.unwrap();
    let client = HttpElks46::new(&Elks46Config::new(
        format!("{}/a1", sandbox.http_url),
        &settings.sms.api_username,
        &settings.sms.api_password,
    ))
    .unwrap();
    let receiver = Receiver::default();
    let host = receiver.start();
    Harness {
        sandbox,
        client,
        receiver,
        hooks: format!("http://{HOOK_USER}:{HOOK_PASSWORD}@{host}"),
    }
}

fn sms(to: &str, message: &str) -> OutgoingSms {
    OutgoingSms {
        from: "ZRM".into(),
        to: to.into(),
        message: message.into(),
        when_delivered: None,
        dry_run: false,
        flash: false,
        dont_log: false,
    }
}

fn reports(calls: &[Call]) -> Vec<SmsStatus> {
    calls
        .iter()
        .map(|c| DeliveryReport::from_form(&c.body).unwrap().status)
        .collect()
}

#[tokio::test]
async fn delivery_reports_arrive_with_the_credentials_of_the_url() {
    let h = harness().await;
    let mut message = sms("+46701234567", "Din kod är 482913");
    message.when_delivered = Some(format!("{}/dlr", h.hooks));
    let sent = h.client.send(&message).await.unwrap();
    assert_eq!(sent.status, SmsStatus::Created);
    assert_eq!((sent.parts, sent.cost), (1, Some(3500)));
    let id = sent.id.unwrap();
    assert!(id.0.starts_with('s'));

    let calls = h.receiver.wait_for("/dlr", 2).await;
    assert!(calls.iter().all(|c| c.authorized));
    assert_eq!(reports(&calls), [SmsStatus::Sent, SmsStatus::Delivered]);
    let delivered = DeliveryReport::from_form(&calls[1].body).unwrap();
    assert_eq!(delivered.id, id);
    assert!(delivered.delivered.is_some());

    let record = h.client.get(&id).await.unwrap();
    assert_eq!(record.status, SmsStatus::Delivered);
    assert_eq!(record.direction, Direction::Outgoing);
    assert_eq!(record.message.as_deref(), Some("Din kod är 482913"));
    assert_eq!(record.to, "+46701234567");
    assert!(record.delivered.unwrap() >= record.created);
    h.sandbox.stop().await;
}

#[tokio::test]
async fn the_failing_number_gets_a_failed_report() {
    let h = harness().await;
    let mut message = sms("+46700000099", "Hej");
    message.when_delivered = Some(format!("{}/dlr", h.hooks));
    let id = h.client.send(&message).await.unwrap().id.unwrap();
    let calls = h.receiver.wait_for("/dlr", 2).await;
    assert_eq!(reports(&calls), [SmsStatus::Sent, SmsStatus::Failed]);
    let record = h.client.get(&id).await.unwrap();
    assert_eq!((record.status, record.delivered), (SmsStatus::Failed, None));
    h.sandbox.stop().await;
}

#[tokio::test]
async fn webhooks_are_retried_until_accepted_and_bad_credentials_are_rejected() {
    let h = harness().await;
    h.receiver.answers.lock().unwrap().extend([503, 500]);
    let mut message = sms("+46701234567", "Retry");
    message.when_delivered = Some(format!("{}/dlr", h.hooks));
    h.client.send(&message).await.unwrap();
    let calls = h.receiver.wait_for("/dlr", 4).await;
    assert_eq!(
        reports(&calls),
        [
            SmsStatus::Sent,
            SmsStatus::Sent,
            SmsStatus::Sent,
            SmsStatus::Delivered
        ]
    );

    // Credentials the receiver does not know: every attempt is refused, three in all.
    let mut forged = sms("+46701234567", "Forged");
    forged.when_delivered = Some(format!(
        "{}/forged",
        h.hooks.replace(HOOK_PASSWORD, "guess")
    ));
    h.client.send(&forged).await.unwrap();
    let calls = h.receiver.wait_for("/forged", 6).await;
    assert!(calls.iter().all(|c| !c.authorized));
    let statuses = reports(&calls);
    assert_eq!(
        statuses.iter().filter(|s| **s == SmsStatus::Sent).count(),
        3
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn an_incoming_sms_is_posted_and_the_answer_sent_back() {
    let h = harness().await;
    *h.receiver.reply.lock().unwrap() = "Tack, vi ringer dig.".into();
    let res = reqwest::Client::new()
        .post(format!("{}/sandbox/sms/inbound", h.sandbox.http_url))
        .json(&json!({
            "from": "+46704508449",
            "to": "+46766861004",
            "message": "Ring mig",
            "sms_url": format!("{}/inbound", h.hooks),
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
    let calls = h.receiver.wait_for("/inbound", 1).await;
    assert!(calls[0].authorized);
    let inbound = InboundSms::from_form(&calls[0].body).unwrap();
    assert_eq!(
        (
            inbound.from.as_str(),
            inbound.to.as_str(),
            inbound.message.as_str()
        ),
        ("+46704508449", "+46766861004", "Ring mig")
    );

    let mut reply: Option<Value> = None;
    for _ in 0..100 {
        let list: Value = reqwest::get(format!(
            "{}/sandbox/sms/messages?to=%2B46704508449",
            h.sandbox.http_url
        ))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        reply = list["items"].as_array().unwrap().first().cloned();
        if reply.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let reply = reply.unwrap();
    assert_eq!(reply["direction"], "outgoing-reply");
    assert_eq!(reply["from"], "+46766861004");
    assert_eq!(reply["message"], "Tack, vi ringer dig.");
    h.sandbox.stop().await;
}

#[tokio::test]
async fn send_options_parts_and_refusals() {
    let h = harness().await;
    let mut dry = sms("+46701234567", &"x".repeat(200));
    dry.dry_run = true;
    let estimate = h.client.send(&dry).await.unwrap();
    assert_eq!(
        (estimate.id, estimate.parts, estimate.estimated_cost),
        (None, 2, Some(7000))
    );

    let mut secret = sms("+46701234567", "Kod 111222");
    secret.dont_log = true;
    let id = h.client.send(&secret).await.unwrap().id.unwrap();
    assert_eq!(h.client.get(&id).await.unwrap().message, None);

    let unicode = h
        .client
        .send(&sms("+46701234567", &"ł".repeat(71)))
        .await
        .unwrap();
    assert_eq!(unicode.parts, 2);

    for bad in [sms("0701234567", "Hej"), sms("+46701234567", ""), {
        let mut m = sms("+46701234567", "Hej");
        m.from = "ThisNameIsTooLong".into();
        m
    }] {
        let err = h.client.send(&bad).await.unwrap_err();
        assert!(
            matches!(err, ProviderError::Elks46 { status: 400, .. }),
            "{err:?}"
        );
    }
    let err = h.client.get(&SmsId("snope".into())).await.unwrap_err();
    assert!(
        matches!(err, ProviderError::Elks46 { status: 404, .. }),
        "{err:?}"
    );

    let wrong = HttpElks46::new(&Elks46Config::new(
        format!("{}/a1", h.sandbox.http_url),
        "u_sandbox",
        "wrong",
    ))
    .unwrap();
    let err = wrong.send(&sms("+46701234567", "Hej")).await.unwrap_err();
    assert!(
        matches!(err, ProviderError::Elks46 { status: 401, .. }),
        "{err:?}"
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn configuration_and_transport_failures() {
    let remote_plain = Elks46Config::new("http://api.46elks.com/a1", "u", "p");
    assert!(matches!(
        HttpElks46::new(&remote_plain),
        Err(ProviderError::Config { .. })
    ));
    let no_password = Elks46Config::new("https://api.46elks.com/a1", "u", "");
    assert!(matches!(
        HttpElks46::new(&no_password),
        Err(ProviderError::Config { .. })
    ));
    assert!(HttpElks46::new(&Elks46Config::new("https://api.46elks.com/a1", "u", "p")).is_ok());
    assert!(!format!("{:?}", Elks46Config::new("https://x", "u", "hunter2")).contains("hunter2"));

    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let dead = HttpElks46::new(&Elks46Config::new(
        format!("http://127.0.0.1:{port}/a1"),
        "u",
        "p",
    ))
    .unwrap();
    let err = dead.send(&sms("+46701234567", "Hej")).await.unwrap_err();
    assert!(matches!(err, ProviderError::Unreachable { .. }), "{err:?}");
}
