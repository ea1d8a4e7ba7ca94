//! Validation of the `TemplateService` requests and conversion of its answers.

use uuid::Uuid;
use zrm_domain::{Country, Product};
use zrm_platform::grpc::common::{country_code, country_of_code, page_info};
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::messaging::v1 as proto;

use crate::error::MessagingError;
use crate::sms::grpc::requests::{bounded_text, customer_id};
use crate::templates::attachments::AttachmentInfo;
use crate::templates::catalogue::{self, EVENTS, TemplateEvent};
use crate::templates::engine::{self, Source};
use crate::templates::{
    Channel, MAX_ATTACHMENTS, MAX_BODY_CHARS, MAX_SUBJECT_CHARS, Template, TemplateKey,
    TemplateText,
};

const MAX_ID_CHARS: usize = 64;

pub fn channel(value: i32) -> Result<Channel, MessagingError> {
    match proto::TemplateChannel::try_from(value) {
        Ok(proto::TemplateChannel::Email) => Ok(Channel::Email),
        Ok(proto::TemplateChannel::Sms) => Ok(Channel::Sms),
        Ok(proto::TemplateChannel::Unspecified) | Err(_) => Err(MessagingError::invalid(
            "channel",
            "Must be one of email, sms",
        )),
    }
}

fn channel_message(channel: Channel) -> proto::TemplateChannel {
    match channel {
        Channel::Email => proto::TemplateChannel::Email,
        Channel::Sms => proto::TemplateChannel::Sms,
    }
}

pub fn country(value: i32) -> Result<Country, MessagingError> {
    country_code(value)
        .parse()
        .map_err(|_| MessagingError::invalid("country", "Must be one of SE, NO"))
}

pub fn product(code: &str) -> Result<Product, MessagingError> {
    code.trim()
        .parse::<Product>()
        .ok()
        .filter(|product| *product != Product::Zl)
        .ok_or_else(|| MessagingError::invalid("product", "Must be one of MO, UL, CC, LI, AI"))
}

pub fn event(name: &str) -> Result<&'static TemplateEvent, MessagingError> {
    catalogue::event(name.trim())
        .ok_or_else(|| MessagingError::invalid("event", "Must be an event of the catalogue"))
}

/// The key a request names (a read or delete of a key that names nothing finds nothing).
pub fn key(message: Option<&proto::TemplateKey>) -> Result<TemplateKey, MessagingError> {
    let message =
        message.ok_or_else(|| MessagingError::invalid("key", "This field is required"))?;
    Ok(TemplateKey {
        channel: channel(message.channel)?,
        country: country(message.country)?,
        product: product(&message.product)?,
        event: event(&message.event)?,
    })
}

/// The key a template is written for: its event must happen for its product.
pub fn writable_key(message: Option<&proto::TemplateKey>) -> Result<TemplateKey, MessagingError> {
    let key = key(message)?;
    if !key.event.happens_for(key.product) {
        return Err(MessagingError::invalid(
            "event",
            "This event does not happen for the product",
        ));
    }
    Ok(key)
}

/// The texts of a save (or preview): parsed, every variable offered by the event, the subject
/// and attachments only on e-mail.
pub fn text(
    key: &TemplateKey,
    request: &proto::SaveTemplateRequest,
) -> Result<TemplateText, MessagingError> {
    let body = request.body.trim();
    if body.is_empty() || body.chars().count() > MAX_BODY_CHARS {
        let max = MAX_BODY_CHARS;
        return Err(MessagingError::invalid(
            "body",
            format!("Must be 1 to {max} characters"),
        ));
    }
    let subject = match key.channel {
        Channel::Email => bounded_text("subject", &request.subject, MAX_SUBJECT_CHARS)?,
        Channel::Sms if request.subject.trim().is_empty() => String::new(),
        Channel::Sms => {
            return Err(MessagingError::invalid("subject", "An SMS has no subject"));
        }
    };
    let attachment_ids = attachment_ids(key.channel, &request.attachment_ids)?;
    engine::check(
        &Source {
            channel: key.channel,
            subject: &subject,
            body,
        },
        key.event,
    )?;
    Ok(TemplateText {
        subject,
        body: body.to_owned(),
        attachment_ids,
    })
}

fn attachment_ids(channel: Channel, ids: &[String]) -> Result<Vec<Uuid>, MessagingError> {
    if channel == Channel::Sms && !ids.is_empty() {
        return Err(MessagingError::invalid(
            "attachment_ids",
            "An SMS has no attachments",
        ));
    }
    if ids.len() > MAX_ATTACHMENTS {
        let max = MAX_ATTACHMENTS;
        return Err(MessagingError::invalid(
            "attachment_ids",
            format!("Must be at most {max} items"),
        ));
    }
    let mut parsed = Vec::with_capacity(ids.len());
    for id in ids {
        let id = Uuid::parse_str(id.trim())
            .map_err(|_| MessagingError::invalid("attachment_ids", "Must be attachment ids"))?;
        if !parsed.contains(&id) {
            parsed.push(id);
        }
    }
    Ok(parsed)
}

/// The employee a request names (`updated_by`, `sent_by`, `uploaded_by`).
pub fn user_id(field: &'static str, text: &str) -> Result<String, MessagingError> {
    bounded_text(field, text, MAX_ID_CHARS)
}

pub fn reference(text: Option<&str>) -> Result<Option<String>, MessagingError> {
    text.map(str::trim)
        .filter(|text| !text.is_empty())
        .map(|text| bounded_text("application_id_or_lead_id", text, MAX_ID_CHARS))
        .transpose()
}

pub fn send_customer_id(id: i64) -> Result<i64, MessagingError> {
    customer_id("customer_id", id)
}

pub fn key_message(key: &TemplateKey) -> proto::TemplateKey {
    proto::TemplateKey {
        channel: channel_message(key.channel).into(),
        country: country_of_code(key.country.code()).into(),
        product: key.product.code().to_owned(),
        event: key.event.name.to_owned(),
    }
}

pub fn template_message(template: Template) -> proto::Template {
    proto::Template {
        key: Some(key_message(&template.key)),
        subject: template.text.subject,
        body: template.text.body,
        attachment_ids: template
            .text
            .attachment_ids
            .iter()
            .map(Uuid::to_string)
            .collect(),
        updated_by: template.updated_by,
        updated_at: Some(to_timestamp(template.updated_at)),
    }
}

pub fn template_page(
    templates: Vec<Template>,
    total: i64,
    page: zrm_domain::Page,
) -> proto::TemplatePage {
    proto::TemplatePage {
        templates: templates.into_iter().map(template_message).collect(),
        page: Some(page_info(
            page.page,
            page.limit,
            u64::try_from(total).unwrap_or_default(),
        )),
    }
}

pub fn catalogue_message(
    sample: &std::collections::BTreeMap<&'static str, String>,
) -> proto::TemplateCatalogue {
    proto::TemplateCatalogue {
        events: EVENTS
            .iter()
            .map(|event| proto::TemplateEvent {
                event: event.name.to_owned(),
                products: event
                    .products
                    .iter()
                    .map(|product| product.code().to_owned())
                    .collect(),
                variables: event
                    .all_variables()
                    .map(|variable| proto::TemplateVariable {
                        name: variable.name().to_owned(),
                        link: variable.is_link(),
                        sample: sample.get(variable.name()).cloned().unwrap_or_default(),
                    })
                    .collect(),
                needs_reference: event.needs_reference(),
            })
            .collect(),
    }
}

pub fn attachment_message(attachment: AttachmentInfo) -> proto::Attachment {
    proto::Attachment {
        attachment_id: attachment.attachment_id.to_string(),
        file_name: attachment.file_name,
        content_type: attachment.content_type,
        size_bytes: attachment.size_bytes,
        uploaded_by: attachment.uploaded_by,
        uploaded_at: Some(to_timestamp(attachment.uploaded_at)),
    }
}
