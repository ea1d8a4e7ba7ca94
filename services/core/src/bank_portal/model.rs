//! The applications as a bank sees them.

use chrono::{DateTime, Utc};
use zrm_domain::Country;

use crate::applications::bank_messages::model::BankMessage;
use crate::applications::model::{Applicant, LoanPurpose};
use crate::applications::offers::model::{BankStatus, Offer};

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
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Between this bank and the lender, newest first (at most [`MESSAGES_SHOWN`]).
    pub messages: Vec<BankMessage>,
}

/// The messages the application view carries.
pub const MESSAGES_SHOWN: u32 = 50;

/// The bank's list: which statuses (none: every one) and which page (from 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankListQuery {
    pub bank_id: i32,
    pub statuses: Vec<BankStatus>,
    pub page: zrm_domain::Page,
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

/// What a bank offers: amount in whole units of the currency, yearly interest in hundredths of a
/// percent, term in months.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OfferTerms {
    pub amount: i64,
    pub interest_rate_bp: i32,
    pub term_months: i32,
}
