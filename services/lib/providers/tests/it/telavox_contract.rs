//! Contract tests: the Telavox client against the sandbox's Telavox simulator over real HTTP —
//! dial, answer, hang-up and ring timeouts on the simulated clock, history buckets, extensions
//! with live calls, token renewal, revocation and expiry, errors and timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::NaiveDate;
use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::telavox::{HttpTelavox, TelavoxConfig, Telephony, UserToken};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

const TOKEN_1001: &str = "sandbox-telavox-token-1001";

struct Harness {
    sandbox: RunningSandbox,
    client: HttpTelavox,
    http: reqwest::Client,
}

async fn harness() -> Harness {
    let sandbox = embedded::start(&Settings::ephemeral().unwrap(), 1)
        .await
        .unwrap();
    let client =
        HttpTelavox::new(&TelavoxConfig::new(format!("{}/telavox", sandbox.http_url))).unwrap();
    Harness {
        sandbox,
        client,
        http: reqwest::Client::new(),
    }
}

impl Harness {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.sandbox.http_url)
    }

    async fn control(&self, method: reqwest::Method, path: &str, body: Value) -> (u16, Value) {
        let res = self
            .http
            .request(method, self.url(path))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn advance(&self, seconds: f64) {
        let (status, _) = self
            .control(
                reqwest::Method::POST,
                "/sandbox/clock/advance",
                json!({ "seconds": seconds }),
            )
            .await;
        assert_eq!(status, 200);
    }

    async fn incoming(&self, from: &str) -> String {
        let (status, call) = self
            .control(
                reqwest::Method::POST,
                "/sandbox/telavox/calls",
                json!({ "extension": "1001", "from": from }),
            )
            .await;
        assert_eq!(status, 201, "{call}");
        assert_eq!(call["linestatus"], "ringing");
        call["id"].as_str().unwrap().to_owned()
    }

    async fn act(&self, id: &str, action: &str) -> (u16, Value) {
        self.control(
            reqwest::Method::POST,
            &format!("/sandbox/telavox/calls/{id}/{action}"),
            Value::Null,
        )
        .await
    }

    fn today(&self) -> NaiveDate {
        self.sandbox.state.clock.now().date_naive()
    }

    /// From yesterday, so a test running across midnight (UTC) still sees its calls.
    fn yesterday(&self) -> NaiveDate {
        self.today().pred_opt().unwrap()
    }
}

fn token(value: &str) -> UserToken {
    UserToken(value.to_owned())
}

fn status_of(error: &ProviderError) -> u16 {
    if let ProviderError::Telavox { status, .. } = error {
        *status
    } else {
        panic!("expected a Telavox error, got {error:?}")
    }
}

#[tokio::test]
async fn dial_rings_then_is_answered_and_hang_up_puts_it_in_outgoing_history() {
    let h = harness().await;
    let me = token(TOKEN_1001);
    h.client.dial(&me, "+46701234567", true).await.unwrap();
    let ext = h.client.me(&me).await.unwrap();
    assert_eq!(ext.extension, "1001");
    assert_eq!(ext.calls.len(), 1);
    assert_eq!(ext.calls[0].callerid, "+46701234567");
    assert_eq!(ext.calls[0].direction, "out");
    assert_eq!(ext.calls[0].linestatus, "ringing");

    h.advance(3.0).await;
    assert_eq!(h.client.me(&me).await.unwrap().calls[0].linestatus, "up");
    h.advance(42.0).await;
    h.client.hang_up(&me).await.unwrap();
    assert!(h.client.me(&me).await.unwrap().calls.is_empty());

    let history = h
        .client
        .call_history(&me, h.yesterday(), h.today())
        .await
        .unwrap();
    assert_eq!(history.outgoing.len(), 1, "{history:?}");
    assert!(history.incoming.is_empty() && history.missed.is_empty());
    assert_eq!(history.outgoing[0].number, "+46701234567");
    assert_eq!(history.outgoing[0].duration, 42);

    let other = h
        .client
        .call_history(
            &token("sandbox-telavox-token-1002"),
            h.yesterday(),
            h.today(),
        )
        .await
        .unwrap();
    assert!(other.outgoing.is_empty(), "history is per user");
}

#[tokio::test]
async fn scripted_numbers_never_answer_or_hang_up_by_themselves() {
    let h = harness().await;
    let me = token(TOKEN_1001);
    h.client.dial(&me, "+46700000010", false).await.unwrap();
    h.advance(29.0).await;
    assert_eq!(
        h.client.me(&me).await.unwrap().calls[0].linestatus,
        "ringing"
    );
    h.advance(1.0).await;
    assert!(h.client.me(&me).await.unwrap().calls.is_empty());

    h.client.dial(&me, "+46700000011", false).await.unwrap();
    h.advance(3.0).await;
    assert_eq!(h.client.me(&me).await.unwrap().calls[0].linestatus, "up");
    h.advance(60.0).await;
    assert!(h.client.me(&me).await.unwrap().calls.is_empty());

    let history = h
        .client
        .call_history(&me, h.yesterday(), h.today())
        .await
        .unwrap();
    let durations: Vec<i64> = history.outgoing.iter().map(|c| c.duration).collect();
    assert_eq!(durations, vec![60, 0], "newest first");
}

#[tokio::test]
async fn incoming_calls_answered_are_incoming_and_unanswered_are_missed() {
    let h = harness().await;
    let me = token(TOKEN_1001);
    let answered = h.incoming("+46709876543").await;
    let live = h.client.me(&me).await.unwrap().calls;
    assert_eq!(
        (live[0].direction.as_str(), live[0].linestatus.as_str()),
        ("in", "ringing")
    );
    assert_eq!(h.act(&answered, "answer").await.0, 200);
    assert_eq!(
        h.act(&answered, "answer").await.0,
        409,
        "not ringing any more"
    );
    h.advance(10.0).await;
    assert_eq!(h.act(&answered, "end").await.0, 200);
    assert_eq!(h.act(&answered, "end").await.0, 409);

    let rejected = h.incoming("+46709876544").await;
    assert_eq!(h.act(&rejected, "end").await.0, 200);
    h.incoming("+46709876545").await;
    h.advance(30.0).await;

    let history = h
        .client
        .call_history(&me, h.yesterday(), h.today())
        .await
        .unwrap();
    assert_eq!(history.incoming.len(), 1);
    assert_eq!(history.incoming[0].duration, 10);
    let missed: Vec<&str> = history.missed.iter().map(|c| c.number.as_str()).collect();
    assert_eq!(missed, vec!["+46709876545", "+46709876544"]);
}

#[tokio::test]
async fn extensions_list_every_user_and_the_live_calls() {
    let h = harness().await;
    let me = token(TOKEN_1001);
    h.incoming("+46709876543").await;
    let all = h.client.extensions(&me).await.unwrap();
    let names: Vec<&str> = all.iter().map(|e| e.extension.as_str()).collect();
    assert_eq!(names, vec!["1001", "1002", "1003"]);
    assert_eq!(all[0].calls.len(), 1);
    assert!(all[1].calls.is_empty());
}

#[tokio::test]
async fn renewed_revoked_and_expired_tokens() {
    let h = harness().await;
    let old = token(TOKEN_1001);
    let (status, renewed) = h
        .control(
            reqwest::Method::PUT,
            "/sandbox/telavox/users/1001/token",
            json!({ "lifetime_seconds": 60 }),
        )
        .await;
    assert_eq!(status, 200, "{renewed}");
    let new = token(renewed["token"].as_str().unwrap());
    assert_eq!(status_of(&h.client.me(&old).await.unwrap_err()), 401);
    assert_eq!(h.client.me(&new).await.unwrap().extension, "1001");
    h.advance(60.0).await;
    let expired = h.client.me(&new).await.unwrap_err();
    assert!(
        matches!(&expired, ProviderError::Telavox { status: 401, message } if message == "Token expired"),
        "{expired:?}"
    );

    let (status, _) = h
        .control(
            reqwest::Method::DELETE,
            "/sandbox/telavox/users/1002/token",
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    let revoked = h
        .client
        .dial(&token("sandbox-telavox-token-1002"), "+46701234567", true)
        .await
        .unwrap_err();
    assert_eq!(status_of(&revoked), 401);

    let res = h
        .http
        .get(h.url("/telavox/extensions/me"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    assert_eq!(res.headers()["www-authenticate"], "Bearer");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["message"], "Missing bearer token");
}

#[tokio::test]
async fn documented_errors() {
    let h = harness().await;
    let me = token(TOKEN_1001);
    h.client.dial(&me, "+46701234567", true).await.unwrap();
    assert_eq!(
        status_of(&h.client.dial(&me, "+46701234568", true).await.unwrap_err()),
        409,
        "one call at a time"
    );
    h.client.hang_up(&me).await.unwrap();
    assert_eq!(status_of(&h.client.hang_up(&me).await.unwrap_err()), 400);
    assert!(matches!(
        h.client.dial(&me, "07-12", true).await.unwrap_err(),
        ProviderError::Config { .. }
    ));
    let res = h
        .http
        .get(h.url("/telavox/dial/12ab"))
        .bearer_auth(TOKEN_1001)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let res = h
        .http
        .get(h.url("/telavox/calls?fromDate=2026-13-01"))
        .bearer_auth(TOKEN_1001)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let missing = h
        .client
        .call_history(&me, h.today(), h.today().pred_opt().unwrap());
    assert_eq!(status_of(&missing.await.unwrap_err()), 400);

    let (status, body) = h
        .control(
            reqwest::Method::POST,
            "/sandbox/telavox/calls",
            json!({ "extension": "1001", "from": "nobody" }),
        )
        .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("from")));
    assert!(body["request_id"].is_string());
    let (status, _) = h
        .control(
            reqwest::Method::POST,
            "/sandbox/telavox/calls",
            json!({ "extension": "9999", "from": "+46701234567" }),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(h.act("nope", "answer").await.0, 404);
}

#[tokio::test]
async fn a_provider_that_does_not_answer_times_out() {
    // Accepts connections (the kernel's backlog) but never answers.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let config = TelavoxConfig {
        base_url: format!("http://{}", silent.local_addr().unwrap()),
        timeout_ms: 300,
    };
    let client = HttpTelavox::new(&config).unwrap();
    let error = client.me(&token(TOKEN_1001)).await.unwrap_err();
    assert!(
        matches!(
            error,
            ProviderError::Timeout {
                provider: "Telavox"
            }
        ),
        "{error:?}"
    );
    assert!(HttpTelavox::new(&TelavoxConfig::new("http://telavox.example")).is_err());
}
