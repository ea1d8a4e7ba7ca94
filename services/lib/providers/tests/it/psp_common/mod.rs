//! What the payment-provider contract tests share: a sandbox on ephemeral ports, its control API
//! and clock, and a webhook receiver that checks signatures with the client's verifier the way a
//! receiving service would, records every call and answers as told.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

pub mod gocardless;
pub mod vipps;

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::web::{self, Bytes};
use actix_web::{App, HttpRequest, HttpResponse, HttpServer};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use zrm_providers::{IdempotencyKey, ProviderError};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

/// One webhook as received.
#[derive(Debug, Clone)]
pub struct Received {
    pub path_and_query: String,
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
    /// What the verifier said.
    pub verified: Result<(), String>,
}

impl Received {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

type Verifier = Arc<dyn Fn(&Received) -> Result<(), ProviderError> + Send + Sync>;

/// Our side of the webhooks.
#[derive(Clone)]
pub struct Receiver {
    calls: Arc<Mutex<Vec<Received>>>,
    answers: Arc<Mutex<VecDeque<u16>>>,
    verify: Verifier,
}

async fn hook(req: HttpRequest, body: Bytes, receiver: web::Data<Receiver>) -> HttpResponse {
    let headers = req
        .headers()
        .iter()
        .map(|(k, v)| {
            (
                k.as_str().to_owned(),
                v.to_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let path_and_query = req
        .uri()
        .path_and_query()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    let mut call = Received {
        path_and_query,
        headers,
        body: body.to_vec(),
        verified: Ok(()),
    };
    call.verified = (receiver.verify)(&call).map_err(|e| e.to_string());
    let accepted = call.verified.is_ok();
    receiver.calls.lock().unwrap().push(call);
    if !accepted {
        return HttpResponse::Unauthorized().finish();
    }
    let status = receiver.answers.lock().unwrap().pop_front().unwrap_or(200);
    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap()).finish()
}

impl Receiver {
    /// Starts listening; returns the receiver and its base URL (`http://127.0.0.1:<port>`).
    pub fn start(
        verify: impl Fn(&Received) -> Result<(), ProviderError> + Send + Sync + 'static,
    ) -> (Self, String) {
        let receiver = Self {
            calls: Arc::default(),
            answers: Arc::default(),
            verify: Arc::new(verify),
        };
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let data = web::Data::new(receiver.clone());
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
        (receiver, format!("http://127.0.0.1:{port}"))
    }

    /// The next webhooks are answered with these statuses (then 200).
    pub fn answer_with(&self, statuses: &[u16]) {
        self.answers.lock().unwrap().extend(statuses);
    }

    pub fn calls(&self) -> Vec<Received> {
        self.calls.lock().unwrap().clone()
    }

    /// Waits (up to 10 s) until `count` calls satisfy `pick`.
    pub async fn wait_for(&self, count: usize, pick: impl Fn(&Received) -> bool) -> Vec<Received> {
        for _ in 0..500 {
            let calls: Vec<Received> = self.calls().into_iter().filter(|c| pick(c)).collect();
            if calls.len() >= count {
                return calls;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("fewer than {count} matching webhooks: {:#?}", self.calls());
    }
}

pub async fn sandbox(overrides: &[(&str, &str)]) -> RunningSandbox {
    let mut all = vec![
        ("ZRM_SANDBOX__GOCARDLESS__TICK_MS", "20"),
        ("ZRM_SANDBOX__GOCARDLESS__WEBHOOK_RETRY_BASE_MS", "20"),
        ("ZRM_SANDBOX__GOCARDLESS__WEBHOOK_MAX_ATTEMPTS", "4"),
        ("ZRM_SANDBOX__VIPPS__TICK_MS", "20"),
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_RETRY_BASE_MS", "20"),
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_MAX_ATTEMPTS", "4"),
    ];
    all.extend_from_slice(overrides);
    let settings = Settings::ephemeral_with(&all).unwrap();
    embedded::start(&settings, 1).await.unwrap()
}

/// The sandbox's control API and clock.
pub struct Control {
    base: String,
    http: reqwest::Client,
}

impl Control {
    pub fn new(sandbox: &RunningSandbox) -> Self {
        Self {
            base: sandbox.http_url.clone(),
            http: reqwest::Client::new(),
        }
    }

    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let res = self
            .http
            .post(format!("{}{path}", self.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// A control action that must succeed.
    pub async fn act(&self, path: &str, body: Value) -> Value {
        let (status, answer) = self.post(path, body).await;
        assert!((200..300).contains(&status), "{path}: {status} {answer}");
        answer
    }

    pub async fn put(&self, path: &str, body: Value) {
        let res = self
            .http
            .put(format!("{}{path}", self.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
    }

    pub async fn get(&self, path: &str) -> Value {
        self.http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    pub async fn fault(&self, provider: &str, body: Value) {
        let (status, answer) = self
            .post(&format!("/sandbox/{provider}/faults"), body)
            .await;
        assert_eq!(status, 204, "{answer}");
    }

    pub async fn now(&self) -> DateTime<Utc> {
        let clock = self.get("/sandbox/clock").await;
        clock["now"].as_str().unwrap().parse().unwrap()
    }

    /// Moves the simulated clock on (in steps of at most a day).
    pub async fn advance(&self, mut seconds: i64) {
        while seconds > 0 {
            let step = seconds.min(86_400);
            self.act("/sandbox/clock/advance", json!({ "seconds": step }))
                .await;
            seconds -= step;
        }
    }

    /// Moves the clock to just after `at`.
    pub async fn advance_past(&self, at: DateTime<Utc>) {
        let now = self.now().await;
        self.advance((at - now).num_seconds() + 1).await;
    }
}

pub fn key(k: &str) -> IdempotencyKey {
    IdempotencyKey::new(k).unwrap()
}
