//! Message templates: an e-mail or SMS text per country, product and event, written by template
//! admins, checked against the event's variables when saved (`catalogue`, `engine`) and rendered
//! for a customer when sent (`send`). E-mail templates may attach uploaded files
//! (`attachments`).

pub mod attachments;
pub mod catalogue;
pub mod demo;
pub mod engine;
pub mod grpc;
pub mod links;
pub mod send;
pub mod storage;

use chrono::{DateTime, Utc};
use uuid::Uuid;
use zrm_domain::{Country, Product};

use catalogue::TemplateEvent;

/// Attachments one e-mail template may carry.
pub const MAX_ATTACHMENTS: usize = 5;
/// Longest subject (a header line, before rendering).
pub const MAX_SUBJECT_CHARS: usize = 200;
/// Longest template body before rendering.
pub const MAX_BODY_CHARS: usize = 20_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "email" => Some(Channel::Email),
            "sms" => Some(Channel::Sms),
            _ => None,
        }
    }
}

/// Which template: one per channel, country, product and event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TemplateKey {
    pub channel: Channel,
    pub country: Country,
    pub product: Product,
    pub event: &'static TemplateEvent,
}

/// A template's texts as written (not rendered).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateText {
    /// E-mail only; empty for SMS.
    pub subject: String,
    pub body: String,
    /// E-mail only.
    pub attachment_ids: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    pub key: TemplateKey,
    pub text: TemplateText,
    pub updated_by: String,
    pub updated_at: DateTime<Utc>,
}

/// What to list: one channel's templates, narrowed by any of the rest of the key.
#[derive(Debug, Clone, Copy)]
pub struct TemplateFilter {
    pub channel: Channel,
    pub country: Option<Country>,
    pub product: Option<Product>,
    pub event: Option<&'static TemplateEvent>,
}
