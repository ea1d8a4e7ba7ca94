//! Listing a user's notifications. Fetching is delivery: the returned `created` ones become
//! `received` in the same transaction as the read.

use chrono::Utc;
use diesel_async::AsyncConnection;
use zrm_platform::db::DbPool;

use crate::error::NotificationsError;
use crate::state::pooled;
use zrm_domain::Page;

use super::model::{Notification, NotificationListFilter, NotificationPage, NotificationStatus};
use super::storage;

pub async fn do_list_notifications(
    pool: &DbPool,
    filter: NotificationListFilter,
    page: Page,
) -> Result<NotificationPage, NotificationsError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, NotificationsError, _>(async |conn| {
        let (rows, total) =
            storage::find_notifications_by_to_user_id_and_filter_newest_first(conn, &filter, page)
                .await?;
        let mut notifications = rows
            .into_iter()
            .map(Notification::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        let newly_received: Vec<_> = notifications
            .iter()
            .filter(|notification| notification.status == NotificationStatus::Created)
            .map(|notification| notification.notification_id)
            .collect();
        if !newly_received.is_empty() {
            storage::advance_notifications_status_by_to_user_id_and_ids(
                conn,
                filter.to_user_id,
                &newly_received,
                NotificationStatus::Received,
                Utc::now(),
            )
            .await?;
            for notification in &mut notifications {
                if notification.status == NotificationStatus::Created {
                    notification.status = NotificationStatus::Received;
                }
            }
        }
        let unread =
            storage::count_unread_notifications_by_to_user_id(conn, filter.to_user_id).await?;
        Ok(NotificationPage {
            notifications,
            total: u64::try_from(total).unwrap_or_default(),
            unread: u64::try_from(unread).unwrap_or_default(),
            page,
        })
    })
    .await
}
