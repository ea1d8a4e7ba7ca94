//! Sends the one-time code through the messaging service (`EmailService.SendEmail`).

use std::time::Duration;

use tonic::transport::Channel;
use zrm_proto::messaging::v1::SendEmailRequest;
use zrm_proto::messaging::v1::email_service_client::EmailServiceClient;

use crate::error::CoreError;
use crate::i18n;

use super::model::Employee;

/// What the record in messaging says the e-mail was for.
pub const ONE_TIME_CODE_PURPOSE: &str = "employee_otp";

#[derive(Debug, Clone)]
pub struct OneTimeCodeMailer {
    client: EmailServiceClient<Channel>,
    deadline: Duration,
}

impl OneTimeCodeMailer {
    pub fn new(channel: Channel, deadline: Duration) -> Self {
        OneTimeCodeMailer {
            client: EmailServiceClient::new(channel),
            deadline,
        }
    }

    pub async fn send_one_time_code(
        &self,
        employee: &Employee,
        code: &str,
        valid_minutes: i64,
    ) -> Result<(), CoreError> {
        let mail =
            i18n::one_time_code_mail(employee.language, &employee.first_name, code, valid_minutes);
        let request = zrm_platform::grpc::request(
            SendEmailRequest {
                to: employee.email.clone(),
                subject: mail.subject.to_owned(),
                body_text: mail.body,
                purpose: ONE_TIME_CODE_PURPOSE.to_owned(),
            },
            self.deadline,
        );
        self.client
            .clone()
            .send_email(request)
            .await
            .map(|_| ())
            .map_err(CoreError::Messaging)
    }
}
