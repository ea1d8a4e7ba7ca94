//! The simulated Vipps MobilePay merchant: its ledger behind one lock, brought up to the clock
//! before every use and by a background tick, and the signed webhooks its changes produce.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::ledger::Ledger;
use super::settings::VippsSettings;
use super::signing;
use super::timeline::catch_up;
use super::wire;
use crate::clock::Clock;
use crate::faults::Faults;
use crate::webhook_delivery::{Delivery, Outbox, Signer};

#[derive(Debug)]
pub struct VippsSimulator {
    pub settings: VippsSettings,
    pub clock: Clock,
    ledger: Mutex<Ledger>,
    outbox: Arc<Outbox>,
    /// Injected by tests: the next API calls fail or answer late.
    pub faults: Faults,
}

// The ledger is plain data changed under the lock in whole steps.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl VippsSimulator {
    /// Builds the simulator and, inside a tokio runtime, starts its tick.
    pub fn start(clock: Clock, settings: &VippsSettings) -> Arc<Self> {
        let sim = Arc::new(Self {
            settings: settings.clone(),
            clock,
            ledger: Mutex::new(Ledger::default()),
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

    /// Runs `f` on the ledger brought up to the clock's now, then sends what it recorded.
    pub fn with_ledger<R>(&self, f: impl FnOnce(&mut Ledger, DateTime<Utc>) -> R) -> R {
        let now = self.clock.now();
        let mut ledger = lock(&self.ledger);
        catch_up(&mut ledger, now);
        let result = f(&mut ledger, now);
        self.flush(&mut ledger);
        result
    }

    pub fn tick(&self) {
        self.with_ledger(|_, _| ());
    }

    fn flush(&self, ledger: &mut Ledger) {
        let notices = std::mem::take(&mut ledger.unsent);
        if self.settings.webhook_url.is_empty() {
            return;
        }
        for notice in notices {
            let body = wire::notice(&notice, &self.settings.merchant_serial_number)
                .to_string()
                .into_bytes();
            let secret = self.settings.webhook_secret.clone();
            // Signed with the wall-clock time of each attempt: receivers check it is recent.
            let sign: Signer =
                Arc::new(move |url, body| signing::headers(&secret, url, body, Utc::now()));
            self.outbox.send(
                &self.settings.webhook_url,
                notice.event_type.to_owned(),
                body,
                sign,
                notice.occurred,
            );
        }
    }

    pub fn deliveries(&self, limit: usize) -> Vec<Delivery> {
        self.outbox.deliveries(limit)
    }
}

async fn run_ticks(sim: Weak<VippsSimulator>, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        let Some(sim) = sim.upgrade() else {
            return;
        };
        sim.tick();
    }
}
