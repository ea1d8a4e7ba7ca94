//! The simulated 46elks account: sending, the delivery-report life cycle, inbound messages and
//! the webhooks, retried with backoff while the receiver answers outside 200–204.

use std::sync::Arc;
use std::time::Duration;

use super::message::{
    COST_PER_PART, Direction, Sms, Status, WebhookLog, format_time, new_id, parts,
};
use super::store::SmsStore;
use crate::clock::Clock;
use crate::faults::Faults;
use crate::settings::SmsSettings;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendRequest {
    pub from: String,
    pub to: String,
    pub message: String,
    pub when_delivered: Option<String>,
    pub flash: bool,
    pub dont_log: bool,
}

#[derive(Debug)]
pub struct SmsSimulator {
    pub settings: SmsSettings,
    pub clock: Clock,
    pub store: SmsStore,
    /// Outages scripted through the control API: the next sends answer 5xx or late.
    pub faults: Faults,
    http: reqwest::Client,
}

impl SmsSimulator {
    pub fn new(clock: Clock, settings: &SmsSettings) -> Self {
        // No idle connections: webhook tasks run on different actix workers' runtimes, and a
        // pooled connection must not outlive the runtime that opened it.
        let http = reqwest::Client::builder()
            .timeout(Duration::from_millis(settings.webhook_timeout_ms))
            .pool_max_idle_per_host(0)
            .build()
            .unwrap_or_default();
        Self {
            settings: settings.clone(),
            store: SmsStore::new(settings.capacity),
            faults: Faults::default(),
            clock,
            http,
        }
    }

    /// Stores an outgoing message and starts its delivery life cycle.
    pub fn send(self: &Arc<Self>, request: SendRequest, direction: Direction) -> Sms {
        let parts = parts(&request.message);
        let sms = Sms {
            id: new_id(),
            direction,
            from: request.from,
            to: request.to,
            message: request.message,
            dont_log: request.dont_log,
            flash: request.flash,
            created: self.clock.now(),
            delivered: None,
            status: Status::Created,
            parts,
            cost: parts.saturating_mul(COST_PER_PART),
            when_delivered: request.when_delivered,
            webhook: WebhookLog::default(),
        };
        self.store.insert(sms.clone());
        let this = Arc::clone(self);
        let id = sms.id.clone();
        tokio::spawn(async move { this.deliver(id).await });
        sms
    }

    async fn deliver(&self, id: String) {
        tokio::time::sleep(Duration::from_millis(self.settings.dlr_sent_delay_ms)).await;
        let Some(sent) = self.store.update(&id, |s| s.status = Status::Sent) else {
            return;
        };
        if let Some(url) = &sent.when_delivered {
            self.post_with_retries(&id, url, &[("id", id.clone()), ("status", "sent".into())])
                .await;
        }
        tokio::time::sleep(Duration::from_millis(self.settings.dlr_delivered_delay_ms)).await;
        let now = self.clock.now();
        let failing = sent.to == self.settings.failing_number;
        let Some(done) = self.store.update(&id, |s| {
            if failing {
                s.status = Status::Failed;
            } else {
                s.status = Status::Delivered;
                s.delivered = Some(now);
            }
        }) else {
            return;
        };
        if let Some(url) = &done.when_delivered {
            let mut form = vec![
                ("id", id.clone()),
                ("status", done.status.as_str().to_owned()),
            ];
            if let Some(at) = done.delivered {
                form.push(("delivered", format_time(at)));
            }
            self.post_with_retries(&id, url, &form).await;
        }
    }

    /// An SMS to one of our numbers: stored, then posted to the number's `sms_url`; a non-empty
    /// answer is sent back to the sender as a reply, as 46elks does.
    pub fn receive(
        self: &Arc<Self>,
        from: String,
        to: String,
        message: String,
        sms_url: Option<String>,
    ) -> Sms {
        let sms = Sms {
            id: new_id(),
            direction: Direction::Incoming,
            parts: parts(&message),
            from,
            to,
            message,
            dont_log: false,
            flash: false,
            created: self.clock.now(),
            delivered: None,
            status: Status::Received,
            cost: 0,
            when_delivered: None,
            webhook: WebhookLog::default(),
        };
        self.store.insert(sms.clone());
        let url =
            sms_url.or_else(|| Some(self.settings.inbound_url.clone()).filter(|u| !u.is_empty()));
        if let Some(url) = url {
            let this = Arc::clone(self);
            let incoming = sms.clone();
            tokio::spawn(async move {
                let form = [
                    ("direction", "incoming".to_owned()),
                    ("id", incoming.id.clone()),
                    ("from", incoming.from.clone()),
                    ("to", incoming.to.clone()),
                    ("message", incoming.message.clone()),
                    ("created", format_time(incoming.created)),
                ];
                if let Some(reply) = this.post_with_retries(&incoming.id, &url, &form).await
                    && !reply.trim().is_empty()
                {
                    let request = SendRequest {
                        from: incoming.to,
                        to: incoming.from,
                        message: reply.trim().to_owned(),
                        when_delivered: None,
                        flash: false,
                        dont_log: false,
                    };
                    this.send(request, Direction::OutgoingReply);
                }
            });
        }
        sms
    }

    /// Posts the form until the receiver answers 200–204; returns that answer's body.
    async fn post_with_retries(
        &self,
        id: &str,
        url: &str,
        form: &[(&str, String)],
    ) -> Option<String> {
        for attempt in 1..=self.settings.webhook_max_attempts {
            let result = self.http.post(url).form(form).send().await;
            let (status, body, error) = match result {
                Ok(response) => {
                    let status = response.status().as_u16();
                    let body = response.text().await.unwrap_or_default();
                    (Some(status), body, None)
                }
                Err(error) => (None, String::new(), Some(error.to_string())),
            };
            self.store.update(id, |s| {
                s.webhook.attempts += 1;
                s.webhook.last_status = status;
                s.webhook.last_error = error.clone();
            });
            if status.is_some_and(|s| (200..=204).contains(&s)) {
                return Some(body);
            }
            tracing::info!(
                id,
                attempt,
                ?status,
                ?error,
                "sms webhook not accepted, will retry"
            );
            if attempt < self.settings.webhook_max_attempts {
                let factor = 2u64.saturating_pow(attempt - 1);
                tokio::time::sleep(Duration::from_millis(
                    self.settings.webhook_retry_base_ms.saturating_mul(factor),
                ))
                .await;
            }
        }
        None
    }
}
