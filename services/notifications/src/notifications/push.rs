//! Live delivery: every stored notification is published as a protobuf `PushMessage` on the
//! Redis channel the gateway replicas subscribe to (`zrm:push:notifications`).

use prost::Message;
use redis::AsyncCommands;
use zrm_platform::redis::{ConnectionManager, RedisSettings};
use zrm_proto::notifications::v1::PushMessage;

use crate::notifications::grpc::messages::notification_message;

use super::model::Notification;

/// Channel suffix after the key prefix (`zrm:` outside tests).
pub const PUSH_CHANNEL_SUFFIX: &str = "push:notifications";

#[derive(Clone)]
pub struct NotificationPusher {
    connection: ConnectionManager,
    channel: String,
}

impl NotificationPusher {
    pub fn new(connection: ConnectionManager, settings: &RedisSettings) -> Self {
        NotificationPusher {
            connection,
            channel: push_channel(settings),
        }
    }

    /// A lost push is not lost data: the notification is stored and the next list shows it.
    pub async fn push(&self, notification: &Notification) {
        let message = PushMessage {
            notification: Some(notification_message(notification.clone())),
        };
        let mut connection = self.connection.clone();
        let published: Result<i64, redis::RedisError> = connection
            .publish(&self.channel, message.encode_to_vec())
            .await;
        match published {
            Ok(receivers) => tracing::debug!(
                notification_id = %notification.notification_id,
                receivers,
                "notification pushed"
            ),
            Err(error) => tracing::warn!(
                notification_id = %notification.notification_id,
                %error,
                "notification stored but not pushed"
            ),
        }
    }
}

pub fn push_channel(settings: &RedisSettings) -> String {
    settings.key(PUSH_CHANNEL_SUFFIX)
}
