//! An insurance as the service works with it, apart from its row and its gRPC message.

use chrono::{DateTime, Utc};
use zrm_domain::Country;

use super::amount::Money;
use super::cancel_cause::CancelCause;
use super::group::InsuranceGroup;
use super::lifecycle::Substatus;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Insurance {
    pub insurance_id: i64,
    pub customer_id: i64,
    pub country: Country,
    pub group: InsuranceGroup,
    pub product_code: String,
    pub substatus: Substatus,
    pub insured: Money,
    pub premium: Money,
    /// The employee who sold it, or the customer who signed up.
    pub created_by: String,
    pub self_sign_up: bool,
    pub email: String,
    pub phone_number: String,
    pub date_created: DateTime<Utc>,
    /// When the customer accepted the terms.
    pub signup_date: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub cancel_cause: Option<CancelCause>,
    pub mandate: Option<MandateRef>,
}

/// Who collects the premium.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentProvider {
    /// Autogiro through GoCardless (Sweden).
    GoCardless,
    /// Vipps Recurring (Norway).
    Vipps,
}

impl PaymentProvider {
    pub fn code(self) -> &'static str {
        match self {
            Self::GoCardless => "GOCARDLESS",
            Self::Vipps => "VIPPS",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        [Self::GoCardless, Self::Vipps]
            .into_iter()
            .find(|provider| provider.code() == code)
    }

    /// The provider of the country's direct debit.
    pub fn of_country(country: Country) -> Self {
        match country {
            Country::Se => Self::GoCardless,
            Country::No => Self::Vipps,
        }
    }

    /// The provider's status word of a mandate we stopped.
    pub fn stopped_status(self) -> &'static str {
        match self {
            Self::GoCardless => "cancelled",
            Self::Vipps => "STOPPED",
        }
    }

    /// As people and logs name it.
    pub fn name(self) -> &'static str {
        match self {
            Self::GoCardless => "GoCardless",
            Self::Vipps => "Vipps",
        }
    }
}

/// The insurance's payment mandate at its provider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MandateRef {
    pub provider: PaymentProvider,
    /// GoCardless's billing request (BRQ…) the payer is asked to approve.
    pub request: Option<String>,
    /// GoCardless's mandate (MD…) once approved, or Vipps's agreement (agr_…).
    pub reference: Option<String>,
    /// The provider's own status word.
    pub status: String,
    pub updated_at: DateTime<Utc>,
}

impl MandateRef {
    /// The provider says the mandate takes no payments (failed, cancelled, expired, stopped).
    pub fn provider_inactive(&self) -> bool {
        matches!(
            self.status.as_str(),
            "failed" | "cancelled" | "expired" | "blocked" | "consumed" | "STOPPED" | "EXPIRED"
        )
    }
}
