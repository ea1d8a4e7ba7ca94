//! Banks of an application and offers, as the domain sees them.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use uuid::Uuid;
use zrm_domain::Country;

use crate::applications::model::stored_text;
use crate::schema::offers;

/// Where a bank is with an application (the bank-side badge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BankStatus {
    New,
    Ongoing,
    Accepted,
    Declined,
    Disbursed,
    /// The lender withdrew the application from this bank.
    Cancelled,
}

stored_text!(BankStatus {
    New => "NEW",
    Ongoing => "ONGOING",
    Accepted => "ACCEPTED",
    Declined => "DECLINED",
    Disbursed => "DISBURSED",
    Cancelled => "CANCELLED",
});

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OfferState {
    Open,
    Accepted,
    Declined,
}

stored_text!(OfferState { Open => "OPEN", Accepted => "ACCEPTED", Declined => "DECLINED" });

/// At most this many banks in one sending.
pub const MAX_BANKS_PER_SENDING: usize = 20;
/// Offer bounds (the migration checks the same): amount in whole kronor, yearly interest in
/// hundredths of a percent, term in months.
pub const MAX_OFFER_AMOUNT: i64 = 1_000_000_000;
pub const MAX_INTEREST_RATE_BP: i32 = 3000;
pub const TERM_MONTHS: std::ops::RangeInclusive<i32> = 12..=600;
/// At most this many characters of conditions on an offer.
pub const MAX_OFFER_CONDITIONS_CHARS: usize = 2000;
/// An offer holds at most this many days ahead.
pub const MAX_OFFER_VALID_DAYS: i64 = 366;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicationBank {
    pub bank_id: i32,
    pub bank_name: String,
    pub bank_status: BankStatus,
    pub sent_at: DateTime<Utc>,
    pub sent_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = offers, check_for_backend(diesel::pg::Pg))]
pub struct OfferRow {
    pub offer_id: i64,
    pub application_id: i64,
    pub bank_id: i32,
    pub amount: i64,
    pub interest_rate_bp: i32,
    pub term_months: i32,
    pub state: String,
    pub recorded_by: String,
    pub created_at: DateTime<Utc>,
    pub conditions: String,
    pub valid_until: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub row: OfferRow,
    pub bank_name: String,
    pub state: OfferState,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ApplicationBanks {
    pub banks: Vec<ApplicationBank>,
    /// Newest first.
    pub offers: Vec<Offer>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankSending {
    pub application_id: i64,
    pub country: Country,
    pub bank_ids: Vec<i32>,
    pub sent_by: Uuid,
}

/// What a bank offers: amount in whole units of the currency, yearly interest in hundredths of a
/// percent, term in months, what it asks for and the last day it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferTerms {
    pub amount: i64,
    pub interest_rate_bp: i32,
    pub term_months: i32,
    pub conditions: String,
    pub valid_until: Option<NaiveDate>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOffer {
    pub application_id: i64,
    pub country: Country,
    pub bank_id: i32,
    pub terms: OfferTerms,
    pub recorded_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferAcceptance {
    pub application_id: i64,
    pub country: Country,
    pub offer_id: i64,
    pub accepted_by: Uuid,
}

/// At most this many characters in the reason for withdrawing from a bank.
pub const MAX_CANCEL_REASON_CHARS: usize = 500;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankCancellation {
    pub application_id: i64,
    pub country: Country,
    pub bank_id: i32,
    pub reason: String,
    pub cancelled_by: Uuid,
}
