//! The simulated GoCardless account: its store behind one lock, brought up to the clock before
//! every use and by a background tick, and the webhooks its events produce.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Duration;

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::ids::new_id;
use super::settings::GoCardlessSettings;
use super::store::Store;
use super::timeline::catch_up;
use super::wire;
use crate::clock::Clock;
use crate::faults::Faults;
use crate::webhook_delivery::{Delivery, Outbox, Signer};

/// GoCardless sends at most this many events in one webhook.
const EVENTS_PER_WEBHOOK: usize = 250;

/// Where webhooks go; starts from the settings, tests and the page may change it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebhookEndpoint {
    pub url: String,
    pub secret: String,
}

#[derive(Debug)]
pub struct GoCardlessSimulator {
    pub settings: GoCardlessSettings,
    pub clock: Clock,
    pub creditor: String,
    store: Mutex<Store>,
    endpoint: Mutex<WebhookEndpoint>,
    outbox: Arc<Outbox>,
    /// Injected by tests: the next API calls fail or answer late.
    pub faults: Faults,
}

// The store is plain data changed under the lock in whole steps.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Hex HMAC-SHA256 of the body with the endpoint secret: `Webhook-Signature`.
pub fn signature(secret: &str, body: &[u8]) -> String {
    match Hmac::<Sha256>::new_from_slice(secret.as_bytes()) {
        Ok(mut mac) => {
            mac.update(body);
            hex::encode(mac.finalize().into_bytes())
        }
        // HMAC takes keys of any length; this arm cannot be reached.
        Err(_) => String::new(),
    }
}

impl GoCardlessSimulator {
    /// Builds the simulator and, inside a tokio runtime, starts its tick.
    pub fn start(clock: Clock, settings: &GoCardlessSettings) -> Arc<Self> {
        let sim = Arc::new(Self {
            settings: settings.clone(),
            clock,
            creditor: new_id("CR"),
            store: Mutex::new(Store::default()),
            endpoint: Mutex::new(WebhookEndpoint {
                url: settings.webhook_url.clone(),
                secret: settings.webhook_secret.clone(),
            }),
            outbox: Arc::new(Outbox::new(settings.retry_policy())),
            faults: Faults::default(),
        });
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let weak = Arc::downgrade(&sim);
            let tick = Duration::from_millis(settings.tick_ms);
            runtime.spawn(async move { run_ticks(weak, tick).await });
        }
        sim
    }

    /// Runs `f` on the store brought up to the clock's now, then sends what it recorded.
    pub fn with_store<R>(&self, f: impl FnOnce(&mut Store, DateTime<Utc>) -> R) -> R {
        let now = self.clock.now();
        let mut store = lock(&self.store);
        catch_up(&mut store, now);
        let result = f(&mut store, now);
        self.flush(&mut store, now);
        result
    }

    pub fn tick(&self) {
        self.with_store(|_, _| ());
    }

    fn flush(&self, store: &mut Store, now: DateTime<Utc>) {
        if store.unsent.is_empty() {
            return;
        }
        let events = std::mem::take(&mut store.unsent);
        let endpoint = lock(&self.endpoint).clone();
        if endpoint.url.is_empty() {
            return;
        }
        for chunk in events.chunks(EVENTS_PER_WEBHOOK) {
            let body = serde_json::json!({
                "events": chunk.iter().map(wire::event).collect::<Vec<_>>(),
            });
            let bytes = body.to_string().into_bytes();
            let summary = chunk
                .iter()
                .map(|e| format!("{}.{}", e.resource_type, e.action))
                .collect::<Vec<_>>()
                .join(", ");
            let secret = endpoint.secret.clone();
            let sign: Signer = Arc::new(move |_url, body| {
                vec![
                    ("Webhook-Signature".to_owned(), signature(&secret, body)),
                    (
                        "User-Agent".to_owned(),
                        "gocardless-webhook-service/1.1".to_owned(),
                    ),
                ]
            });
            self.outbox.send(&endpoint.url, summary, bytes, sign, now);
        }
    }

    pub fn webhook_endpoint(&self) -> WebhookEndpoint {
        lock(&self.endpoint).clone()
    }

    pub fn set_webhook_endpoint(&self, endpoint: WebhookEndpoint) {
        *lock(&self.endpoint) = endpoint;
    }

    pub fn deliveries(&self, limit: usize) -> Vec<Delivery> {
        self.outbox.deliveries(limit)
    }
}

async fn run_ticks(sim: Weak<GoCardlessSimulator>, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        let Some(sim) = sim.upgrade() else {
            return;
        };
        sim.tick();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GoCardless's own example (gocardless-pro-ruby `spec/webhook_spec.rb`).
    #[test]
    fn signs_like_the_official_example() {
        let body = concat!(
            r#"{"events":[{"id":"EV00BD05S5VM2T","created_at":"2018-07-05T09:13:51.404Z","resource_type":"subscriptions","action":"created","links":{"subscription":"SB0003JJQ2MR06"},"details":{"origin":"api","cause":"subscription_created","description":"Subscription created via the API."},"metadata":{}},"#,
            r#"{"id":"EV00BD05TB8K63","created_at":"2018-07-05T09:13:56.893Z","resource_type":"mandates","action":"created","links":{"mandate":"MD000AMA19XGEC"},"details":{"origin":"api","cause":"mandate_created","description":"Mandate created via the API."},"metadata":{}}]}"#
        );
        assert_eq!(
            signature("ED7D658C-D8EB-4941-948B-3973214F2D49", body.as_bytes()),
            "2693754819d3e32d7e8fcb13c729631f316c6de8dc1cf634d6527f1c07276e7e"
        );
    }
}
