//! Notifications as the domain sees them.

use std::str::FromStr;

use chrono::{DateTime, Utc};
use uuid::Uuid;

use zrm_domain::Page;

/// A notification's life cycle: created, received (delivered to the user), read, deleted. The
/// order of the variants is the only direction a status moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum NotificationStatus {
    Created,
    Received,
    Read,
    Deleted,
}

impl NotificationStatus {
    pub const ALL: [NotificationStatus; 4] = [
        NotificationStatus::Created,
        NotificationStatus::Received,
        NotificationStatus::Read,
        NotificationStatus::Deleted,
    ];

    /// The badge counts these.
    pub const UNREAD: [NotificationStatus; 2] =
        [NotificationStatus::Created, NotificationStatus::Received];

    pub fn as_str(self) -> &'static str {
        match self {
            NotificationStatus::Created => "created",
            NotificationStatus::Received => "received",
            NotificationStatus::Read => "read",
            NotificationStatus::Deleted => "deleted",
        }
    }

    /// The statuses a notification may be in to move to `self`.
    pub fn predecessors(self) -> Vec<NotificationStatus> {
        NotificationStatus::ALL
            .into_iter()
            .filter(|status| *status < self)
            .collect()
    }
}

impl FromStr for NotificationStatus {
    type Err = ();

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        NotificationStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == value)
            .ok_or(())
    }
}

/// Notification types this service produces so far.
pub const LEAD_ASSIGNED_TYPE: &str = "lead_assigned";
pub const OFFER_RECEIVED_TYPE: &str = "offer_received";
pub const BANK_MESSAGE_RECEIVED_TYPE: &str = "bank_message_received";
pub const APPLICATION_DISBURSED_TYPE: &str = "application_disbursed";
pub const SMS_RECEIVED_TYPE: &str = "sms_received";
pub const APPLICATION_ASSIGNED_TYPE: &str = "application_assigned";
pub const INTERNAL_COMMENT_TYPE: &str = "internal_comment";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub notification_id: Uuid,
    pub to_user_id: Uuid,
    pub notification_type: String,
    pub status: NotificationStatus,
    pub title: String,
    pub message: String,
    pub lead_id: Option<i64>,
    pub application_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    pub to_user_id: Uuid,
    pub notification_type: &'static str,
    pub title: String,
    pub message: String,
    pub lead_id: Option<i64>,
    pub application_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationListFilter {
    pub to_user_id: Uuid,
    /// Without a status, everything but deleted notifications.
    pub status: Option<NotificationStatus>,
    pub notification_type: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotificationPage {
    pub notifications: Vec<Notification>,
    pub total: u64,
    pub unread: u64,
    pub page: Page,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn statuses_only_move_forward() {
        use NotificationStatus::{Created, Deleted, Read, Received};
        assert_eq!(Created.predecessors(), vec![]);
        assert_eq!(Received.predecessors(), vec![Created]);
        assert_eq!(Read.predecessors(), vec![Created, Received]);
        assert_eq!(Deleted.predecessors(), vec![Created, Received, Read]);
        for status in NotificationStatus::ALL {
            assert_eq!(
                status.as_str().parse::<NotificationStatus>().unwrap(),
                status
            );
        }
        assert!("archived".parse::<NotificationStatus>().is_err());
    }
}
