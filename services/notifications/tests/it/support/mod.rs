//! Shared set-up of the notifications tests: a database, a Redis key prefix and (for the broker
//! tests) a RabbitMQ vhost of the test's own.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::time::Duration;

use chrono::Utc;
use futures_util::StreamExt;
use lapin::options::{BasicPublishOptions, ConfirmSelectOptions};
use prost::Message;
use uuid::Uuid;
use zrm_notifications::app::MIGRATIONS;
use zrm_notifications::notifications::push::{NotificationPusher, push_channel};
use zrm_platform::bus::{AmqpSettings, EVENTS_EXCHANGE, Event, encode_envelope};
use zrm_platform::redis::RedisSettings;
use zrm_platform::testing::{TestDatabase, redis_settings};
use zrm_proto::core::v1::LeadAssigned;
use zrm_proto::notifications::v1::PushMessage;

pub struct Harness {
    pub db: TestDatabase,
    pub redis: RedisSettings,
}

impl Harness {
    pub async fn start() -> Harness {
        let db = TestDatabase::create("zrm_notifications_test", MIGRATIONS)
            .await
            .unwrap();
        Harness {
            db,
            redis: redis_settings(),
        }
    }

    pub async fn pusher(&self) -> NotificationPusher {
        let connection = zrm_platform::redis::connect(&self.redis).await.unwrap();
        NotificationPusher::new(connection, &self.redis)
    }

    /// Subscribed before it returns, so no push published afterwards is missed.
    pub async fn subscribe(&self) -> redis::aio::PubSubStream {
        let client = zrm_platform::redis::client(&self.redis).unwrap();
        let mut pubsub = client.get_async_pubsub().await.unwrap();
        pubsub.subscribe(push_channel(&self.redis)).await.unwrap();
        pubsub.into_on_message()
    }

    pub async fn cleanup(self) {
        self.db.cleanup().await.unwrap();
    }
}

pub async fn next_push(stream: &mut redis::aio::PubSubStream) -> PushMessage {
    let message = tokio::time::timeout(Duration::from_secs(15), stream.next())
        .await
        .expect("a push within 15 s")
        .expect("subscription open");
    PushMessage::decode(message.get_payload_bytes()).unwrap()
}

pub fn lead_assigned_event(event_id: Uuid, lead_id: i64, assignee: Uuid, applicant: &str) -> Event {
    Event {
        event_id,
        event_type: "core.lead.assigned".into(),
        occurred_at: Utc::now(),
        request_id: format!("req-{event_id}"),
        traceparent: String::new(),
        tracestate: String::new(),
        payload: LeadAssigned {
            lead_id,
            assignee_id: assignee.to_string(),
            assigned_by: Uuid::new_v4().to_string(),
            applicant_name: applicant.into(),
        }
        .encode_to_vec(),
    }
}

pub fn envelope(event: &Event) -> Vec<u8> {
    encode_envelope(event)
}

/// Publishes on `zrm.events` with the event type as routing key and waits for the confirm.
pub async fn publish(settings: &AmqpSettings, events: &[Event]) {
    let connection = zrm_platform::bus::connect(settings).await.unwrap();
    let channel = connection.create_channel().await.unwrap();
    channel
        .confirm_select(ConfirmSelectOptions::default())
        .await
        .unwrap();
    zrm_platform::bus::declare_exchanges(&channel)
        .await
        .unwrap();
    for event in events {
        let confirm = channel
            .basic_publish(
                EVENTS_EXCHANGE.into(),
                event.event_type.as_str().into(),
                BasicPublishOptions::default(),
                &encode_envelope(event),
                event.properties(),
            )
            .await
            .unwrap()
            .await
            .unwrap();
        assert!(confirm.is_ack(), "broker confirmed the publish");
    }
    connection.close(0, "done".into()).await.unwrap();
}
