//! One SMS as the simulated 46elks keeps it, and how many parts a text takes.

use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Incoming,
    Outgoing,
    OutgoingReply,
}

impl Direction {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Incoming => "incoming",
            Self::Outgoing => "outgoing",
            Self::OutgoingReply => "outgoing-reply",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Created,
    Sent,
    Delivered,
    Failed,
    Received,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Created => "created",
            Self::Sent => "sent",
            Self::Delivered => "delivered",
            Self::Failed => "failed",
            Self::Received => "received",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sms {
    pub id: String,
    pub direction: Direction,
    pub from: String,
    pub to: String,
    pub message: String,
    /// `dontlog=message`: the API no longer shows the text (the recipient's phone, the page, does).
    pub dont_log: bool,
    pub flash: bool,
    pub created: DateTime<Utc>,
    pub delivered: Option<DateTime<Utc>>,
    pub status: Status,
    pub parts: u32,
    /// In 1/10 000 of the account currency.
    pub cost: u32,
    pub when_delivered: Option<String>,
    pub webhook: WebhookLog,
}

/// What happened to the webhooks of one message (delivery reports or the inbound post).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct WebhookLog {
    pub attempts: u32,
    pub last_status: Option<u16>,
    pub last_error: Option<String>,
}

/// 0.35 SEK per part, in 46elks' 1/10 000 units.
pub const COST_PER_PART: u32 = 3_500;

pub fn new_id() -> String {
    format!("s{}", uuid::Uuid::new_v4().simple())
}

/// 46elks' timestamp format: UTC, microseconds, no zone suffix.
pub fn format_time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%dT%H:%M:%S%.6f").to_string()
}

const GSM_BASIC: &str = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED: &str = "^{}\\[~]|€\u{c}";

/// Parts of a text: GSM 7-bit (160 alone, 153 per part) unless a character needs UCS-2
/// (70 alone, 67 per part).
pub fn parts(message: &str) -> u32 {
    let septets: Option<usize> = message
        .chars()
        .map(|c| {
            if GSM_BASIC.contains(c) {
                Some(1)
            } else if GSM_EXTENDED.contains(c) {
                Some(2)
            } else {
                None
            }
        })
        .sum();
    let (units, single, per_part) = match septets {
        Some(septets) => (septets, 160, 153),
        None => (message.encode_utf16().count(), 70, 67),
    };
    let parts = if units <= single {
        1
    } else {
        units.div_ceil(per_part)
    };
    u32::try_from(parts).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gsm_and_ucs2_part_counts() {
        assert_eq!(parts("Din kod är 123456"), 1);
        assert_eq!(parts(&"a".repeat(160)), 1);
        assert_eq!(parts(&"a".repeat(161)), 2);
        assert_eq!(
            parts(&"€".repeat(80)),
            1,
            "extended characters take two septets"
        );
        assert_eq!(parts(&"€".repeat(81)), 2);
        assert_eq!(parts(&"ł".repeat(70)), 1, "not in GSM: UCS-2");
        assert_eq!(parts(&"ł".repeat(71)), 2);
        assert_eq!(parts(&"ł".repeat(135)), 3);
    }
}
