//! `core.lead.assigned` → a "Lead assigned" notification for the assignee, pushed after commit.

use diesel_async::AsyncPgConnection;
use uuid::Uuid;
use zrm_platform::bus::{Event, EventHandler, HandlerError};
use zrm_proto::core::v1::LeadAssigned;

use super::model::{LEAD_ASSIGNED_TYPE, NewNotification, Notification};
use super::push::NotificationPusher;
use super::rows::NewNotificationRow;
use super::storage;

/// Durable quorum queue of this consumer (also its name in the inbox).
pub const LEAD_ASSIGNED_QUEUE: &str = "notifications.core-lead-assigned";
pub const LEAD_ASSIGNED_ROUTING_KEY: &str = "core.lead.assigned";

pub struct LeadAssignedHandler {
    pusher: NotificationPusher,
}

impl LeadAssignedHandler {
    pub fn new(pusher: NotificationPusher) -> Self {
        LeadAssignedHandler { pusher }
    }
}

/// The notification text. Stored in English; the apps can render their own language from the
/// type and `lead_id`.
pub fn lead_assigned_notification(event: &LeadAssigned) -> Result<NewNotification, HandlerError> {
    let to_user_id = Uuid::parse_str(&event.assignee_id).map_err(|error| {
        HandlerError::Permanent(format!("assignee_id is not a user id: {error}"))
    })?;
    if event.lead_id <= 0 {
        return Err(HandlerError::Permanent(format!(
            "lead_id {} is not a lead",
            event.lead_id
        )));
    }
    let applicant = event.applicant_name.trim();
    let message = if applicant.is_empty() {
        format!("Lead {} was assigned to you", event.lead_id)
    } else {
        format!("Lead {} ({applicant}) was assigned to you", event.lead_id)
    };
    Ok(NewNotification {
        to_user_id,
        notification_type: LEAD_ASSIGNED_TYPE,
        title: "Lead assigned".to_owned(),
        message,
        lead_id: Some(event.lead_id),
        application_id: None,
    })
}

/// Stores a notification inside the consumer's transaction; every event handler here ends so.
pub async fn store_notification(
    connection: &mut AsyncPgConnection,
    notification: &NewNotification,
) -> Result<Notification, HandlerError> {
    let row = storage::insert_notification(
        connection,
        &NewNotificationRow {
            notification_id: Uuid::now_v7(),
            to_user_id: notification.to_user_id,
            notification_type: notification.notification_type,
            title: &notification.title,
            message: &notification.message,
            lead_id: notification.lead_id,
            application_id: notification.application_id.as_deref(),
        },
    )
    .await?;
    Notification::try_from(row).map_err(|error| HandlerError::Transient(error.to_string()))
}

/// What an event tells whom: at most one notification, or an error that retries or dead-letters it.
pub type NotificationOf = fn(&Event) -> Result<Option<NewNotification>, HandlerError>;

/// A consumer whose every event makes at most one notification (`notification_of`), stored in
/// the consumer's transaction and pushed after commit.
pub struct NotifyingHandler {
    pusher: NotificationPusher,
    notification_of: NotificationOf,
}

impl NotifyingHandler {
    pub fn new(pusher: NotificationPusher, notification_of: NotificationOf) -> Self {
        NotifyingHandler {
            pusher,
            notification_of,
        }
    }
}

impl EventHandler for NotifyingHandler {
    type Output = Option<Notification>;

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<Self::Output, HandlerError> {
        let Some(notification) = (self.notification_of)(event)? else {
            return Ok(None);
        };
        store_notification(connection, &notification)
            .await
            .map(Some)
    }

    async fn after_commit(&self, output: Self::Output) {
        if let Some(notification) = output {
            self.pusher.push(&notification).await;
        }
    }
}

impl EventHandler for LeadAssignedHandler {
    type Output = Notification;

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<Self::Output, HandlerError> {
        let assigned: LeadAssigned = event.decode()?;
        store_notification(connection, &lead_assigned_notification(&assigned)?).await
    }

    async fn after_commit(&self, output: Self::Output) {
        self.pusher.push(&output).await
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn message_names_lead_and_applicant() {
        let assignee = Uuid::new_v4();
        let notification = lead_assigned_notification(&LeadAssigned {
            lead_id: 123,
            assignee_id: assignee.to_string(),
            assigned_by: Uuid::new_v4().to_string(),
            applicant_name: "Anna Svensson".into(),
        })
        .unwrap();
        assert_eq!(notification.to_user_id, assignee);
        assert_eq!(notification.title, "Lead assigned");
        assert_eq!(
            notification.message,
            "Lead 123 (Anna Svensson) was assigned to you"
        );
        assert_eq!(notification.lead_id, Some(123));
        assert_eq!(notification.notification_type, "lead_assigned");
    }

    #[test]
    fn malformed_events_are_permanent_failures() {
        let bad_user = lead_assigned_notification(&LeadAssigned {
            lead_id: 1,
            assignee_id: "someone".into(),
            ..LeadAssigned::default()
        });
        assert!(matches!(bad_user, Err(HandlerError::Permanent(_))));
        let bad_lead = lead_assigned_notification(&LeadAssigned {
            lead_id: 0,
            assignee_id: Uuid::new_v4().to_string(),
            ..LeadAssigned::default()
        });
        assert!(matches!(bad_lead, Err(HandlerError::Permanent(_))));
    }
}
