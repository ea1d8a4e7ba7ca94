//! Domain notifications → proto messages (also the body of the Redis push).

use zrm_proto::notifications::v1 as proto;

use crate::notifications::model::{Notification, NotificationPage, NotificationStatus};
use zrm_platform::grpc::common::page_info;

pub fn status_message(status: NotificationStatus) -> proto::NotificationStatus {
    match status {
        NotificationStatus::Created => proto::NotificationStatus::Created,
        NotificationStatus::Received => proto::NotificationStatus::Received,
        NotificationStatus::Read => proto::NotificationStatus::Read,
        NotificationStatus::Deleted => proto::NotificationStatus::Deleted,
    }
}

pub fn notification_message(notification: Notification) -> proto::Notification {
    proto::Notification {
        notification_id: notification.notification_id.to_string(),
        r#type: notification.notification_type,
        status: status_message(notification.status).into(),
        data: Some(proto::NotificationData {
            application_id: notification.application_id,
            lead_id: notification.lead_id,
            message: notification.message,
        }),
        title: notification.title,
        to: notification.to_user_id.to_string(),
        created_at: Some(zrm_platform::grpc::timestamp::to_timestamp(
            notification.created_at,
        )),
    }
}

pub fn notification_page_message(page: NotificationPage) -> proto::ListNotificationsResponse {
    proto::ListNotificationsResponse {
        notifications: page
            .notifications
            .into_iter()
            .map(notification_message)
            .collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
        unread: page.unread,
    }
}
