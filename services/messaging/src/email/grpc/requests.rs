//! Validation of `SendEmailRequest` and conversion of the result.

use lettre::Address;
use zrm_proto::messaging::v1::{SendEmailRequest, SendEmailResponse};

use crate::email::model::{EmailBody, OutgoingEmail, SentEmail};
use crate::error::MessagingError;

const MAX_SUBJECT: usize = 255;
const MAX_BODY: usize = 100_000;
const MAX_PURPOSE: usize = 64;

pub fn outgoing_email_from_request(
    request: SendEmailRequest,
) -> Result<OutgoingEmail, MessagingError> {
    let to = request.to.trim();
    if to.is_empty() {
        return Err(MessagingError::invalid("to", "Recipient is required"));
    }
    let to: Address = to
        .parse()
        .map_err(|_| MessagingError::invalid("to", "Must be a valid email"))?;
    let subject = request.subject.trim();
    if subject.is_empty() {
        return Err(MessagingError::invalid("subject", "Subject is required"));
    }
    if subject.chars().count() > MAX_SUBJECT {
        return Err(MessagingError::invalid(
            "subject",
            "Must be at most 255 characters",
        ));
    }
    if request.body_text.trim().is_empty() {
        return Err(MessagingError::invalid("body_text", "Text is required"));
    }
    if request.body_text.chars().count() > MAX_BODY {
        return Err(MessagingError::invalid(
            "body_text",
            "Must be at most 100000 characters",
        ));
    }
    let purpose = request.purpose.trim();
    if purpose.is_empty() {
        return Err(MessagingError::invalid("purpose", "Purpose is required"));
    }
    if purpose.chars().count() > MAX_PURPOSE {
        return Err(MessagingError::invalid(
            "purpose",
            "Must be at most 64 characters",
        ));
    }
    Ok(OutgoingEmail {
        to,
        subject: subject.to_owned(),
        body: EmailBody::Text(request.body_text),
        attachments: Vec::new(),
        customer_id: None,
        application_id_or_lead_id: None,
        purpose: purpose.to_owned(),
    })
}

pub fn send_email_response(sent: SentEmail) -> SendEmailResponse {
    SendEmailResponse {
        message_id: sent.message_id.to_string(),
        sent_at: Some(zrm_platform::grpc::timestamp::to_timestamp(sent.sent_at)),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn request(to: &str, subject: &str, body: &str, purpose: &str) -> SendEmailRequest {
        SendEmailRequest {
            to: to.into(),
            subject: subject.into(),
            body_text: body.into(),
            purpose: purpose.into(),
        }
    }

    fn field(result: Result<OutgoingEmail, MessagingError>) -> &'static str {
        let error = result.unwrap_err();
        let MessagingError::InvalidArgument { field, .. } = error else {
            panic!("expected a validation error, got {error:?}");
        };
        field
    }

    #[test]
    fn validates_each_field() {
        assert_eq!(
            field(outgoing_email_from_request(request("", "s", "b", "p"))),
            "to"
        );
        assert_eq!(
            field(outgoing_email_from_request(request("nope", "s", "b", "p"))),
            "to"
        );
        assert_eq!(
            field(outgoing_email_from_request(request(
                "a@b.se", " ", "b", "p"
            ))),
            "subject"
        );
        assert_eq!(
            field(outgoing_email_from_request(request("a@b.se", "s", "", "p"))),
            "body_text"
        );
        assert_eq!(
            field(outgoing_email_from_request(request("a@b.se", "s", "b", ""))),
            "purpose"
        );
        let email =
            outgoing_email_from_request(request(" a@b.se ", " Hi ", "Body\n", "otp")).unwrap();
        assert_eq!(email.to.to_string(), "a@b.se");
        assert_eq!(email.subject, "Hi");
        assert_eq!(email.body, EmailBody::Text("Body\n".into()));
    }
}
