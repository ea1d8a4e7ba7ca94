//! One service down does not take the gateway down: core is unreachable (a closed port) while a
//! notifications service answers. The gateway stays ready, core's routes answer 503 with the
//! error body, and the notification routes keep working.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use actix_web::test::{self, TestRequest};
use serde_json::Value;
use tokio::net::TcpListener;
use tonic::transport::server::TcpIncoming;
use tonic::{Request, Response, Status};
use zrm_gateway::app;
use zrm_proto::notifications::v1::notification_service_server::{
    NotificationService, NotificationServiceServer,
};
use zrm_proto::notifications::v1::{
    AcknowledgeRequest, AcknowledgeResponse, ListNotificationsRequest, ListNotificationsResponse,
};

/// A notifications service with no notifications for anybody.
struct NoNotifications;

#[tonic::async_trait]
impl NotificationService for NoNotifications {
    async fn list_notifications(
        &self,
        request: Request<ListNotificationsRequest>,
    ) -> Result<Response<ListNotificationsResponse>, Status> {
        let request = request.into_inner();
        Ok(Response::new(ListNotificationsResponse {
            notifications: Vec::new(),
            page: request.page.map(|page| zrm_proto::common::v1::PageInfo {
                page: page.page,
                limit: page.limit,
                ..Default::default()
            }),
            unread: 0,
        }))
    }

    async fn acknowledge(
        &self,
        _request: Request<AcknowledgeRequest>,
    ) -> Result<Response<AcknowledgeResponse>, Status> {
        Ok(Response::new(AcknowledgeResponse { updated: 0 }))
    }
}

async fn notifications_service() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let incoming = TcpIncoming::from(listener);
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(NotificationServiceServer::new(NoNotifications))
            .serve_with_incoming(incoming),
    );
    format!("http://{address}")
}

#[actix_web::test]
async fn core_down_leaves_the_gateway_ready_and_other_routes_answering() {
    let mut settings = common::settings();
    settings.services.notifications.url = notifications_service().await;
    let state = common::state(settings).await;
    let token = common::access_token(&state, &common::user_id());
    let service = test::init_service(app::build(state)).await;

    let ready = test::call_service(&service, TestRequest::get().uri("/readyz").to_request()).await;
    assert_eq!(ready.status(), 200);

    let lead = test::call_service(
        &service,
        TestRequest::get()
            .uri("/lead/get/1")
            .insert_header(common::bearer(&token))
            .to_request(),
    )
    .await;
    assert_eq!(lead.status(), 503);
    let body: Value = test::read_body_json(lead).await;
    assert!(
        body["detail"]
            .as_str()
            .is_some_and(|detail| !detail.is_empty()),
        "{body}"
    );
    assert!(
        body["request_id"].as_str().is_some_and(|id| !id.is_empty()),
        "{body}"
    );

    let notifications = test::call_service(
        &service,
        TestRequest::get()
            .uri("/notification/list?page=1&limit=10")
            .insert_header(common::bearer(&token))
            .to_request(),
    )
    .await;
    assert_eq!(notifications.status(), 200);
    let body: Value = test::read_body_json(notifications).await;
    assert_eq!(body["total"], 0, "{body}");
}
