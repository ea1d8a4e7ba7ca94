//! A sandbox started inside the test on ephemeral ports, a client pointed at it, and the
//! sandbox's control API (the simulated person holding the BankID app).
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use serde_json::Value;
use zrm_providers::bankid_se::{BankIdSeConfig, HttpBankIdSe, OrderRef};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

pub struct Harness {
    pub sandbox: RunningSandbox,
    pub client: HttpBankIdSe,
    pub control: Control,
}

pub async fn harness() -> Harness {
    let sandbox = embedded::start(&Settings::ephemeral().unwrap(), 1)
        .await
        .unwrap();
    let client = HttpBankIdSe::new(&config(&sandbox)).unwrap();
    let control = Control {
        base: sandbox.http_url.clone(),
        http: reqwest::Client::new(),
    };
    Harness {
        sandbox,
        client,
        control,
    }
}

pub fn config(sandbox: &RunningSandbox) -> BankIdSeConfig {
    BankIdSeConfig::new(format!("{}/rp/v6.0", sandbox.http_url))
}

pub struct Control {
    pub base: String,
    pub http: reqwest::Client,
}

impl Control {
    pub async fn post(&self, path: &str, body: Value) -> reqwest::Response {
        self.http
            .post(format!("{}{path}", self.base))
            .json(&body)
            .send()
            .await
            .unwrap()
    }

    /// A user action in the simulated app; must succeed.
    pub async fn act(&self, order: &OrderRef, action: &str, body: Value) -> Value {
        let res = self
            .post(&format!("/sandbox/bankid/orders/{order}/{action}"), body)
            .await;
        let status = res.status();
        let json: Value = res.json().await.unwrap();
        assert_eq!(status, 200, "{action}: {json}");
        json
    }

    pub async fn advance(&self, seconds: f64) {
        let res = self
            .post(
                "/sandbox/clock/advance",
                serde_json::json!({ "seconds": seconds }),
            )
            .await;
        assert_eq!(res.status(), 200);
    }

    pub async fn fault(&self, body: Value) {
        let res = self.post("/sandbox/bankid/faults", body).await;
        assert_eq!(res.status(), 204, "{}", res.text().await.unwrap());
    }
}
