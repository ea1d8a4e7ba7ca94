//! What callers of [`super::GoCardless`] pass and get back. Statuses GoCardless may add later
//! are kept as `Unknown(String)`, never rejected.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};

macro_rules! status {
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

status!(BillingRequestStatus {
    Pending => "pending",
    ReadyToFulfil => "ready_to_fulfil",
    Fulfilling => "fulfilling",
    Fulfilled => "fulfilled",
    Cancelled => "cancelled",
});

status!(
    /// A mandate's status; happy path `pending_submission → submitted → active`.
    MandateStatus {
        PendingCustomerApproval => "pending_customer_approval",
        PendingSubmission => "pending_submission",
        Submitted => "submitted",
        Active => "active",
        SuspendedByPayer => "suspended_by_payer",
        Failed => "failed",
        Cancelled => "cancelled",
        Expired => "expired",
        Consumed => "consumed",
        Blocked => "blocked",
    }
);

status!(
    /// Happy path `pending_submission → submitted → confirmed → paid_out`; `failed` may follow
    /// `confirmed` (late failure), `charged_back` may follow `paid_out`.
    PaymentStatus {
        PendingCustomerApproval => "pending_customer_approval",
        PendingSubmission => "pending_submission",
        Submitted => "submitted",
        Confirmed => "confirmed",
        PaidOut => "paid_out",
        Cancelled => "cancelled",
        CustomerApprovalDenied => "customer_approval_denied",
        Failed => "failed",
        ChargedBack => "charged_back",
    }
);

status!(RefundStatus {
    Created => "created",
    PendingSubmission => "pending_submission",
    Submitted => "submitted",
    Paid => "paid",
    Cancelled => "cancelled",
    Bounced => "bounced",
    FundsReturned => "funds_returned",
});

pub type Metadata = BTreeMap<String, String>;

/// A mandate set-up: Autogiro in SEK unless told otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBillingRequest {
    pub scheme: String,
    pub currency: String,
    /// An existing customer to set the mandate up for.
    pub customer: Option<String>,
    /// Up to 3 keys.
    pub metadata: Metadata,
}

impl NewBillingRequest {
    pub fn autogiro() -> Self {
        Self {
            scheme: "autogiro".into(),
            currency: "SEK".into(),
            customer: None,
            metadata: Metadata::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingRequest {
    pub id: String,
    pub status: BillingRequestStatus,
    pub created_at: DateTime<Utc>,
    pub customer: Option<String>,
    /// Set once fulfilled (`links.mandate_request_mandate`).
    pub mandate: Option<String>,
    pub metadata: Metadata,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBillingRequestFlow {
    pub billing_request: String,
    /// Where the payer is sent after approving.
    pub redirect_uri: Option<String>,
    /// Where the payer is sent when leaving without approving.
    pub exit_uri: Option<String>,
}

/// The hosted page: send the payer's browser to `authorisation_url` (redirect or iframe).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingRequestFlow {
    pub id: String,
    pub authorisation_url: String,
    pub expires_at: DateTime<Utc>,
    pub billing_request: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mandate {
    pub id: String,
    pub status: MandateStatus,
    pub reference: Option<String>,
    pub scheme: String,
    pub created_at: DateTime<Utc>,
    /// The earliest `charge_date` a new payment may have; `None` when it takes no payments.
    pub next_possible_charge_date: Option<NaiveDate>,
    pub customer: Option<String>,
    pub customer_bank_account: Option<String>,
    pub metadata: Metadata,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPayment {
    /// In öre.
    pub amount: i64,
    pub currency: String,
    pub mandate: String,
    /// Defaults to the mandate's `next_possible_charge_date`.
    pub charge_date: Option<NaiveDate>,
    /// At most 11 characters for Autogiro.
    pub reference: Option<String>,
    pub description: Option<String>,
    pub metadata: Metadata,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: String,
    pub status: PaymentStatus,
    pub amount: i64,
    pub amount_refunded: i64,
    pub currency: String,
    pub charge_date: NaiveDate,
    pub created_at: DateTime<Utc>,
    pub mandate: String,
    pub payout: Option<String>,
    pub reference: Option<String>,
    pub description: Option<String>,
    pub metadata: Metadata,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRefund {
    pub payment: String,
    pub amount: i64,
    /// The payment's total refunded amount including this refund (GoCardless's guard against two
    /// processes refunding unaware of each other).
    pub total_amount_confirmation: i64,
    pub reference: Option<String>,
    pub metadata: Metadata,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refund {
    pub id: String,
    pub status: RefundStatus,
    pub amount: i64,
    pub currency: String,
    pub created_at: DateTime<Utc>,
    pub payment: String,
}

/// `GET /events` filters; every one optional. Pages newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventQuery {
    pub resource_type: Option<String>,
    pub action: Option<String>,
    pub billing_request: Option<String>,
    pub mandate: Option<String>,
    pub payment: Option<String>,
    pub refund: Option<String>,
    /// 1–500 (GoCardless's default 50).
    pub limit: Option<u32>,
    /// The `after` cursor of the previous page: older events.
    pub after: Option<String>,
    pub before: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub resource_type: String,
    pub action: String,
    pub origin: Option<String>,
    pub cause: Option<String>,
    pub description: Option<String>,
    pub will_attempt_retry: Option<bool>,
    /// `links`: `payment`, `mandate`, `refund`, `billing_request`, `payout`, …
    pub links: BTreeMap<String, String>,
}

impl Event {
    pub fn link(&self, name: &str) -> Option<&str> {
        self.links.get(name).map(String::as_str)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventPage {
    pub events: Vec<Event>,
    /// Pass as [`EventQuery::after`] for the next (older) page; `None` on the last page.
    pub after: Option<String>,
    pub before: Option<String>,
}
