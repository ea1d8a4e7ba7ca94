//! `zrm.notifications.v1.NotificationService`.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::notifications::v1::notification_service_server::NotificationService;
use zrm_proto::notifications::v1::{
    AcknowledgeRequest, AcknowledgeResponse, ListNotificationsRequest, ListNotificationsResponse,
};

use crate::notifications::acknowledge::do_acknowledge_notifications;
use crate::notifications::list::do_list_notifications;
use crate::state::NotificationsState;

use super::messages::notification_page_message;
use super::requests::{acknowledgement_from_request, list_from_request};

pub struct NotificationGrpc {
    state: Arc<NotificationsState>,
}

impl NotificationGrpc {
    pub fn new(state: Arc<NotificationsState>) -> Self {
        NotificationGrpc { state }
    }
}

#[tonic::async_trait]
impl NotificationService for NotificationGrpc {
    async fn list_notifications(
        &self,
        request: Request<ListNotificationsRequest>,
    ) -> Result<Response<ListNotificationsResponse>, Status> {
        let (filter, page) = list_from_request(request.into_inner())?;
        let notifications = do_list_notifications(&self.state.pool, filter, page).await?;
        Ok(Response::new(notification_page_message(notifications)))
    }

    async fn acknowledge(
        &self,
        request: Request<AcknowledgeRequest>,
    ) -> Result<Response<AcknowledgeResponse>, Status> {
        let acknowledgement = acknowledgement_from_request(request.into_inner())?;
        let updated = do_acknowledge_notifications(&self.state.pool, acknowledgement).await?;
        Ok(Response::new(AcknowledgeResponse { updated }))
    }
}
