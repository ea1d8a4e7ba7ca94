//! E-mail core sends to people (sign-in codes, invitations) through the messaging service
//! (`EmailService.SendEmail`), which records every message before handing it to SMTP.

use std::time::Duration;

use tonic::transport::Channel;
use zrm_proto::messaging::v1::SendEmailRequest;
use zrm_proto::messaging::v1::email_service_client::EmailServiceClient;

use crate::error::CoreError;

#[derive(Debug, Clone)]
pub struct Mailer {
    client: EmailServiceClient<Channel>,
    deadline: Duration,
}

impl Mailer {
    pub fn new(channel: Channel, deadline: Duration) -> Self {
        Mailer {
            client: EmailServiceClient::new(channel),
            deadline,
        }
    }

    /// Sends one e-mail; messaging's record id of it. `purpose` is kept on that record.
    pub async fn send(
        &self,
        to: &str,
        subject: &str,
        body: String,
        purpose: &str,
    ) -> Result<String, CoreError> {
        let request = zrm_platform::grpc::request(
            SendEmailRequest {
                to: to.to_owned(),
                subject: subject.to_owned(),
                body_text: body,
                purpose: purpose.to_owned(),
            },
            self.deadline,
        );
        self.client
            .clone()
            .send_email(request)
            .await
            .map(|response| response.into_inner().message_id)
            .map_err(CoreError::Messaging)
    }
}
