//! Diesel rows of `notifications`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::error::NotificationsError;
use crate::schema::notifications;

use super::model::{Notification, NotificationStatus};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = notifications, check_for_backend(diesel::pg::Pg))]
pub struct NotificationRow {
    pub notification_id: Uuid,
    pub to_user_id: Uuid,
    pub notification_type: String,
    pub status: String,
    pub title: String,
    pub message: String,
    pub lead_id: Option<i64>,
    pub application_id: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = notifications)]
pub struct NewNotificationRow<'a> {
    pub notification_id: Uuid,
    pub to_user_id: Uuid,
    pub notification_type: &'a str,
    pub title: &'a str,
    pub message: &'a str,
    pub lead_id: Option<i64>,
    pub application_id: Option<&'a str>,
}

impl TryFrom<NotificationRow> for Notification {
    type Error = NotificationsError;

    fn try_from(row: NotificationRow) -> Result<Self, Self::Error> {
        let status = row.status.parse::<NotificationStatus>().map_err(|()| {
            NotificationsError::from(diesel::result::Error::DeserializationError(
                format!("unknown notification status {:?}", row.status).into(),
            ))
        })?;
        Ok(Notification {
            notification_id: row.notification_id,
            to_user_id: row.to_user_id,
            notification_type: row.notification_type,
            status,
            title: row.title,
            message: row.message,
            lead_id: row.lead_id,
            application_id: row.application_id,
            created_at: row.created_at,
        })
    }
}
