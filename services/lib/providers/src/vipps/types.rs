//! What callers of [`super::VippsRecurring`] pass and get back (amounts in øre). Statuses Vipps
//! may add later are kept as `Unknown(String)`, never rejected.

use chrono::{DateTime, NaiveDate, Utc};

macro_rules! wire_enum {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum $name { $($variant,)+ Unknown(String) }

        impl $name {
            pub fn parse(text: &str) -> Self {
                match text { $($text => Self::$variant,)+ other => Self::Unknown(other.to_owned()) }
            }

            pub fn as_str(&self) -> &str {
                match self { $(Self::$variant => $text,)+ Self::Unknown(other) => other }
            }
        }
    };
}

wire_enum!(
    /// `PENDING` until the user answers; then `ACTIVE`, `STOPPED` (rejected or stopped) or
    /// `EXPIRED` (not answered in time, or the initial charge failed). Poll until final.
    AgreementStatus {
        Pending => "PENDING",
        Active => "ACTIVE",
        Stopped => "STOPPED",
        Expired => "EXPIRED",
    }
);

wire_enum!(
    /// `PENDING → DUE → (PROCESSING) → CHARGED | RESERVED | FAILED`; `CANCELLED`,
    /// `PARTIALLY_CAPTURED`, `REFUNDED`, `PARTIALLY_REFUNDED` after merchant actions.
    ChargeStatus {
        Pending => "PENDING",
        Due => "DUE",
        Processing => "PROCESSING",
        // Vipps's transient `UNKNOWN`, resolved shortly.
        Indeterminate => "UNKNOWN",
        Charged => "CHARGED",
        Failed => "FAILED",
        Cancelled => "CANCELLED",
        Refunded => "REFUNDED",
        PartiallyRefunded => "PARTIALLY_REFUNDED",
        Reserved => "RESERVED",
        PartiallyCaptured => "PARTIALLY_CAPTURED",
    }
);

wire_enum!(ChargeType {
    Initial => "INITIAL",
    Recurring => "RECURRING",
});

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransactionType {
    /// Money moves on the due date.
    DirectCapture,
    /// Reserved on the due date, captured by the merchant (physical goods).
    ReserveCapture,
}

impl TransactionType {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::DirectCapture => "DIRECT_CAPTURE",
            Self::ReserveCapture => "RESERVE_CAPTURE",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntervalUnit {
    Year,
    Month,
    Week,
    Day,
}

impl IntervalUnit {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Year => "YEAR",
            Self::Month => "MONTH",
            Self::Week => "WEEK",
            Self::Day => "DAY",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pricing {
    /// A fixed price; charges may be up to 5 times it.
    Legacy { amount: i64 },
    /// The user picks a maximum; `suggested_max_amount` is at most 20 000 NOK.
    Variable { suggested_max_amount: i64 },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitialCharge {
    pub amount: i64,
    /// Shown in the app, at most 45 characters.
    pub description: String,
    pub transaction_type: TransactionType,
    /// Becomes the charge id (`^[a-zA-Z0-9-]{1,50}$`).
    pub order_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftAgreement {
    /// At most 45 characters.
    pub product_name: String,
    pub product_description: Option<String>,
    pub pricing: Pricing,
    pub interval_unit: IntervalUnit,
    /// 1–31.
    pub interval_count: u32,
    /// Where the app sends the user after answering (https, or an app deep link).
    pub merchant_redirect_url: String,
    /// Where the user manages the agreement with us (https).
    pub merchant_agreement_url: String,
    /// MSISDN with country code, e.g. `4791234567`.
    pub phone_number: Option<String>,
    pub initial_charge: Option<InitialCharge>,
    pub external_id: Option<String>,
    /// `true` in a native app: a `vipps://` deep link instead of the landing page.
    pub is_app: bool,
}

/// The answer to a draft: send the user to `confirmation_url`, then poll or await webhooks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgreementCreated {
    pub agreement_id: String,
    pub uuid: Option<String>,
    pub confirmation_url: String,
    pub initial_charge_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Agreement {
    pub id: String,
    pub status: AgreementStatus,
    pub product_name: String,
    pub product_description: Option<String>,
    /// LEGACY `amount`, or VARIABLE `suggestedMaxAmount`.
    pub price: Option<i64>,
    /// VARIABLE: what the user allowed when accepting.
    pub max_amount: Option<i64>,
    pub currency: String,
    pub interval_unit: String,
    pub interval_count: u32,
    pub created: Option<DateTime<Utc>>,
    pub start: Option<DateTime<Utc>>,
    pub stop: Option<DateTime<Utc>>,
    pub external_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCharge {
    pub amount: i64,
    /// Shown in the app, at most 45 characters.
    pub description: String,
    /// At least 2 days ahead in production (1 in the test environment), at most 2 years.
    pub due: NaiveDate,
    /// 0–14 days of retries after `due`.
    pub retry_days: u8,
    pub transaction_type: TransactionType,
    pub order_id: Option<String>,
    pub external_id: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChargeSummary {
    pub captured: i64,
    pub refunded: i64,
    pub cancelled: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChargeEvent {
    pub occurred: DateTime<Utc>,
    /// `CREATE`, `RESERVE`, `CAPTURE`, `REFUND`, `CANCEL`, …
    pub event: String,
    pub amount: i64,
    pub idempotency_key: Option<String>,
    pub success: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charge {
    pub id: String,
    pub agreement_id: String,
    pub status: ChargeStatus,
    pub charge_type: ChargeType,
    pub transaction_type: String,
    pub amount: i64,
    pub currency: String,
    pub description: String,
    pub due: NaiveDate,
    pub retry_days: u32,
    pub transaction_id: Option<String>,
    /// `user_action_required`, `charge_amount_too_high`, `non_technical_error`, `technical_error`.
    pub failure_reason: Option<String>,
    pub summary: ChargeSummary,
    pub history: Vec<ChargeEvent>,
}
