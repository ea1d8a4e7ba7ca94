//! Queries on `notifications`. Every finder is scoped to the user the notifications are for.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::notifications;
use zrm_domain::Page;

use super::model::{NotificationListFilter, NotificationStatus};
use super::rows::{NewNotificationRow, NotificationRow};

macro_rules! filter_notifications {
    ($query:expr, $filter:expr) => {{
        let filter: &NotificationListFilter = $filter;
        let mut query = $query.filter(notifications::to_user_id.eq(filter.to_user_id));
        query = match filter.status {
            Some(status) => query.filter(notifications::status.eq(status.as_str())),
            None => query.filter(notifications::status.ne(NotificationStatus::Deleted.as_str())),
        };
        if let Some(kind) = &filter.notification_type {
            query = query.filter(notifications::notification_type.eq(kind.clone()));
        }
        query
    }};
}

pub async fn insert_notification(
    conn: &mut AsyncPgConnection,
    notification: &NewNotificationRow<'_>,
) -> QueryResult<NotificationRow> {
    diesel::insert_into(notifications::table)
        .values(notification)
        .returning(NotificationRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn find_notifications_by_to_user_id_and_filter_newest_first(
    conn: &mut AsyncPgConnection,
    filter: &NotificationListFilter,
    page: Page,
) -> QueryResult<(Vec<NotificationRow>, i64)> {
    let rows = filter_notifications!(
        notifications::table
            .select(NotificationRow::as_select())
            .order((
                notifications::created_at.desc(),
                notifications::notification_id.desc(),
            ))
            .limit(page.limit())
            .offset(page.offset())
            .into_boxed(),
        filter
    )
    .load(conn)
    .await?;
    let total = filter_notifications!(notifications::table.count().into_boxed(), filter)
        .get_result(conn)
        .await?;
    Ok((rows, total))
}

pub async fn count_unread_notifications_by_to_user_id(
    conn: &mut AsyncPgConnection,
    to_user_id: Uuid,
) -> QueryResult<i64> {
    let unread: Vec<&str> = NotificationStatus::UNREAD
        .iter()
        .map(|s| s.as_str())
        .collect();
    notifications::table
        .filter(notifications::to_user_id.eq(to_user_id))
        .filter(notifications::status.eq_any(unread))
        .count()
        .get_result(conn)
        .await
}

/// Moves the given notifications of `to_user_id` to `target`, but only those in an earlier
/// status; returns how many moved.
pub async fn advance_notifications_status_by_to_user_id_and_ids(
    conn: &mut AsyncPgConnection,
    to_user_id: Uuid,
    notification_ids: &[Uuid],
    target: NotificationStatus,
    at: DateTime<Utc>,
) -> QueryResult<usize> {
    let earlier: Vec<&str> = target.predecessors().iter().map(|s| s.as_str()).collect();
    diesel::update(
        notifications::table
            .filter(notifications::to_user_id.eq(to_user_id))
            .filter(notifications::notification_id.eq_any(notification_ids))
            .filter(notifications::status.eq_any(earlier)),
    )
    .set((
        notifications::status.eq(target.as_str()),
        notifications::status_changed_at.eq(at),
    ))
    .execute(conn)
    .await
}
