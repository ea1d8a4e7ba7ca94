//! `messaging.sms.*` → live updates of the staff's chat windows, and for an SMS a customer sent
//! about an application or lead, an "SMS received" notification for its assignee (core says who
//! that is). Every SMS event is published after commit on the Redis channel the gateway streams
//! from (`zrm:push:sms`); the notification is pushed like every other.

use diesel_async::AsyncPgConnection;
use prost::Message;
use redis::AsyncCommands;
use tonic::Code;
use tonic::transport::Channel;
use uuid::Uuid;
use zrm_domain::ReferenceNumber;
use zrm_platform::bus::{Event, EventHandler, HandlerError};
use zrm_platform::redis::{ConnectionManager, RedisSettings};
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_client::ApplicationServiceClient;
use zrm_proto::core::v1::lead_service_client::LeadServiceClient;
use zrm_proto::core::v1::{ApplicationKey, GetApplicationsRequest, GetLeadRequest};
use zrm_proto::messaging::v1::SmsEvent;
use zrm_proto::notifications::v1::SmsPush;

use super::events::store_notification;
use super::model::{NewNotification, Notification, SMS_RECEIVED_TYPE};
use super::push::NotificationPusher;

/// Durable quorum queue of this consumer (also its name in the inbox).
pub const SMS_QUEUE: &str = "notifications.messaging-sms";
pub const SMS_RECEIVED: &str = "messaging.sms.received";
pub const SMS_ROUTING_KEYS: [&str; 4] = [
    "messaging.sms.sent",
    "messaging.sms.delivered",
    "messaging.sms.failed",
    SMS_RECEIVED,
];

/// Channel suffix after the key prefix (`zrm:` outside tests).
pub const SMS_PUSH_CHANNEL_SUFFIX: &str = "push:sms";

/// Whom core holds responsible for the application or lead an SMS is about.
#[derive(Clone)]
pub struct Assignees {
    applications: ApplicationServiceClient<Channel>,
    leads: LeadServiceClient<Channel>,
    deadline: std::time::Duration,
}

/// What an SMS names: an application's reference (`MOSE1001`) or a lead's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Matter {
    Application(ReferenceNumber),
    Lead(i64),
}

impl Matter {
    pub fn parse(text: &str) -> Option<Self> {
        if let Some(reference) = ReferenceNumber::parse(text) {
            return Some(Matter::Application(reference));
        }
        text.trim()
            .parse::<i64>()
            .ok()
            .filter(|id| *id > 0)
            .map(Matter::Lead)
    }
}

impl Assignees {
    pub fn new(channel: Channel, deadline: std::time::Duration) -> Self {
        Assignees {
            applications: ApplicationServiceClient::new(channel.clone()),
            leads: LeadServiceClient::new(channel),
            deadline,
        }
    }

    /// The assignee's user id; None when nobody is assigned or core does not know the matter.
    /// Core unreachable is transient: the event is retried.
    pub async fn of(&self, matter: &Matter) -> Result<Option<Uuid>, HandlerError> {
        let assignee = match matter {
            Matter::Application(reference) => {
                // The batch read: core reads it as a service (no employee's view to audit).
                let request = GetApplicationsRequest {
                    applications: vec![ApplicationKey {
                        application_id: i64::try_from(reference.number).unwrap_or(i64::MAX),
                        country: match reference.country {
                            zrm_domain::Country::Se => Country::Se,
                            zrm_domain::Country::No => Country::No,
                        }
                        .into(),
                    }],
                };
                self.applications
                    .clone()
                    .get_applications(zrm_platform::grpc::request(request, self.deadline))
                    .await
                    .map(|answer| {
                        answer
                            .into_inner()
                            .applications
                            .into_iter()
                            .next()
                            .and_then(|application| application.assignee_id)
                    })
            }
            Matter::Lead(lead_id) => self
                .leads
                .clone()
                .get_lead(zrm_platform::grpc::request(
                    GetLeadRequest { lead_id: *lead_id },
                    self.deadline,
                ))
                .await
                .map(|answer| answer.into_inner().assignee_id),
        };
        match assignee {
            Ok(assignee) => Ok(assignee.and_then(|id| Uuid::parse_str(&id).ok())),
            Err(status) if status.code() == Code::NotFound => Ok(None),
            Err(status) => Err(HandlerError::Transient(format!(
                "core did not say who handles {matter:?}: {status}"
            ))),
        }
    }
}

/// The notification of an incoming SMS for the assignee. Stored in English; the apps render
/// their own language from the type and the matter.
pub fn sms_received_notification(
    sms: &SmsEvent,
    matter: &Matter,
    to_user_id: Uuid,
) -> NewNotification {
    let (application_id, lead_id, about) = match matter {
        Matter::Application(reference) => (
            Some(reference.to_string()),
            None,
            format!("application {reference}"),
        ),
        Matter::Lead(lead_id) => (None, Some(*lead_id), format!("lead {lead_id}")),
    };
    NewNotification {
        to_user_id,
        notification_type: SMS_RECEIVED_TYPE,
        title: "SMS received".to_owned(),
        message: format!("New SMS from {} about {about}", sms.phone_number),
        lead_id,
        application_id,
    }
}

pub struct SmsHandler {
    assignees: Assignees,
    notifications: NotificationPusher,
    redis: ConnectionManager,
    channel: String,
}

impl SmsHandler {
    pub fn new(
        assignees: Assignees,
        notifications: NotificationPusher,
        redis: ConnectionManager,
        settings: &RedisSettings,
    ) -> Self {
        SmsHandler {
            assignees,
            notifications,
            redis,
            channel: settings.key(SMS_PUSH_CHANNEL_SUFFIX),
        }
    }
}

pub struct HandledSms {
    push: SmsPush,
    notification: Option<Notification>,
}

impl EventHandler for SmsHandler {
    type Output = HandledSms;

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<Self::Output, HandlerError> {
        let sms: SmsEvent = event.decode()?;
        let matter = sms
            .application_id_or_lead_id
            .as_deref()
            .and_then(Matter::parse);
        let notification = match (event.event_type.as_str(), &matter) {
            (SMS_RECEIVED, Some(matter)) => match self.assignees.of(matter).await? {
                Some(assignee) => Some(
                    store_notification(
                        connection,
                        &sms_received_notification(&sms, matter, assignee),
                    )
                    .await?,
                ),
                None => None,
            },
            _ => None,
        };
        Ok(HandledSms {
            push: SmsPush {
                event_type: event.event_type.clone(),
                sms: Some(sms),
            },
            notification,
        })
    }

    async fn after_commit(&self, output: Self::Output) {
        if let Some(notification) = &output.notification {
            self.notifications.push(notification).await;
        }
        // A lost push is no lost data: the chat window polls too.
        let mut connection = self.redis.clone();
        let published: Result<i64, redis::RedisError> = connection
            .publish(&self.channel, output.push.encode_to_vec())
            .await;
        if let Err(error) = published {
            tracing::warn!(%error, "sms event not pushed to the chat windows");
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn an_sms_is_about_an_application_reference_or_a_lead_id() {
        assert_eq!(
            Matter::parse("MOSE1001"),
            Some(Matter::Application(
                ReferenceNumber::parse("MOSE1001").unwrap()
            ))
        );
        assert_eq!(Matter::parse("42"), Some(Matter::Lead(42)));
        assert_eq!(Matter::parse("0"), None);
        assert_eq!(Matter::parse("hello"), None);
    }

    #[test]
    fn the_notification_names_the_number_and_the_matter() {
        let sms = SmsEvent {
            sms_id: 9,
            phone_number: "+46701234567".into(),
            customer_id: Some(7),
            application_id_or_lead_id: Some("MOSE1001".into()),
        };
        let to = Uuid::new_v4();
        let matter = Matter::parse("MOSE1001").unwrap();
        let notification = sms_received_notification(&sms, &matter, to);
        assert_eq!(notification.notification_type, "sms_received");
        assert_eq!(notification.title, "SMS received");
        assert_eq!(
            notification.message,
            "New SMS from +46701234567 about application MOSE1001"
        );
        assert_eq!(notification.application_id.as_deref(), Some("MOSE1001"));
        let lead = sms_received_notification(&sms, &Matter::Lead(42), to);
        assert_eq!((lead.lead_id, lead.application_id), (Some(42), None));
    }
}
