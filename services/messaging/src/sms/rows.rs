//! Rows of `sms_messages`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::error::MessagingError;
use crate::schema::sms_messages;

use super::model::{Sms, SmsDirection, SmsStatus};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sms_messages, check_for_backend(diesel::pg::Pg))]
pub struct SmsRow {
    pub sms_id: i64,
    pub direction: String,
    pub status: String,
    pub phone_number: String,
    pub body: String,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<String>,
    pub sent_by: String,
    pub provider_id: Option<String>,
    pub attempts: i32,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub delivered_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = sms_messages)]
pub struct NewSmsRow<'a> {
    pub direction: &'a str,
    pub status: &'a str,
    pub phone_number: &'a str,
    pub body: &'a str,
    pub customer_id: Option<i64>,
    pub application_id_or_lead_id: Option<&'a str>,
    pub sent_by: &'a str,
    pub provider_id: Option<&'a str>,
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl TryFrom<SmsRow> for Sms {
    type Error = MessagingError;

    fn try_from(row: SmsRow) -> Result<Self, Self::Error> {
        let corrupt = |what: &str, value: &str| {
            MessagingError::Corrupt(format!("sms {}: {what} {value:?}", row.sms_id))
        };
        Ok(Sms {
            sms_id: row.sms_id,
            direction: SmsDirection::parse(&row.direction)
                .ok_or_else(|| corrupt("direction", &row.direction))?,
            status: SmsStatus::parse(&row.status).ok_or_else(|| corrupt("status", &row.status))?,
            attempts: u32::try_from(row.attempts).unwrap_or_default(),
            phone_number: row.phone_number,
            message: row.body,
            customer_id: row.customer_id,
            application_id_or_lead_id: row.application_id_or_lead_id,
            sent_by: row.sent_by,
            provider_id: row.provider_id,
            error: row.error,
            created_at: row.created_at,
            delivered_at: row.delivered_at,
        })
    }
}
