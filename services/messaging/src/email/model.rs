//! E-mail as the domain sees it.

use chrono::{DateTime, Utc};
use lettre::Address;
use uuid::Uuid;

/// A validated e-mail to send.
#[derive(Debug, Clone)]
pub struct OutgoingEmail {
    pub to: Address,
    pub subject: String,
    pub body_text: String,
    pub purpose: String,
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
