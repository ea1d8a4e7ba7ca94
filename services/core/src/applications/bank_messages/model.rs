//! Bank messages as stored and as the domain sees them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use zrm_domain::{Country, Page};

use crate::applications::model::stored_text;
use crate::schema::application_bank_messages;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    ToBank,
    FromBank,
}

stored_text!(Direction { ToBank => "TO_BANK", FromBank => "FROM_BANK" });

/// A document of the customer register, named as it was when shared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedDocument {
    pub customer_id: i64,
    pub document_id: i64,
    pub file_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    Comment(String),
    Document(SharedDocument),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBankMessage {
    pub application_id: i64,
    pub country: Country,
    pub bank_id: i32,
    pub direction: Direction,
    pub author: String,
    pub content: Content,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = application_bank_messages, check_for_backend(diesel::pg::Pg))]
pub struct BankMessageRow {
    pub message_id: i64,
    pub application_id: i64,
    pub bank_id: i32,
    pub direction: String,
    pub body: Option<String>,
    pub customer_id: Option<i64>,
    pub document_id: Option<i64>,
    pub file_name: Option<String>,
    pub author: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankMessage {
    pub message_id: i64,
    pub application_id: i64,
    pub bank_id: i32,
    pub bank_name: String,
    pub direction: Direction,
    pub content: Content,
    pub author: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankMessagePage {
    pub messages: Vec<BankMessage>,
    pub total: u64,
    pub page: Page,
}
