//! E-mail as the domain sees it.

use chrono::{DateTime, Utc};
use lettre::Address;
use uuid::Uuid;

use crate::templates::attachments::AttachmentFile;

/// A validated e-mail to send.
#[derive(Debug, Clone)]
pub struct OutgoingEmail {
    pub to: Address,
    pub subject: String,
    pub body: EmailBody,
    pub purpose: String,
    pub attachments: Vec<AttachmentFile>,
    /// Whom and what the message is about, for its event.
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
}

/// The event of an e-mail the relay accepted.
pub const EMAIL_SENT: &str = "messaging.email.sent";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmailBody {
    Text(String),
    /// Rendered from a template, its values escaped.
    Html(String),
}

impl EmailBody {
    pub fn as_str(&self) -> &str {
        match self {
            EmailBody::Text(text) | EmailBody::Html(text) => text,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SentEmail {
    pub message_id: Uuid,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    Pending,
    Sent,
    Failed,
}

impl DeliveryStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            DeliveryStatus::Pending => "pending",
            DeliveryStatus::Sent => "sent",
            DeliveryStatus::Failed => "failed",
        }
    }
}
