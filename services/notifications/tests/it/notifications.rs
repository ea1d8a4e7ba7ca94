//! NotificationService against a real database: listing marks delivery, acknowledging moves
//! status forward only and only for the caller's own notifications.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use tonic::{Code, Request, Response, Status};
use uuid::Uuid;
use zrm_notifications::app::lead_assigned_consumer;
use zrm_notifications::notifications::grpc::service::NotificationGrpc;
use zrm_notifications::state::NotificationsState;
use zrm_platform::bus::Outcome;
use zrm_proto::notifications::v1::notification_service_server::NotificationService;
use zrm_proto::notifications::v1::{
    AcknowledgeAction, AcknowledgeRequest, ListNotificationsRequest, ListNotificationsResponse,
    NotificationStatus,
};

use crate::support::{Harness, envelope, lead_assigned_event};

/// Stores `count` lead-assigned notifications for `user` through the real consumer, oldest first.
async fn notify(harness: &Harness, user: Uuid, count: i64) -> Vec<String> {
    let consumer = lead_assigned_consumer(harness.pusher().await);
    let mut ids = Vec::new();
    for lead_id in 1..=count {
        let event = lead_assigned_event(Uuid::now_v7(), lead_id, user, "Anna Svensson");
        assert_eq!(
            consumer.process(&harness.db.pool, &envelope(&event)).await,
            Outcome::Processed
        );
        ids.push(lead_id);
    }
    ids.into_iter().map(|id| id.to_string()).collect()
}

fn list_request(user: Uuid, page: u32, limit: u32) -> ListNotificationsRequest {
    ListNotificationsRequest {
        user_id: user.to_string(),
        page: Some(zrm_platform::grpc::common::page_request(page, limit)),
        status: 0,
        notification_type: None,
    }
}

/// A status filter by the name people use; anything else is a value the contract does not have.
fn status_filter(name: &str) -> i32 {
    match name {
        "created" => NotificationStatus::Created.into(),
        "received" => NotificationStatus::Received.into(),
        "read" => NotificationStatus::Read.into(),
        "deleted" => NotificationStatus::Deleted.into(),
        _ => 99,
    }
}

fn action_of(name: &str) -> i32 {
    match name {
        "received" => AcknowledgeAction::Received.into(),
        "read" => AcknowledgeAction::Read.into(),
        "deleted" => AcknowledgeAction::Deleted.into(),
        _ => 99,
    }
}

fn status_name(status: i32) -> &'static str {
    match NotificationStatus::try_from(status) {
        Ok(NotificationStatus::Created) => "created",
        Ok(NotificationStatus::Received) => "received",
        Ok(NotificationStatus::Read) => "read",
        Ok(NotificationStatus::Deleted) => "deleted",
        Ok(NotificationStatus::Unspecified) | Err(_) => "unspecified",
    }
}

async fn list(
    service: &NotificationGrpc,
    request: ListNotificationsRequest,
) -> Result<ListNotificationsResponse, Status> {
    service
        .list_notifications(Request::new(request))
        .await
        .map(Response::into_inner)
}

async fn acknowledge(
    service: &NotificationGrpc,
    user: Uuid,
    ids: &[String],
    action: &str,
) -> Result<u32, Status> {
    service
        .acknowledge(Request::new(AcknowledgeRequest {
            user_id: user.to_string(),
            notification_ids: ids.to_vec(),
            action: action_of(action),
        }))
        .await
        .map(|response| response.into_inner().updated)
}

fn statuses(response: &ListNotificationsResponse) -> Vec<&str> {
    response
        .notifications
        .iter()
        .map(|n| status_name(n.status))
        .collect()
}

fn lead_ids(response: &ListNotificationsResponse) -> Vec<i64> {
    response
        .notifications
        .iter()
        .filter_map(|n| n.data.as_ref().and_then(|data| data.lead_id))
        .collect()
}

#[tokio::test]
async fn listing_pages_newest_first_and_marks_the_returned_created_ones_received() {
    let harness = Harness::start().await;
    let service = NotificationGrpc::new(Arc::new(NotificationsState {
        pool: harness.db.pool.clone(),
    }));
    let anna = Uuid::new_v4();
    let erik = Uuid::new_v4();
    notify(&harness, anna, 7).await;
    notify(&harness, erik, 1).await;

    let first = list(&service, list_request(anna, 1, 5)).await.unwrap();
    assert_eq!(lead_ids(&first), vec![7, 6, 5, 4, 3]);
    assert_eq!(statuses(&first), vec!["received"; 5]);
    assert_eq!(
        (
            first.page.unwrap().total,
            first.unread,
            first.page.unwrap().page,
            first.page.unwrap().limit
        ),
        (7, 7, 1, 5)
    );
    assert!(first.notifications.iter().all(|n| n.to == anna.to_string()));

    // Only the returned ones were marked: the rest are still created.
    let still_created = list(
        &service,
        ListNotificationsRequest {
            status: status_filter("created"),
            ..list_request(anna, 1, 25)
        },
    )
    .await
    .unwrap();
    assert_eq!(lead_ids(&still_created), vec![2, 1]);
    let second = list(&service, list_request(anna, 2, 5)).await.unwrap();
    assert_eq!(lead_ids(&second), vec![2, 1]);
    assert_eq!(statuses(&second), vec!["received", "received"]);

    let of_type = list(
        &service,
        ListNotificationsRequest {
            notification_type: Some("lead_assigned".into()),
            ..list_request(anna, 1, 10)
        },
    )
    .await
    .unwrap();
    assert_eq!(of_type.page.unwrap().total, 7);
    let other_type = list(
        &service,
        ListNotificationsRequest {
            notification_type: Some("sms_received".into()),
            ..list_request(anna, 1, 10)
        },
    )
    .await
    .unwrap();
    assert_eq!((other_type.page.unwrap().total, other_type.unread), (0, 7));

    // Erik's notification was untouched by Anna's reads.
    let eriks = list(
        &service,
        ListNotificationsRequest {
            status: status_filter("created"),
            ..list_request(erik, 1, 5)
        },
    )
    .await
    .unwrap();
    assert_eq!(eriks.page.unwrap().total, 1);

    for (request, field) in [
        (list_request(anna, 1, 30), "limit"),
        (list_request(anna, 0, 25), "page"),
        (
            ListNotificationsRequest {
                status: status_filter("unread"),
                ..list_request(anna, 1, 5)
            },
            "status",
        ),
        (
            ListNotificationsRequest {
                user_id: "me".into(),
                ..list_request(anna, 1, 5)
            },
            "user_id",
        ),
    ] {
        let status = list(&service, request).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(
            status
                .metadata()
                .get("x-zrm-field")
                .and_then(|v| v.to_str().ok()),
            Some(field)
        );
    }
    harness.cleanup().await;
}

#[tokio::test]
async fn acknowledging_moves_own_notifications_forward_only() {
    let harness = Harness::start().await;
    let service = NotificationGrpc::new(Arc::new(NotificationsState {
        pool: harness.db.pool.clone(),
    }));
    let anna = Uuid::new_v4();
    let erik = Uuid::new_v4();
    notify(&harness, anna, 3).await;
    notify(&harness, erik, 1).await;
    let annas = list(&service, list_request(anna, 1, 5)).await.unwrap();
    let ids: Vec<String> = annas
        .notifications
        .iter()
        .map(|n| n.notification_id.clone())
        .collect();
    let eriks = list(&service, list_request(erik, 1, 5)).await.unwrap();
    let eriks_id = eriks.notifications[0].notification_id.clone();

    // Someone else's notification is never touched.
    assert_eq!(
        acknowledge(&service, anna, std::slice::from_ref(&eriks_id), "read")
            .await
            .unwrap(),
        0
    );

    assert_eq!(
        acknowledge(&service, anna, &ids[..2], "read")
            .await
            .unwrap(),
        2
    );
    // Backwards is not a move: read → received changes nothing.
    assert_eq!(
        acknowledge(&service, anna, &ids[..2], "received")
            .await
            .unwrap(),
        0
    );
    // Repeating is not a move either.
    assert_eq!(
        acknowledge(&service, anna, &ids[..2], "read")
            .await
            .unwrap(),
        0
    );
    let after = list(&service, list_request(anna, 1, 5)).await.unwrap();
    assert_eq!(statuses(&after), vec!["read", "read", "received"]);
    assert_eq!(after.unread, 1);

    assert_eq!(
        acknowledge(&service, anna, &ids, "deleted").await.unwrap(),
        3
    );
    assert_eq!(acknowledge(&service, anna, &ids, "read").await.unwrap(), 0);
    let gone = list(&service, list_request(anna, 1, 5)).await.unwrap();
    assert_eq!((gone.page.unwrap().total, gone.unread), (0, 0));
    let deleted = list(
        &service,
        ListNotificationsRequest {
            status: status_filter("deleted"),
            ..list_request(anna, 1, 5)
        },
    )
    .await
    .unwrap();
    assert_eq!(deleted.page.unwrap().total, 3);

    let still_eriks = list(&service, list_request(erik, 1, 5)).await.unwrap();
    assert_eq!(statuses(&still_eriks), vec!["received"]);

    let status = acknowledge(&service, anna, &ids, "archive")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(
        status
            .metadata()
            .get("x-zrm-field")
            .and_then(|v| v.to_str().ok()),
        Some("action")
    );
    let status = acknowledge(&service, anna, &["42".to_owned()], "read")
        .await
        .unwrap_err();
    assert_eq!(
        status
            .metadata()
            .get("x-zrm-field")
            .and_then(|v| v.to_str().ok()),
        Some("notification_ids")
    );
    harness.cleanup().await;
}
