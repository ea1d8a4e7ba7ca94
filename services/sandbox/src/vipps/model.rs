//! The simulated Vipps MobilePay merchant's agreements and charges, with the statuses of the
//! Recurring API.

use chrono::{DateTime, NaiveDate, Utc};

use super::scripts::PhoneScript;

macro_rules! wire_enum {
    ($name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $text),+ }
            }

            pub fn parse(text: &str) -> Option<Self> {
                match text { $($text => Some(Self::$variant),)+ _ => None }
            }
        }
    };
}

wire_enum!(AgreementStatus {
    Pending => "PENDING",
    Active => "ACTIVE",
    Stopped => "STOPPED",
    Expired => "EXPIRED",
});

wire_enum!(ChargeStatus {
    Pending => "PENDING",
    Due => "DUE",
    Processing => "PROCESSING",
    Charged => "CHARGED",
    Failed => "FAILED",
    Cancelled => "CANCELLED",
    Refunded => "REFUNDED",
    PartiallyRefunded => "PARTIALLY_REFUNDED",
    Reserved => "RESERVED",
    PartiallyCaptured => "PARTIALLY_CAPTURED",
});

wire_enum!(ChargeType {
    Initial => "INITIAL",
    Recurring => "RECURRING",
});

wire_enum!(TransactionType {
    DirectCapture => "DIRECT_CAPTURE",
    ReserveCapture => "RESERVE_CAPTURE",
});

wire_enum!(PricingType {
    Legacy => "LEGACY",
    Variable => "VARIABLE",
});

wire_enum!(IntervalUnit {
    Year => "YEAR",
    Month => "MONTH",
    Week => "WEEK",
    Day => "DAY",
});

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pricing {
    pub kind: PricingType,
    /// LEGACY: the agreement's price in øre.
    pub amount: Option<i64>,
    /// VARIABLE: what the merchant suggests, and what the user picked when accepting.
    pub suggested_max_amount: Option<i64>,
    pub max_amount: Option<i64>,
    pub currency: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interval {
    pub unit: IntervalUnit,
    pub count: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scheduled<S> {
    pub at: DateTime<Utc>,
    pub step: S,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgreementStep {
    /// Nobody accepted in time.
    Expire,
    /// A scripted user answers in the app.
    UserAccepts,
    UserRejects,
}

#[derive(Debug, Clone)]
pub struct Agreement {
    pub id: String,
    pub uuid: String,
    pub status: AgreementStatus,
    pub created: DateTime<Utc>,
    pub start: Option<DateTime<Utc>>,
    pub stop: Option<DateTime<Utc>>,
    pub product_name: String,
    pub product_description: Option<String>,
    pub pricing: Pricing,
    pub interval: Interval,
    pub merchant_agreement_url: String,
    pub merchant_redirect_url: String,
    pub phone_number: Option<String>,
    pub external_id: Option<String>,
    pub initial_charge: Option<String>,
    pub script: PhoneScript,
    pub next: Option<Scheduled<AgreementStep>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChargeStep {
    /// Visible in the app.
    BecomeDue,
    /// A charge attempt starts (07:00 UTC on a charge day).
    Attempt,
    /// The attempt's outcome (about an hour later).
    Settle,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    pub occurred: DateTime<Utc>,
    pub event: &'static str,
    pub amount: i64,
    pub idempotency_key: Option<String>,
    pub success: bool,
}

#[derive(Debug, Clone)]
pub struct Charge {
    pub id: String,
    pub agreement_id: String,
    pub created: DateTime<Utc>,
    pub amount: i64,
    pub currency: String,
    pub description: String,
    pub due: NaiveDate,
    pub status: ChargeStatus,
    pub charge_type: ChargeType,
    pub transaction_type: TransactionType,
    pub retry_days: u32,
    pub external_id: Option<String>,
    pub transaction_id: Option<String>,
    pub failure_reason: Option<&'static str>,
    pub captured: i64,
    pub refunded: i64,
    pub cancelled: i64,
    /// Charge attempts made so far.
    pub attempts: u32,
    pub history: Vec<HistoryEntry>,
    pub next: Option<Scheduled<ChargeStep>>,
}

impl Charge {
    /// What is reserved and neither captured nor released.
    pub fn reserved_left(&self) -> i64 {
        self.amount - self.captured - self.cancelled
    }
}

/// A webhook to send: one recurring event (Vipps MobilePay Webhooks API).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub event_type: &'static str,
    pub occurred: DateTime<Utc>,
    pub agreement_id: String,
    pub agreement_external_id: Option<String>,
    pub charge_id: Option<String>,
    pub charge_external_id: Option<String>,
    pub charge_type: Option<ChargeType>,
    pub amount: Option<i64>,
    pub failure_reason: Option<&'static str>,
}
