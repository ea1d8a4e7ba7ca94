//! What callers of [`super::SmsGateway`] pass and get back, and the JSON 46elks answers with.

use std::fmt;

use chrono::NaiveDateTime;
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SmsId(pub String);

impl fmt::Display for SmsId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingSms {
    /// An E.164 number (replies possible) or a sender name of up to 11 letters and digits.
    pub from: String,
    /// E.164, e.g. `+46701234567`.
    pub to: String,
    pub message: String,
    /// Delivery reports are POSTed here; put the webhook's credentials in the URL.
    pub when_delivered: Option<String>,
    /// Validate and price without sending.
    pub dry_run: bool,
    pub flash: bool,
    /// Ask 46elks not to keep the text (one-time codes).
    pub dont_log: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmsStatus {
    Created,
    Sent,
    Delivered,
    Failed,
    Received,
    Unknown(String),
}

impl SmsStatus {
    pub fn parse(status: &str) -> Self {
        match status {
            "created" => Self::Created,
            "sent" => Self::Sent,
            "delivered" => Self::Delivered,
            "failed" => Self::Failed,
            "received" => Self::Received,
            other => Self::Unknown(other.to_owned()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Direction {
    Incoming,
    Outgoing,
    OutgoingReply,
    Unknown(String),
}

impl Direction {
    pub fn parse(direction: &str) -> Self {
        match direction {
            "incoming" => Self::Incoming,
            "outgoing" => Self::Outgoing,
            "outgoing-reply" => Self::OutgoingReply,
            other => Self::Unknown(other.to_owned()),
        }
    }
}

/// The answer to a send. A dry run has no id and an `estimated_cost` instead of `cost`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentSms {
    pub id: Option<SmsId>,
    pub status: SmsStatus,
    pub parts: u32,
    /// In 1/10 000 of the account currency (3500 = 0.35 SEK).
    pub cost: Option<u32>,
    pub estimated_cost: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmsRecord {
    pub id: SmsId,
    pub direction: Direction,
    pub from: String,
    pub to: String,
    /// Absent when sent with `dontlog=message`.
    pub message: Option<String>,
    pub status: SmsStatus,
    /// UTC.
    pub created: NaiveDateTime,
    pub delivered: Option<NaiveDateTime>,
    pub cost: Option<u32>,
    pub parts: Option<u32>,
}

/// 46elks' timestamps: UTC without a zone suffix, fractional seconds optional.
pub fn parse_time(raw: &str) -> Result<NaiveDateTime, String> {
    NaiveDateTime::parse_from_str(raw, "%Y-%m-%dT%H:%M:%S%.f")
        .map_err(|e| format!("time {raw:?}: {e}"))
}

#[derive(Debug, Deserialize)]
pub struct WireSms {
    pub id: Option<String>,
    pub direction: Option<String>,
    pub from: String,
    pub to: String,
    pub message: Option<String>,
    pub status: String,
    pub created: Option<String>,
    pub delivered: Option<String>,
    pub cost: Option<u32>,
    pub estimated_cost: Option<u32>,
    pub parts: Option<u32>,
}

impl WireSms {
    pub fn into_sent(self) -> SentSms {
        SentSms {
            id: self.id.map(SmsId),
            status: SmsStatus::parse(&self.status),
            parts: self.parts.unwrap_or(1),
            cost: self.cost,
            estimated_cost: self.estimated_cost,
        }
    }

    pub fn into_record(self) -> Result<SmsRecord, String> {
        let id = self.id.ok_or("an SMS without id")?;
        let created = parse_time(self.created.as_deref().ok_or("an SMS without created")?)?;
        let delivered = self.delivered.as_deref().map(parse_time).transpose()?;
        Ok(SmsRecord {
            id: SmsId(id),
            direction: Direction::parse(self.direction.as_deref().unwrap_or_default()),
            from: self.from,
            to: self.to,
            message: self.message,
            status: SmsStatus::parse(&self.status),
            created,
            delivered,
            cost: self.cost,
            parts: self.parts,
        })
    }
}
