//! `zrm.messaging.v1.EmailService`.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::messaging::v1::email_service_server::EmailService;
use zrm_proto::messaging::v1::{SendEmailRequest, SendEmailResponse};

use crate::email::send::do_send_email;
use crate::state::MessagingState;

use super::requests::{outgoing_email_from_request, send_email_response};

pub struct EmailGrpc {
    state: Arc<MessagingState>,
}

impl EmailGrpc {
    pub fn new(state: Arc<MessagingState>) -> Self {
        EmailGrpc { state }
    }
}

#[tonic::async_trait]
impl EmailService for EmailGrpc {
    async fn send_email(
        &self,
        request: Request<SendEmailRequest>,
    ) -> Result<Response<SendEmailResponse>, Status> {
        let email = outgoing_email_from_request(request.into_inner())?;
        let sent = do_send_email(&self.state, email).await?;
        Ok(Response::new(send_email_response(sent)))
    }
}
