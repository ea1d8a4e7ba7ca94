//! Validation of the `SmsService` requests and conversion of its answers.

use zrm_domain::{Page, phone_number_forms};
use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::{from_timestamp, to_timestamp};
use zrm_proto::messaging::v1 as proto;

use crate::error::MessagingError;
use crate::sms::model::{
    Addressee, DeliveryReport, InboundSms, MAX_MESSAGE_CHARS, ReportedStatus, RequestedSms, Sms,
    SmsDirection, SmsStatus,
};
use crate::sms::storage::SmsAbout;

const MAX_ID_CHARS: usize = 64;
const MAX_PROVIDER_ID_CHARS: usize = 128;

/// The E.164 number a typed phone number means.
pub fn phone_number(field: &'static str, typed: &str) -> Result<String, MessagingError> {
    phone_number_forms(typed).into_iter().next().ok_or_else(|| {
        MessagingError::invalid(
            field,
            "Must be a phone number in international form, e.g. +46701234567",
        )
    })
}

/// A text trimmed and then 1 to `max` characters long.
pub fn bounded_text(field: &'static str, text: &str, max: usize) -> Result<String, MessagingError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > max {
        return Err(MessagingError::invalid(
            field,
            format!("Must be 1 to {max} characters"),
        ));
    }
    Ok(text.to_owned())
}

pub fn customer_id(field: &'static str, customer_id: i64) -> Result<i64, MessagingError> {
    if customer_id < 1 {
        return Err(MessagingError::invalid(field, "Must be 1 or more"));
    }
    Ok(customer_id)
}

pub fn outgoing_sms(request: &proto::SendSmsRequest) -> Result<RequestedSms, MessagingError> {
    let typed_number = (!request.phone_number.trim().is_empty())
        .then(|| phone_number("phone_number", &request.phone_number))
        .transpose()?;
    let message = bounded_text("message", &request.message, MAX_MESSAGE_CHARS)?;
    let to = match (request.customer_id, typed_number) {
        (Some(id), phone_number) => Addressee::Customer {
            customer_id: customer_id("customer_id", id)?,
            phone_number,
        },
        (None, Some(number)) => Addressee::Number(number),
        (None, None) => {
            return Err(MessagingError::invalid(
                "phone_number",
                "Give a phone number or a customer id",
            ));
        }
    };
    let application_id_or_lead_id = request
        .application_id_or_lead_id
        .as_deref()
        .map(|id| bounded_text("application_id_or_lead_id", id, MAX_ID_CHARS))
        .transpose()?;
    let sent_by = bounded_text("sent_by", &request.sent_by, MAX_ID_CHARS)?;
    Ok(RequestedSms {
        to,
        message,
        application_id_or_lead_id,
        sent_by,
    })
}

/// The most customers one listing names.
const MAX_LISTED_CUSTOMERS: usize = 10;

/// Whose SMS a listing asks for: customers' (attached to them) and a number's (E.164).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    pub customer_ids: Vec<i64>,
    pub phone_number: Option<String>,
}

pub fn listed(request: &proto::ListSmsRequest) -> Result<Listing, MessagingError> {
    let phone_number = (!request.phone_number.trim().is_empty())
        .then(|| phone_number("phone_number", &request.phone_number))
        .transpose()?;
    if request.customer_ids.len() > MAX_LISTED_CUSTOMERS {
        let max = MAX_LISTED_CUSTOMERS;
        return Err(MessagingError::invalid(
            "customer_ids",
            format!("At most {max} customer ids"),
        ));
    }
    let customer_ids = request
        .customer_ids
        .iter()
        .map(|id| customer_id("customer_ids", *id))
        .collect::<Result<Vec<_>, _>>()?;
    if customer_ids.is_empty() && phone_number.is_none() {
        return Err(MessagingError::invalid(
            "phone_number",
            "Give a phone number or a customer id",
        ));
    }
    Ok(Listing {
        customer_ids,
        phone_number,
    })
}

/// What a "messages by application" or "messages by user" call picks.
pub fn about(request: &proto::ListSmsAboutRequest) -> Result<SmsAbout, MessagingError> {
    use proto::list_sms_about_request::About;
    match &request.about {
        Some(About::ApplicationIdOrLeadId(reference)) => Ok(SmsAbout::Reference(bounded_text(
            "application_id_or_lead_id",
            reference,
            MAX_ID_CHARS,
        )?)),
        Some(About::SentBy(user_id)) => Ok(SmsAbout::Sender(bounded_text(
            "sent_by",
            user_id,
            MAX_ID_CHARS,
        )?)),
        None => Err(MessagingError::invalid(
            "application_id_or_lead_id",
            "Give an application or lead, or a sender",
        )),
    }
}

/// (number, customer id, attached by) of an attach call.
pub fn attachment(
    request: &proto::AttachUnknownSenderRequest,
) -> Result<(String, i64, String), MessagingError> {
    Ok((
        phone_number("phone_number", &request.phone_number)?,
        customer_id("customer_id", request.customer_id)?,
        bounded_text("attached_by", &request.attached_by, MAX_ID_CHARS)?,
    ))
}

pub fn delivery_report(
    request: &proto::RecordDeliveryReportRequest,
) -> Result<DeliveryReport, MessagingError> {
    let provider_id = bounded_text("provider_id", &request.provider_id, MAX_PROVIDER_ID_CHARS)?;
    let status = ReportedStatus::parse(&request.status).ok_or_else(|| {
        MessagingError::invalid("status", "Must be one of sent, delivered, failed")
    })?;
    Ok(DeliveryReport {
        provider_id,
        status,
        delivered_at: request.delivered_at.as_ref().and_then(from_timestamp),
    })
}

pub fn inbound_sms(request: &proto::RecordInboundSmsRequest) -> Result<InboundSms, MessagingError> {
    let provider_id = bounded_text("provider_id", &request.provider_id, MAX_PROVIDER_ID_CHARS)?;
    let from = phone_number("from", &request.from)?;
    // What a customer writes is kept as written, an empty text too (a picture message's text).
    if request.message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(MessagingError::invalid(
            "message",
            format!("Must be at most {MAX_MESSAGE_CHARS} characters"),
        ));
    }
    Ok(InboundSms {
        provider_id,
        from,
        message: request.message.clone(),
        received_at: request
            .created_at
            .as_ref()
            .and_then(from_timestamp)
            .unwrap_or_else(chrono::Utc::now),
    })
}

pub fn page(request: Option<&zrm_proto::common::v1::PageRequest>) -> Result<Page, MessagingError> {
    let (page, limit) = zrm_platform::grpc::common::page_of(request);
    Page::parse(page, limit).map_err(|error| MessagingError::invalid(error.field, error.detail))
}

pub fn sms_message(sms: Sms) -> proto::Sms {
    proto::Sms {
        sms_id: sms.sms_id,
        direction: match sms.direction {
            SmsDirection::Outgoing => proto::SmsDirection::Outgoing,
            SmsDirection::Incoming => proto::SmsDirection::Incoming,
        }
        .into(),
        status: match sms.status {
            SmsStatus::Queued => proto::SmsStatus::Queued,
            SmsStatus::Sent => proto::SmsStatus::Sent,
            SmsStatus::Delivered => proto::SmsStatus::Delivered,
            SmsStatus::Failed => proto::SmsStatus::Failed,
            SmsStatus::Received => proto::SmsStatus::Received,
        }
        .into(),
        phone_number: sms.phone_number,
        message: sms.message,
        customer_id: sms.customer_id,
        application_id_or_lead_id: sms.application_id_or_lead_id,
        sent_by: sms.sent_by,
        created_at: Some(to_timestamp(sms.created_at)),
        delivered_at: sms.delivered_at.map(to_timestamp),
        provider_id: sms.provider_id,
        attempts: sms.attempts,
        error: sms.error,
    }
}

pub fn sms_page(messages: Vec<Sms>, page: Page, total: u64) -> proto::SmsPage {
    proto::SmsPage {
        messages: messages.into_iter().map(sms_message).collect(),
        page: Some(page_info(page.page, page.limit, total)),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn sending(phone_number: &str, message: &str) -> proto::SendSmsRequest {
        proto::SendSmsRequest {
            phone_number: phone_number.into(),
            message: message.into(),
            customer_id: Some(42),
            application_id_or_lead_id: Some("MOSE1001".into()),
            sent_by: "u-anna".into(),
        }
    }

    fn refused_field(request: &proto::SendSmsRequest) -> &'static str {
        let refusal = outgoing_sms(request).unwrap_err();
        let MessagingError::InvalidArgument { field, .. } = refusal else {
            panic!("{refusal:?}");
        };
        field
    }

    #[test]
    fn a_send_takes_a_number_as_written_and_a_trimmed_text() {
        let sms = outgoing_sms(&sending("070-123 45 67", "  Hej Anna!  ")).unwrap();
        assert_eq!(
            sms.to,
            Addressee::Customer {
                customer_id: 42,
                phone_number: Some("+46701234567".into())
            }
        );
        assert_eq!(sms.message, "Hej Anna!");
        assert!(!sms.is_marketing());
        let by_number = proto::SendSmsRequest {
            customer_id: None,
            application_id_or_lead_id: None,
            ..sending("98765432", "Hei")
        };
        let sms = outgoing_sms(&by_number).unwrap();
        assert_eq!(sms.to, Addressee::Number("+4798765432".into()));
        assert!(sms.is_marketing());
        let by_customer = sending("", "Hej");
        assert_eq!(
            outgoing_sms(&by_customer).unwrap().to,
            Addressee::Customer {
                customer_id: 42,
                phone_number: None
            }
        );
    }

    #[test]
    fn bad_input_names_its_field() {
        assert_eq!(
            refused_field(&sending("not a number", "Hej")),
            "phone_number"
        );
        assert_eq!(refused_field(&sending("+46701234567", "   ")), "message");
        assert_eq!(
            refused_field(&sending("+46701234567", &"x".repeat(1601))),
            "message"
        );
        let nobody = proto::SendSmsRequest {
            customer_id: Some(0),
            ..sending("+46701234567", "Hej")
        };
        assert_eq!(refused_field(&nobody), "customer_id");
        let nowhere = proto::SendSmsRequest {
            customer_id: None,
            ..sending(" ", "Hej")
        };
        assert_eq!(refused_field(&nowhere), "phone_number");
        let anonymous = proto::SendSmsRequest {
            sent_by: " ".into(),
            ..sending("+46701234567", "Hej")
        };
        assert_eq!(refused_field(&anonymous), "sent_by");
    }

    #[test]
    fn a_report_names_a_known_status() {
        let report = proto::RecordDeliveryReportRequest {
            provider_id: "s1".into(),
            status: "delivered".into(),
            delivered_at: None,
        };
        assert_eq!(
            delivery_report(&report).unwrap().status,
            ReportedStatus::Delivered
        );
        let odd = proto::RecordDeliveryReportRequest {
            status: "lost".into(),
            ..report
        };
        assert!(delivery_report(&odd).is_err());
    }
}
