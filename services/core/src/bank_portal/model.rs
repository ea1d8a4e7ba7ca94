//! The applications as a bank sees them.

use chrono::{DateTime, Utc};
use zrm_domain::Country;

use crate::applications::bank_messages::model::BankMessage;
use crate::applications::model::{Applicant, LoanPurpose};
use crate::applications::offers::model::{BankStatus, Offer};
use crate::property::model::Property;

/// A row of the bank's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankApplicationSummary {
    pub application_id: i64,
    pub country: Country,
    pub created_at: DateTime<Utc>,
    pub bank_status: BankStatus,
    pub mortgage_loan_amount: Option<i64>,
    /// Main applicant first; names only.
    pub applicants: Vec<Applicant>,
}

/// One application as the bank sees it: nothing of other banks.
#[derive(Debug, Clone)]
pub struct BankApplication {
    pub application_id: i64,
    pub country: Country,
    pub created_at: DateTime<Utc>,
    pub bank_status: BankStatus,
    pub sent_at: DateTime<Utc>,
    pub loan_purpose: LoanPurpose,
    pub mortgage_loan_amount: Option<i64>,
    pub applicants: Vec<Applicant>,
    /// This bank's offers, newest first.
    pub offers: Vec<Offer>,
    /// Between this bank and the lender, newest first (at most [`SHOWN`]).
    pub messages: Vec<BankMessage>,
    pub property: Option<Property>,
    /// What happened between this bank and the lender, newest first (at most [`SHOWN`]).
    pub events: Vec<BankEvent>,
}

/// The messages, and the events, the application view carries.
pub const SHOWN: u32 = 50;

/// The application history's entries that concern one bank.
pub const BANK_EVENT_KINDS: [&str; 10] = [
    "sent_to_banks",
    "bank_taken_up",
    "offer_received",
    "offer_accepted",
    "bank_rejected",
    "bank_cancelled",
    "bank_commented",
    "commented_to_bank",
    "document_to_bank",
    "bank_disbursed",
];

/// Those the bank did (an offer is the bank's even when the lender recorded it).
const BY_BANK: [&str; 5] = [
    "bank_taken_up",
    "offer_received",
    "bank_rejected",
    "bank_commented",
    "bank_disbursed",
];

/// One step of the application at the bank, with what the bank may know of it: the amount of an
/// offer or a payout and a reason of a decline or withdrawal; not who at the lender did it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankEvent {
    pub kind: String,
    pub at: DateTime<Utc>,
    pub by_bank: bool,
    pub amount: Option<i64>,
    pub reason: String,
}

impl BankEvent {
    pub fn of_history(kind: String, at: DateTime<Utc>, detail: &serde_json::Value) -> Self {
        BankEvent {
            by_bank: BY_BANK.contains(&kind.as_str()),
            amount: detail.get("amount").and_then(serde_json::Value::as_i64),
            reason: detail
                .get("reason")
                .and_then(serde_json::Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            kind,
            at,
        }
    }
}

/// The bank's list: which statuses (none: every one) and which page (from 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankListQuery {
    pub bank_id: i32,
    pub statuses: Vec<BankStatus>,
    pub page: zrm_domain::Page,
    /// The search box's text: only the applications of the people it names.
    pub search: Option<String>,
}

/// A partner acting on an application of their bank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankAction {
    pub bank_id: i32,
    pub application_id: i64,
    pub acted_by: uuid::Uuid,
}

/// At most this many characters in a bank's reason for declining.
pub const MAX_REJECT_REASON_CHARS: usize = 500;
