//! SMS as messaging sees them.

use chrono::{DateTime, Utc};

/// Longest text one send takes: ten SMS parts.
pub const MAX_MESSAGE_CHARS: usize = 1_600;

/// Longest provider error text kept on the record.
pub const MAX_ERROR_CHARS: usize = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmsDirection {
    Outgoing,
    Incoming,
}

impl SmsDirection {
    pub fn as_str(self) -> &'static str {
        match self {
            SmsDirection::Outgoing => "outgoing",
            SmsDirection::Incoming => "incoming",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "outgoing" => Some(SmsDirection::Outgoing),
            "incoming" => Some(SmsDirection::Incoming),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmsStatus {
    Queued,
    Sent,
    Delivered,
    Failed,
    Received,
}

impl SmsStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            SmsStatus::Queued => "queued",
            SmsStatus::Sent => "sent",
            SmsStatus::Delivered => "delivered",
            SmsStatus::Failed => "failed",
            SmsStatus::Received => "received",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "queued" => Some(SmsStatus::Queued),
            "sent" => Some(SmsStatus::Sent),
            "delivered" => Some(SmsStatus::Delivered),
            "failed" => Some(SmsStatus::Failed),
            "received" => Some(SmsStatus::Received),
            _ => None,
        }
    }

    /// The event published when a message reaches this status.
    pub fn event_type(self) -> Option<&'static str> {
        match self {
            SmsStatus::Sent => Some("messaging.sms.sent"),
            SmsStatus::Delivered => Some("messaging.sms.delivered"),
            SmsStatus::Failed => Some("messaging.sms.failed"),
            SmsStatus::Received => Some("messaging.sms.received"),
            SmsStatus::Queued => None,
        }
    }
}

/// Whom a send names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Addressee {
    /// A customer of kdlt, at the number given (E.164) or else the one kdlt holds.
    Customer {
        customer_id: i64,
        phone_number: Option<String>,
    },
    /// A number (E.164); its customer, if kdlt knows one, is found by it.
    Number(String),
}

/// One SMS a caller asked to send, validated; whom it reaches is kdlt's to confirm
/// (`recipient::resolve`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestedSms {
    pub to: Addressee,
    pub message: String,
    pub application_id_or_lead_id: Option<String>,
    pub sent_by: String,
}

impl RequestedSms {
    /// A message about no application or lead is marketing: it needs the customer's consent.
    pub fn is_marketing(&self) -> bool {
        self.application_id_or_lead_id.is_none()
    }
}

/// One SMS to send, its recipient confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingSms {
    /// E.164.
    pub phone_number: String,
    pub message: String,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
    pub sent_by: String,
}

/// One SMS on record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sms {
    pub sms_id: i64,
    pub direction: SmsDirection,
    pub status: SmsStatus,
    /// The customer's side, E.164.
    pub phone_number: String,
    pub message: String,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
    pub sent_by: String,
    pub provider_id: Option<String>,
    pub attempts: u32,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

/// What a delivery report says happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportedStatus {
    Sent,
    Delivered,
    Failed,
}

impl ReportedStatus {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "sent" => Some(ReportedStatus::Sent),
            "delivered" => Some(ReportedStatus::Delivered),
            "failed" => Some(ReportedStatus::Failed),
            _ => None,
        }
    }

    /// Reports arrive in any order and more than once: a message only moves forward (queued →
    /// sent → delivered or failed), so a late "sent" after "delivered" changes nothing.
    pub fn moves(self, from: SmsStatus) -> Option<SmsStatus> {
        match (from, self) {
            (SmsStatus::Queued, ReportedStatus::Sent) => Some(SmsStatus::Sent),
            (SmsStatus::Queued | SmsStatus::Sent, ReportedStatus::Delivered) => {
                Some(SmsStatus::Delivered)
            }
            (SmsStatus::Queued | SmsStatus::Sent, ReportedStatus::Failed) => {
                Some(SmsStatus::Failed)
            }
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryReport {
    pub provider_id: String,
    pub status: ReportedStatus,
    pub delivered_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundSms {
    pub provider_id: String,
    /// The customer's number, E.164.
    pub from: String,
    pub message: String,
    pub received_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_only_move_a_message_forward() {
        assert_eq!(
            ReportedStatus::Sent.moves(SmsStatus::Queued),
            Some(SmsStatus::Sent)
        );
        assert_eq!(
            ReportedStatus::Delivered.moves(SmsStatus::Sent),
            Some(SmsStatus::Delivered)
        );
        assert_eq!(
            ReportedStatus::Failed.moves(SmsStatus::Sent),
            Some(SmsStatus::Failed)
        );
        assert_eq!(ReportedStatus::Sent.moves(SmsStatus::Sent), None);
        assert_eq!(ReportedStatus::Sent.moves(SmsStatus::Delivered), None);
        assert_eq!(ReportedStatus::Delivered.moves(SmsStatus::Delivered), None);
        assert_eq!(ReportedStatus::Failed.moves(SmsStatus::Delivered), None);
    }

    #[test]
    fn statuses_read_back_as_written() {
        for status in [
            SmsStatus::Queued,
            SmsStatus::Sent,
            SmsStatus::Delivered,
            SmsStatus::Failed,
            SmsStatus::Received,
        ] {
            assert_eq!(SmsStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(SmsStatus::parse("lost"), None);
        assert_eq!(SmsStatus::Queued.event_type(), None);
        assert_eq!(
            SmsStatus::Received.event_type(),
            Some("messaging.sms.received")
        );
    }
}
