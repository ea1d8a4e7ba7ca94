//! REST bodies of the template routes, converted from messaging's messages, and the checks of
//! their path and body fields.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{ObjectBuilder, RefOr, Type};
use utoipa::{IntoParams, PartialSchema, ToSchema};
use zrm_domain::message_template::TEMPLATE_EVENTS;
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::messaging::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::employee_names::ActedBy;
use crate::error::GatewayError;
use crate::extract::trimmed_text_pattern;
use crate::paging::Paging;

/// The product codes templates are written for.
pub const PRODUCTS: [&str; 5] = ["MO", "UL", "CC", "LI", "AI"];
pub const MAX_SUBJECT_CHARS: usize = 200;
pub const MAX_BODY_CHARS: usize = 20_000;
pub const MAX_ATTACHMENTS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TemplateType {
    Email,
    Sms,
}

impl TemplateType {
    pub fn parse(text: &str) -> Result<Self, GatewayError> {
        match text {
            "email" => Ok(TemplateType::Email),
            "sms" => Ok(TemplateType::Sms),
            _ => Err(GatewayError::field("type", "Must be one of email, sms")),
        }
    }

    pub fn channel(self) -> proto::TemplateChannel {
        match self {
            TemplateType::Email => proto::TemplateChannel::Email,
            TemplateType::Sms => proto::TemplateChannel::Sms,
        }
    }

    fn of(channel: i32) -> Self {
        match proto::TemplateChannel::try_from(channel) {
            Ok(proto::TemplateChannel::Sms) => TemplateType::Sms,
            Ok(proto::TemplateChannel::Email | proto::TemplateChannel::Unspecified) | Err(_) => {
                TemplateType::Email
            }
        }
    }
}

pub fn country(field: &'static str, text: &str) -> Result<proto::TemplateKey, GatewayError> {
    match text {
        "SE" | "NO" => Ok(proto::TemplateKey {
            country: country_of_code(text).into(),
            ..proto::TemplateKey::default()
        }),
        _ => Err(GatewayError::field(field, "Must be one of SE, NO")),
    }
}

pub fn product(text: &str) -> Result<String, GatewayError> {
    if PRODUCTS.contains(&text) {
        Ok(text.to_owned())
    } else {
        Err(GatewayError::field(
            "product",
            "Must be one of MO, UL, CC, LI, AI",
        ))
    }
}

pub fn event(text: &str) -> Result<String, GatewayError> {
    if TEMPLATE_EVENTS.contains(&text) {
        Ok(text.to_owned())
    } else {
        Err(GatewayError::field(
            "event",
            "Must be an event of the catalogue",
        ))
    }
}

/// A template's key from its four parts, each checked.
pub fn key(
    template_type: &str,
    country_code: &str,
    product_code: &str,
    event_name: &str,
) -> Result<proto::TemplateKey, GatewayError> {
    Ok(proto::TemplateKey {
        channel: TemplateType::parse(template_type)?.channel().into(),
        product: product(product_code)?,
        event: event(event_name)?,
        ..country("country", country_code)?
    })
}

pub fn country_schema() -> Schema {
    enum_schema(&["SE", "NO"], "`SE` or `NO`")
}

pub fn product_schema() -> Schema {
    enum_schema(&PRODUCTS, "A product code: MO, UL, CC, LI or AI.")
}

pub fn event_schema() -> Schema {
    enum_schema(
        &TEMPLATE_EVENTS,
        "An event of the catalogue (`GET /message/template/link-vars`).",
    )
}

/// The schemas of the key's parts, as path parameters (which must be inline and required).
macro_rules! key_part {
    ($name:ident, $schema:ident) => {
        pub struct $name;

        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                RefOr::T($schema())
            }
        }

        impl ToSchema for $name {}
    };
}

key_part!(TemplateCountry, country_schema);
key_part!(TemplateProduct, product_schema);
key_part!(TemplateEventName, event_schema);

fn enum_schema(values: &[&str], description: &str) -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(values.iter().copied()))
        .description(Some(description))
        .into()
}

pub fn subject_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .max_length(Some(MAX_SUBJECT_CHARS))
        .pattern(Some(format!(
            "^{}$",
            trimmed_text_pattern(0, MAX_SUBJECT_CHARS)
        )))
        .description(Some(
            "E-mail: required, 1 to 200 characters once trimmed. SMS: empty or left out.",
        ))
        .into()
}

pub fn body_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(1))
        .pattern(Some(format!(
            "^{}$",
            trimmed_text_pattern(1, MAX_BODY_CHARS)
        )))
        .description(Some(
            "MiniJinja syntax (`{{ first_name }}`); only the event's variables. 1 to 20,000 \
             characters once trimmed; no NUL.",
        ))
        .into()
}

/// The key of a template in the path.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TemplatePath {
    /// `email` or `sms`.
    #[param(value_type = TemplateType)]
    #[serde(rename = "type")]
    pub template_type: String,
    #[param(value_type = TemplateCountry, inline)]
    pub country: String,
    #[param(value_type = TemplateProduct, inline)]
    pub product: String,
    #[param(value_type = TemplateEventName, inline)]
    pub event: String,
}

impl TemplatePath {
    pub fn key(&self) -> Result<proto::TemplateKey, GatewayError> {
        key(
            &self.template_type,
            &self.country,
            &self.product,
            &self.event,
        )
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageTemplate {
    #[serde(rename = "type")]
    pub template_type: TemplateType,
    /// `SE` or `NO`.
    pub country: String,
    pub product: String,
    pub event: String,
    /// E-mail only; empty for SMS.
    pub subject: String,
    pub body: String,
    /// E-mail only.
    pub attachment_ids: Vec<String>,
    /// The user id of the employee who saved it last.
    pub updated_by: String,
    pub updated_by_name: Option<String>,
    pub updated_at: DateTime<Utc>,
}

impl From<proto::Template> for MessageTemplate {
    fn from(template: proto::Template) -> Self {
        let key = template.key.unwrap_or_default();
        MessageTemplate {
            template_type: TemplateType::of(key.channel),
            country: country_code(key.country).to_owned(),
            product: key.product,
            event: key.event,
            subject: template.subject,
            body: template.body,
            attachment_ids: template.attachment_ids,
            updated_by: template.updated_by,
            updated_by_name: None,
            updated_at: timestamp_or_epoch(template.updated_at),
        }
    }
}

impl ActedBy for MessageTemplate {
    fn actor_id(&self) -> &str {
        &self.updated_by
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.updated_by_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TemplatePage {
    /// By country, product and event.
    pub items: Vec<MessageTemplate>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl TemplatePage {
    pub fn of(page: proto::TemplatePage, paging: Paging) -> Self {
        TemplatePage {
            items: page
                .templates
                .into_iter()
                .map(MessageTemplate::from)
                .collect(),
            total: page.page.map(|info| info.total).unwrap_or_default(),
            page: paging.page,
            limit: paging.limit,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TemplateVariable {
    pub name: String,
    /// A URL into My Pages.
    pub link: bool,
    /// What the preview renders for it.
    pub sample: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TemplateEvent {
    pub event: String,
    pub products: Vec<String>,
    pub variables: Vec<TemplateVariable>,
    /// A send of this event names an application or lead.
    pub needs_reference: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TemplateCatalogue {
    pub events: Vec<TemplateEvent>,
}

impl From<proto::TemplateCatalogue> for TemplateCatalogue {
    fn from(catalogue: proto::TemplateCatalogue) -> Self {
        TemplateCatalogue {
            events: catalogue
                .events
                .into_iter()
                .map(|event| TemplateEvent {
                    event: event.event,
                    products: event.products,
                    variables: event
                        .variables
                        .into_iter()
                        .map(|variable| TemplateVariable {
                            name: variable.name,
                            link: variable.link,
                            sample: variable.sample,
                        })
                        .collect(),
                    needs_reference: event.needs_reference,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RenderedTemplate {
    /// Empty for SMS.
    pub subject: String,
    pub body: String,
    /// SMS: the parts the text is sent in; 0 for e-mail.
    pub sms_parts: u32,
}

impl From<proto::RenderedTemplate> for RenderedTemplate {
    fn from(rendered: proto::RenderedTemplate) -> Self {
        RenderedTemplate {
            subject: rendered.subject,
            body: rendered.body,
            sms_parts: rendered.sms_parts,
        }
    }
}
