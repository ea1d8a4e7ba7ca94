//! The SMS events of every conversation, for the back office's conversations streams: one Redis
//! subscription per replica to the channel the notifications service publishes each
//! `messaging.sms.*` event on (`zrm:push:sms`), re-broadcast in process to every open stream as
//! a ready JSON frame. A stream that falls behind is told to read its conversations again.

use std::sync::Arc;
use std::time::Duration;

use prost::Message;
use serde::Serialize;
use tokio::sync::{broadcast, watch};
use utoipa::ToSchema;
use zrm_platform::shutdown::Shutdown;
use zrm_proto::notifications::v1::SmsPush;

use crate::pubsub::{self, Subscriber};

/// Frames held for a slow stream before it is told it missed some.
const BACKLOG: usize = 1024;

/// One SMS event as a stream sends it (`event: sms`): enough for a chat window to know whether
/// the message is its conversation's and read it again.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SmsStreamEvent {
    /// `messaging.sms.sent`, `…delivered`, `…failed` or `…received`.
    pub event_type: String,
    pub sms_id: i64,
    /// E.164.
    pub phone_number: String,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
}

#[derive(Clone)]
pub struct SmsFeed {
    frames: broadcast::Sender<Arc<str>>,
    open: watch::Sender<bool>,
}

impl Default for SmsFeed {
    fn default() -> Self {
        let (frames, _) = broadcast::channel(BACKLOG);
        let (open, _) = watch::channel(true);
        SmsFeed { frames, open }
    }
}

impl SmsFeed {
    pub fn subscribe(&self) -> (broadcast::Receiver<Arc<str>>, watch::Receiver<bool>) {
        (self.frames.subscribe(), self.open.subscribe())
    }

    /// Ends every stream (the replica is stopping; clients reconnect to another).
    pub fn close(&self) {
        self.open.send_replace(false);
    }

    /// Listens until shutdown, resubscribing with capped backoff when Redis drops.
    pub async fn run(
        self,
        client: redis::Client,
        channel: String,
        max_backoff: Duration,
        shutdown: Shutdown,
    ) {
        pubsub::run(self, client, channel, max_backoff, shutdown).await;
    }

    fn frame(payload: &[u8]) -> Option<Arc<str>> {
        let push = SmsPush::decode(payload)
            .inspect_err(|error| tracing::warn!(%error, "undecodable sms push ignored"))
            .ok()?;
        let sms = push.sms?;
        let event = SmsStreamEvent {
            event_type: push.event_type,
            sms_id: sms.sms_id,
            phone_number: sms.phone_number,
            customer_id: sms.customer_id,
            application_id_or_lead_id: sms.application_id_or_lead_id,
        };
        let json = serde_json::to_string(&event).ok()?;
        Some(Arc::from(format!("event: sms\ndata: {json}\n\n")))
    }
}

impl Subscriber for SmsFeed {
    fn name(&self) -> &'static str {
        "sms feed"
    }

    async fn on_subscribed(&self) -> Result<(), redis::RedisError> {
        Ok(())
    }

    fn on_message(&self, payload: &[u8]) {
        if let Some(frame) = Self::frame(payload) {
            // No stream open is no error.
            let _ = self.frames.send(frame);
        }
    }

    fn on_lost(&self) {
        // Events may have been missed: every window reads its conversation again.
        let _ = self.frames.send(Arc::from(RESYNC_FRAME));
    }
}

/// Tells a stream's client to read its conversations again (events were missed).
pub const RESYNC_FRAME: &str = "event: resync\ndata: {}\n\n";

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use zrm_proto::messaging::v1::SmsEvent;

    #[test]
    fn a_push_becomes_one_sms_frame() {
        let push = SmsPush {
            event_type: "messaging.sms.received".into(),
            sms: Some(SmsEvent {
                sms_id: 5,
                phone_number: "+46701234567".into(),
                customer_id: Some(7),
                application_id_or_lead_id: Some("MOSE1001".into()),
            }),
        };
        let frame = SmsFeed::frame(&push.encode_to_vec()).unwrap();
        assert_eq!(
            &*frame,
            "event: sms\ndata: {\"event_type\":\"messaging.sms.received\",\"sms_id\":5,\"phone_number\":\"+46701234567\",\"customer_id\":7,\"application_id_or_lead_id\":\"MOSE1001\"}\n\n"
        );
        assert!(SmsFeed::frame(b"\xff\xff").is_none());
    }

    #[tokio::test]
    async fn every_open_stream_gets_each_frame_and_a_lost_subscription_resyncs() {
        let feed = SmsFeed::default();
        let (mut first, _) = feed.subscribe();
        let (mut second, open) = feed.subscribe();
        let push = SmsPush {
            event_type: "messaging.sms.sent".into(),
            sms: Some(SmsEvent::default()),
        };
        feed.on_message(&push.encode_to_vec());
        feed.on_lost();
        assert!(first.recv().await.unwrap().starts_with("event: sms\n"));
        assert!(second.recv().await.unwrap().starts_with("event: sms\n"));
        assert_eq!(&*first.recv().await.unwrap(), RESYNC_FRAME);
        assert!(*open.borrow());
        feed.close();
        assert!(!*open.borrow());
    }
}
