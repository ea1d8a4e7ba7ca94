//! REST bodies of the message routes, converted from messaging's messages.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
use zrm_proto::messaging::v1 as proto;

use crate::convert::{timestamp, timestamp_or_epoch};
use crate::employee_names::ActedBy;
use crate::error::GatewayError;
use crate::paging::Paging;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SmsDirection {
    /// To the customer.
    Outgoing,
    /// From the customer.
    Incoming,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SmsStatus {
    /// Recorded; waiting for the provider (or retried while it fails).
    Queued,
    /// The provider accepted it.
    Sent,
    Delivered,
    /// Refused or undeliverable.
    Failed,
    /// An incoming SMS.
    Received,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SmsMessage {
    pub sms_id: i64,
    pub direction: SmsDirection,
    pub status: SmsStatus,
    /// The customer's side of the conversation, E.164.
    pub phone_number: String,
    pub message: String,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
    /// The user id of the employee who sent it (a part of the system: its name); null on
    /// incoming SMS.
    pub sent_by: Option<String>,
    /// The sender's name, when an employee sent it.
    pub sent_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
    /// Why sending failed (or is being retried).
    pub error: Option<String>,
}

impl From<proto::Sms> for SmsMessage {
    fn from(sms: proto::Sms) -> Self {
        let direction = match sms.direction() {
            proto::SmsDirection::Incoming => SmsDirection::Incoming,
            proto::SmsDirection::Outgoing | proto::SmsDirection::Unspecified => {
                SmsDirection::Outgoing
            }
        };
        let status = match sms.status() {
            proto::SmsStatus::Sent => SmsStatus::Sent,
            proto::SmsStatus::Delivered => SmsStatus::Delivered,
            proto::SmsStatus::Failed => SmsStatus::Failed,
            proto::SmsStatus::Received => SmsStatus::Received,
            proto::SmsStatus::Queued | proto::SmsStatus::Unspecified => SmsStatus::Queued,
        };
        SmsMessage {
            sms_id: sms.sms_id,
            direction,
            status,
            phone_number: sms.phone_number,
            message: sms.message,
            customer_id: sms.customer_id,
            application_id_or_lead_id: sms.application_id_or_lead_id,
            sent_by: (!sms.sent_by.is_empty()).then_some(sms.sent_by),
            sent_by_name: None,
            created_at: timestamp_or_epoch(sms.created_at),
            delivered_at: timestamp(sms.delivered_at),
            error: sms.error,
        }
    }
}

impl ActedBy for SmsMessage {
    fn actor_id(&self) -> &str {
        self.sent_by.as_deref().unwrap_or_default()
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.sent_by_name = name;
    }
}

/// One page of messages, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct SmsPage {
    pub items: Vec<SmsMessage>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl SmsPage {
    pub fn empty(paging: Paging) -> Self {
        SmsPage {
            items: Vec::new(),
            total: 0,
            page: paging.page,
            limit: paging.limit,
        }
    }

    pub fn of(page: proto::SmsPage, paging: Paging) -> Self {
        SmsPage {
            items: page.messages.into_iter().map(SmsMessage::from).collect(),
            total: page.page.map(|info| info.total).unwrap_or_default(),
            page: paging.page,
            limit: paging.limit,
        }
    }
}

/// A phone number in E.164, as the schemas of the message routes state it.
pub const E164: &str = r"\+[1-9][0-9]{6,14}";

/// `text` trimmed, when it is a phone number in E.164 (the form messaging keeps).
pub fn e164_number(field: impl Into<String>, text: &str) -> Result<String, GatewayError> {
    let number = text.trim();
    match zrm_domain::phone_number_forms(number).first() {
        Some(form) if form == number => Ok(number.to_owned()),
        _ => Err(GatewayError::field(
            field,
            "Must be a phone number in international form, e.g. +46701234567",
        )),
    }
}

/// A positive whole number (ids).
pub fn id_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
        .minimum(Some(1))
        .into()
}
