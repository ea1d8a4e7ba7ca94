//! Webhooks the payment simulators send (GoCardless, Vipps): each one POSTed with headers signed
//! afresh on every attempt (Vipps signs the sending time), retried with exponential backoff until
//! the receiver answers 2xx, and kept with its attempts for the control API and the pages.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;

/// Deliveries kept for the control API and pages; older ones are dropped.
const KEPT_DELIVERIES: usize = 500;

/// Headers for one attempt, computed from the target URL and the exact body bytes.
pub type Signer = Arc<dyn Fn(&reqwest::Url, &[u8]) -> Vec<(String, String)> + Send + Sync>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    pub base_delay_ms: u64,
    pub max_attempts: u32,
    pub timeout_ms: u64,
}

/// One webhook and what became of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Delivery {
    pub id: String,
    pub url: String,
    /// The body as sent (UTF-8 JSON).
    pub body: String,
    /// What the webhook is about, e.g. `payments.paid_out` or `recurring.charge-failed.v1`.
    pub summary: String,
    pub created_at: DateTime<Utc>,
    pub attempts: u32,
    pub last_status: Option<u16>,
    pub last_error: Option<String>,
    pub delivered: bool,
}

pub struct Outbox {
    http: reqwest::Client,
    policy: RetryPolicy,
    deliveries: Mutex<VecDeque<Delivery>>,
}

impl std::fmt::Debug for Outbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Outbox")
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

impl Outbox {
    pub fn new(policy: RetryPolicy) -> Self {
        // No idle connections: deliveries run on whichever runtime spawned them, and a pooled
        // connection must not outlive the runtime that opened it.
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(policy.timeout_ms))
            .pool_max_idle_per_host(0)
            .build()
            .unwrap_or_default();
        Self {
            http,
            policy,
            deliveries: Mutex::new(VecDeque::new()),
        }
    }

    // Plain records behind the lock: a poisoned lock is still consistent.
    fn lock(&self) -> MutexGuard<'_, VecDeque<Delivery>> {
        self.deliveries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues the webhook and starts delivering it in the background; returns its id.
    pub fn send(
        self: &Arc<Self>,
        url: &str,
        summary: String,
        body: Vec<u8>,
        sign: Signer,
        created_at: DateTime<Utc>,
    ) -> String {
        let id = format!("WH{}", uuid::Uuid::new_v4().simple());
        let delivery = Delivery {
            id: id.clone(),
            url: url.to_owned(),
            body: String::from_utf8_lossy(&body).into_owned(),
            summary,
            created_at,
            attempts: 0,
            last_status: None,
            last_error: None,
            delivered: false,
        };
        {
            let mut all = self.lock();
            all.push_front(delivery);
            all.truncate(KEPT_DELIVERIES);
        }
        let this = Arc::clone(self);
        let url = url.to_owned();
        let delivery_id = id.clone();
        tokio::spawn(async move { this.deliver(&delivery_id, &url, body, sign).await });
        id
    }

    async fn deliver(&self, id: &str, url: &str, body: Vec<u8>, sign: Signer) {
        let Ok(target) = reqwest::Url::parse(url) else {
            self.record(id, None, Some(format!("not a URL: {url}")), false);
            return;
        };
        for attempt in 1..=self.policy.max_attempts {
            let mut request = self
                .http
                .post(target.clone())
                .header("Content-Type", "application/json")
                .body(body.clone());
            for (name, value) in sign(&target, &body) {
                request = request.header(name, value);
            }
            let (status, error) = match request.send().await {
                Ok(response) => (Some(response.status().as_u16()), None),
                Err(error) => (None, Some(error.to_string())),
            };
            let delivered = status.is_some_and(|s| (200..300).contains(&s));
            self.record(id, status, error.clone(), delivered);
            if delivered {
                return;
            }
            tracing::info!(id, attempt, ?status, ?error, "webhook not accepted");
            if attempt < self.policy.max_attempts {
                let factor = 2u64.saturating_pow(attempt - 1);
                let delay = self.policy.base_delay_ms.saturating_mul(factor);
                tokio::time::sleep(Duration::from_millis(delay)).await;
            }
        }
    }

    fn record(&self, id: &str, status: Option<u16>, error: Option<String>, delivered: bool) {
        if let Some(d) = self.lock().iter_mut().find(|d| d.id == id) {
            d.attempts += 1;
            d.last_status = status;
            d.last_error = error;
            d.delivered = delivered;
        }
    }

    /// Newest first.
    pub fn deliveries(&self, limit: usize) -> Vec<Delivery> {
        self.lock().iter().take(limit).cloned().collect()
    }
}
