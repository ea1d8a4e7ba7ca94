//! Acknowledging notifications: read, received or deleted. Only the caller's own notifications
//! change, and only forward.

use chrono::Utc;
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::NotificationsError;
use crate::state::pooled;

use super::model::NotificationStatus;
use super::storage;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acknowledgement {
    pub user_id: Uuid,
    pub notification_ids: Vec<Uuid>,
    pub target: NotificationStatus,
}

/// Returns how many notifications changed status.
pub async fn do_acknowledge_notifications(
    pool: &DbPool,
    acknowledgement: Acknowledgement,
) -> Result<u32, NotificationsError> {
    let mut conn = pooled(pool).await?;
    let updated = storage::advance_notifications_status_by_to_user_id_and_ids(
        &mut conn,
        acknowledgement.user_id,
        &acknowledgement.notification_ids,
        acknowledgement.target,
        Utc::now(),
    )
    .await?;
    Ok(u32::try_from(updated).unwrap_or(u32::MAX))
}
