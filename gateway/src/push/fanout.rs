//! Cross-replica delivery of notification pushes. Each replica holds ONE Redis subscription to
//! the push channel; every replica receives every push and hands it to the sessions of its own
//! registry, then tells the notifications service the notification was received.

use prost::Message;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use zrm_domain::Language;
use zrm_platform::context::{self, RequestContext};
use zrm_platform::shutdown::Shutdown;
use zrm_proto::notifications::v1::{AcknowledgeRequest, PushMessage};

use super::registry::SessionRegistry;
use crate::clients::ServiceClients;
use crate::http_metrics::GatewayMetrics;
use crate::pubsub::{self, Subscriber};
use crate::routes::notification::types::{Notification, PushFrame};

pub struct PushFanout {
    client: redis::Client,
    channel: String,
    registry: SessionRegistry,
    clients: ServiceClients,
    metrics: GatewayMetrics,
    max_backoff: Duration,
    subscribed: watch::Sender<bool>,
}

impl PushFanout {
    pub fn new(
        client: redis::Client,
        channel: String,
        registry: SessionRegistry,
        clients: ServiceClients,
        metrics: GatewayMetrics,
        max_backoff: Duration,
    ) -> Self {
        let (subscribed, _) = watch::channel(false);
        Self {
            client,
            channel,
            registry,
            clients,
            metrics,
            max_backoff,
            subscribed,
        }
    }

    /// Becomes true while the subscription is active.
    pub fn subscribed(&self) -> watch::Receiver<bool> {
        self.subscribed.subscribe()
    }

    /// Listens until shutdown, resubscribing with capped exponential backoff when Redis drops.
    pub async fn run(self, shutdown: Shutdown) {
        let (client, channel, max_backoff) =
            (self.client.clone(), self.channel.clone(), self.max_backoff);
        pubsub::run(self, client, channel, max_backoff, shutdown).await;
    }

    /// Delivers one encoded `PushMessage` to the local sessions of its recipient.
    pub fn dispatch(&self, payload: &[u8]) {
        let notification = match PushMessage::decode(payload) {
            Ok(PushMessage {
                notification: Some(notification),
            }) => notification,
            Ok(PushMessage { notification: None }) => {
                tracing::warn!("push message without a notification ignored");
                return;
            }
            Err(error) => {
                tracing::warn!(%error, "undecodable push message ignored");
                return;
            }
        };
        let user_id = notification.to.clone();
        let notification_id = notification.notification_id.clone();
        // Every replica gets every push: one without a session of the user writes nothing.
        if self.registry.session_count(&user_id) == 0 {
            self.metrics.push_received(0);
            return;
        }
        // The frame in each language, written once each; a session gets its own.
        let mut frames = Vec::with_capacity(Language::ALL.len());
        for language in Language::ALL {
            let frame = PushFrame::notification(
                Notification::from(notification.clone()).in_language(language),
            );
            match serde_json::to_string(&frame) {
                Ok(text) => frames.push((language, Arc::<str>::from(text))),
                Err(error) => {
                    tracing::error!(%error, "cannot serialise push frame");
                    return;
                }
            }
        }
        let text_in = |language: Language| {
            frames
                .iter()
                .find(|(written, _)| *written == language)
                .map_or_else(|| frames[0].1.clone(), |(_, text)| text.clone())
        };
        let delivered = self.registry.deliver_localised(&user_id, &text_in);
        self.metrics.push_received(delivered);
        if delivered > 0 {
            tracing::debug!(%user_id, %notification_id, sessions = delivered, "push delivered");
            tokio::spawn(acknowledge_received(
                self.clients.clone(),
                user_id,
                notification_id,
            ));
        }
    }
}

impl Subscriber for PushFanout {
    fn name(&self) -> &'static str {
        "notification pushes"
    }

    async fn on_subscribed(&self) -> Result<(), redis::RedisError> {
        self.subscribed.send_replace(true);
        Ok(())
    }

    fn on_message(&self, payload: &[u8]) {
        self.dispatch(payload);
    }

    fn on_lost(&self) {
        self.subscribed.send_replace(false);
    }
}

async fn acknowledge_received(clients: ServiceClients, user_id: String, notification_id: String) {
    let request = AcknowledgeRequest {
        user_id: user_id.clone(),
        notification_ids: vec![notification_id.clone()],
        action: zrm_proto::notifications::v1::AcknowledgeAction::Received.into(),
    };
    let outcome = context::scope(RequestContext::fresh(), async {
        clients
            .notification_service()
            .acknowledge(clients.notifications.request(request))
            .await
    })
    .await;
    if let Err(status) = outcome {
        tracing::warn!(%user_id, %notification_id, %status, "could not mark pushed notification received");
    }
}
