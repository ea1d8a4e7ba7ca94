//! `GET /notification/list`: the caller's notifications, newest first. The notifications service
//! marks the returned `created` ones `received`.

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::notifications::v1::ListNotificationsRequest;

use super::types::{Notification, NotificationListQuery, NotificationPage, status_of_name};
use crate::auth::StaffUser;
use crate::clients::NOTIFICATIONS;
use crate::error::{ErrorBody, GatewayError, reader_language};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

fn optional_text(value: Option<String>) -> Option<String> {
    value
        .map(|value| value.trim().to_string())
        .filter(|value| !value.is_empty())
}

#[utoipa::path(
    tag = "notification",
    params(NotificationListQuery),
    responses(
        (status = 200, body = NotificationPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/notification/list")]
pub async fn list_notifications(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<NotificationListQuery>,
) -> Result<web::Json<NotificationPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    // Empty means any status; any other text must name one.
    let status = match optional_text(query.status) {
        None => None,
        Some(name) => Some(status_of_name(&name).ok_or_else(|| {
            GatewayError::field("status", "Must be one of created, received, read, deleted")
        })?),
    };
    let request = ListNotificationsRequest {
        user_id: user.user_id,
        page: Some(page_request(paging.page, paging.limit)),
        status: status.map_or(0, i32::from),
        notification_type: optional_text(query.notification_type),
    };
    let response = state
        .clients
        .notification_service()
        .list_notifications(state.clients.notifications.request(request))
        .await
        .or_gateway_error(NOTIFICATIONS)?;
    Ok(web::Json(NotificationPage {
        items: response
            .notifications
            .into_iter()
            .map(|notification| Notification::from(notification).in_language(reader_language()))
            .collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
        unread: response.unread,
    }))
}
