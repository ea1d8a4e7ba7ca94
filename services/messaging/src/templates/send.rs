//! Sending a template to a customer: kdlt gives the customer's names, country and addresses;
//! the template of the customer's country is rendered with them and the link variables; an SMS
//! then goes the way every SMS goes (blocks, consent, hourly share, the dispatcher), an e-mail
//! over SMTP with the template's attachments. A message about an application or lead is a
//! service message; any other is marketing and needs the customer's consent for the channel.

use lettre::Address;
use zrm_domain::{Country, Product};

use crate::customers::CustomerContact;
use crate::email::model::{EmailBody, OutgoingEmail, SentEmail};
use crate::email::send::do_send_email;
use crate::error::MessagingError;
use crate::sms::model::{Addressee, MAX_MESSAGE_CHARS, RequestedSms, Sms};
use crate::sms::recipient::reachable;
use crate::sms::send::do_send_sms;
use crate::state::{MessagingState, pooled};

use super::catalogue::TemplateEvent;
use super::engine::{self, Rendered, Source};
use super::links::{self, Recipient};
use super::{Channel, Template, TemplateKey, storage};

#[derive(Debug, Clone)]
pub struct TemplateSend {
    pub channel: Channel,
    pub product: Product,
    pub event: &'static TemplateEvent,
    pub customer_id: i64,
    pub reference: Option<String>,
    pub sent_by: String,
}

#[derive(Debug, Clone)]
pub enum SentTemplate {
    Sms(Sms),
    Email {
        sent: SentEmail,
        to: String,
        subject: String,
    },
}

pub async fn do_send_template(
    state: &MessagingState,
    send: TemplateSend,
) -> Result<(Country, SentTemplate), MessagingError> {
    if !send.event.happens_for(send.product) {
        return Err(MessagingError::invalid(
            "event",
            "This event does not happen for the product",
        ));
    }
    if send.event.needs_reference() && send.reference.is_none() {
        return Err(MessagingError::invalid(
            "application_id_or_lead_id",
            "This event's messages are about an application or lead: give its reference",
        ));
    }
    let contact = state.customers.contact(send.customer_id).await?;
    reachable(&contact)?;
    let country = contact.country.ok_or(MessagingError::NotContactable(
        "The customer has no country on record",
    ))?;
    let key = TemplateKey {
        channel: send.channel,
        country,
        product: send.product,
        event: send.event,
    };
    let template = {
        let mut conn = pooled(&state.pool).await?;
        storage::find_template(&mut conn, &key).await?
    }
    .ok_or(MessagingError::NotFound(
        "There is no template for this event in the customer's country",
    ))?;
    let recipient = Recipient {
        first_name: contact.first_name.clone(),
        last_name: contact.last_name.clone(),
        country,
        reference: send.reference.clone(),
    };
    let rendered = render_for(state, &template, &recipient)?;
    let sent = match send.channel {
        Channel::Sms => SentTemplate::Sms(send_sms(state, &send, rendered).await?),
        Channel::Email => send_email(state, &send, &contact, &template, rendered).await?,
    };
    Ok((country, sent))
}

/// The template rendered for `recipient`; an SMS longer than one may be is refused.
pub fn render_for(
    state: &MessagingState,
    template: &Template,
    recipient: &Recipient,
) -> Result<Rendered, MessagingError> {
    let values = links::values(
        &state.templates,
        template.key.event,
        template.key.product,
        recipient,
    );
    let source = Source {
        channel: template.key.channel,
        subject: &template.text.subject,
        body: &template.text.body,
    };
    let rendered = engine::render(&source, &values)?;
    if template.key.channel == Channel::Sms && rendered.body.chars().count() > MAX_MESSAGE_CHARS {
        let max = MAX_MESSAGE_CHARS;
        return Err(MessagingError::invalid(
            "body",
            format!("The rendered text is longer than {max} characters"),
        ));
    }
    Ok(rendered)
}

async fn send_sms(
    state: &MessagingState,
    send: &TemplateSend,
    rendered: Rendered,
) -> Result<Sms, MessagingError> {
    do_send_sms(
        state,
        RequestedSms {
            to: Addressee::Customer {
                customer_id: send.customer_id,
                phone_number: None,
            },
            message: rendered.body,
            application_id_or_lead_id: send.reference.clone(),
            sent_by: send.sent_by.clone(),
        },
    )
    .await
}

async fn send_email(
    state: &MessagingState,
    send: &TemplateSend,
    contact: &CustomerContact,
    template: &Template,
    rendered: Rendered,
) -> Result<SentTemplate, MessagingError> {
    if send.reference.is_none() && !contact.email_marketing {
        return Err(MessagingError::NotContactable(
            "The customer has not consented to marketing e-mail",
        ));
    }
    if contact.email.trim().is_empty() {
        return Err(MessagingError::NotContactable(
            "The customer has no e-mail address",
        ));
    }
    let to: Address = contact.email.trim().parse().map_err(|_| {
        MessagingError::NotContactable("The customer's e-mail address cannot be written to")
    })?;
    let attachments = {
        let mut conn = pooled(&state.pool).await?;
        storage::find_attachment_files(&mut conn, &template.text.attachment_ids).await?
    };
    let key = &template.key;
    let email = OutgoingEmail {
        to: to.clone(),
        subject: rendered.subject.clone(),
        body: EmailBody::Html(rendered.body),
        purpose: format!(
            "template:{}/{}/{}/{}",
            key.channel.as_str(),
            key.country.code(),
            key.product.code(),
            key.event.name
        ),
        attachments,
        customer_id: Some(send.customer_id),
        application_id_or_lead_id: send.reference.clone(),
    };
    let sent = do_send_email(state, email).await?;
    Ok(SentTemplate::Email {
        sent,
        to: to.to_string(),
        subject: rendered.subject,
    })
}
