//! The sandbox (the provider simulators) as its own process, as the stack runs it: the binary
//! the workspace build made, on free ports. Services may not link the simulators (see
//! deploy/crate-boundaries.py), so their tests reach them over HTTP like production reaches the
//! providers.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use zrm_platform::testing::free_port;

pub struct Sandbox {
    pub url: String,
    child: Child,
}

/// `target/<profile>/zrm-sandbox`, beside the `deps` folder this test runs from.
fn binary() -> PathBuf {
    let test = std::env::current_exe().unwrap();
    let profile = test.parent().and_then(|deps| deps.parent()).unwrap();
    let binary = profile.join(format!("zrm-sandbox{}", std::env::consts::EXE_SUFFIX));
    assert!(
        binary.exists(),
        "{} is missing: build the workspace first (cargo build --workspace)",
        binary.display()
    );
    binary
}

impl Sandbox {
    pub async fn start() -> Sandbox {
        let port = free_port();
        let child = Command::new(binary())
            .env("ZRM_SANDBOX__HTTP__LISTEN", format!("127.0.0.1:{port}"))
            .env(
                "ZRM_SANDBOX__SMTP__LISTEN",
                format!("127.0.0.1:{}", free_port()),
            )
            // The payment providers' own ports: any free one (the tests do not call them).
            .env("ZRM_SANDBOX__HTTP__GOCARDLESS_LISTEN", "127.0.0.1:0")
            .env("ZRM_SANDBOX__HTTP__VIPPS_LISTEN", "127.0.0.1:0")
            .env("ZRM_SANDBOX__TELEMETRY__LOG_FILTER", "warn")
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let sandbox = Sandbox {
            url: format!("http://127.0.0.1:{port}"),
            child,
        };
        let client = reqwest::Client::new();
        for _ in 0..200 {
            if client
                .get(format!("{}/metrics", sandbox.url))
                .send()
                .await
                .is_ok_and(|response| response.status().is_success())
            {
                return sandbox;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the sandbox did not answer on {} within 10 s", sandbox.url);
    }

    /// What the simulated 46elks holds for the number, as its control API lists it.
    pub async fn messages_to(&self, to: &str) -> Vec<Value> {
        let listed: Value = reqwest::Client::new()
            .get(format!("{}/sandbox/sms/messages", self.url))
            .query(&[("to", to), ("limit", "500")])
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        listed["items"].as_array().unwrap().clone()
    }

    /// Scripts an outage of the simulated 46elks (`{"status": 503, "times": n}`).
    pub async fn fault(&self, fault: Value) {
        let response = reqwest::Client::new()
            .post(format!("{}/sandbox/sms/faults", self.url))
            .json(&fault)
            .send()
            .await
            .unwrap();
        assert!(response.status().is_success(), "{}", response.status());
    }

    pub fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}
