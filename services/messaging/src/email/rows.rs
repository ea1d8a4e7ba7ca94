//! Diesel rows of `email_messages`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::email_messages;

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = email_messages)]
pub struct NewEmailMessageRow<'a> {
    pub message_id: Uuid,
    pub recipient: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
    pub purpose: &'a str,
    pub status: &'a str,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = email_messages, check_for_backend(diesel::pg::Pg))]
pub struct EmailMessageRow {
    pub message_id: Uuid,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub purpose: String,
    pub status: String,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}
