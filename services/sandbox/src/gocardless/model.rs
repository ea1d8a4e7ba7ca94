//! The simulated GoCardless account's resources and their status enums, as GoCardless's API
//! reference lists them.

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::{Map, Value};

use super::scripts::AccountScript;

macro_rules! status_enum {
    ($name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $text),+ }
            }
        }
    };
}

status_enum!(BillingRequestStatus {
    Pending => "pending",
    ReadyToFulfil => "ready_to_fulfil",
    Fulfilling => "fulfilling",
    Fulfilled => "fulfilled",
    Cancelled => "cancelled",
});

status_enum!(MandateStatus {
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
});

status_enum!(PaymentStatus {
    PendingCustomerApproval => "pending_customer_approval",
    PendingSubmission => "pending_submission",
    Submitted => "submitted",
    Confirmed => "confirmed",
    PaidOut => "paid_out",
    Cancelled => "cancelled",
    CustomerApprovalDenied => "customer_approval_denied",
    Failed => "failed",
    ChargedBack => "charged_back",
});

status_enum!(RefundStatus {
    Created => "created",
    PendingSubmission => "pending_submission",
    Submitted => "submitted",
    Paid => "paid",
    Cancelled => "cancelled",
    Bounced => "bounced",
    FundsReturned => "funds_returned",
});

impl MandateStatus {
    /// Payments may be created against a mandate in these states (GoCardless: otherwise
    /// `mandate_is_inactive`).
    pub fn takes_payments(self) -> bool {
        matches!(
            self,
            Self::PendingCustomerApproval
                | Self::PendingSubmission
                | Self::Submitted
                | Self::Active
        )
    }
}

pub type Metadata = Map<String, Value>;

#[derive(Debug, Clone)]
pub struct BillingRequest {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub status: BillingRequestStatus,
    pub scheme: String,
    pub currency: String,
    pub metadata: Metadata,
    pub customer: Option<String>,
    pub bank_account: Option<String>,
    pub mandate: Option<String>,
    pub mandate_request_id: String,
}

#[derive(Debug, Clone)]
pub struct Flow {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub billing_request: String,
    pub redirect_uri: Option<String>,
    pub exit_uri: Option<String>,
    pub authorisation_url: String,
    pub lock_customer_details: bool,
    pub lock_bank_account: bool,
    pub visited: bool,
}

#[derive(Debug, Clone)]
pub struct Customer {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub given_name: String,
    pub family_name: String,
    pub email: String,
    pub swedish_identity_number: String,
}

#[derive(Debug, Clone)]
pub struct BankAccount {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub account_holder_name: String,
    pub account_number: String,
    pub customer: String,
    pub script: AccountScript,
}

/// A state change the clock will make by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scheduled<S> {
    pub at: DateTime<Utc>,
    pub step: S,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MandateStep {
    Submit,
    Activate,
    Fail,
}

#[derive(Debug, Clone)]
pub struct Mandate {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub reference: String,
    pub status: MandateStatus,
    pub scheme: String,
    pub metadata: Metadata,
    pub customer: String,
    pub bank_account: String,
    pub script: AccountScript,
    /// When it became active (the first charge date counts from it).
    pub activated_at: Option<DateTime<Utc>>,
    pub next: Option<Scheduled<MandateStep>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentStep {
    Submit,
    Confirm,
    PayOut,
    Fail,
    ChargeBack,
}

#[derive(Debug, Clone)]
pub struct Payment {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub charge_date: NaiveDate,
    pub amount: i64,
    pub amount_refunded: i64,
    pub currency: String,
    pub description: Option<String>,
    pub reference: Option<String>,
    pub metadata: Metadata,
    pub status: PaymentStatus,
    pub mandate: String,
    pub payout: Option<String>,
    pub retries: u32,
    pub next: Option<Scheduled<PaymentStep>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundStep {
    Submit,
    Pay,
}

#[derive(Debug, Clone)]
pub struct Refund {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub amount: i64,
    pub currency: String,
    pub reference: Option<String>,
    pub metadata: Metadata,
    pub status: RefundStatus,
    pub payment: String,
    pub mandate: String,
    pub next: Option<Scheduled<RefundStep>>,
}

/// Who or what caused an event (`details.origin`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Api,
    Bank,
    Gocardless,
    Customer,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Api => "api",
            Self::Bank => "bank",
            Self::Gocardless => "gocardless",
            Self::Customer => "customer",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Event {
    pub id: String,
    pub created_at: DateTime<Utc>,
    pub resource_type: &'static str,
    pub action: &'static str,
    pub origin: Origin,
    pub cause: &'static str,
    pub description: String,
    pub will_attempt_retry: Option<bool>,
    /// `links`: the resource the event is about, keyed by its singular name, plus related ones.
    pub links: Vec<(&'static str, String)>,
    pub resource_metadata: Metadata,
}
