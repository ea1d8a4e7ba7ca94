//! What callers of [`super::DebtRegister`] pass and get back: NoGi's JSON, typed.

use chrono::{DateTime, Utc};
use serde::Deserialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsentPurpose {
    /// `debt.unsecured.presentation` (display only; up to 365 days).
    Presentation,
    /// `debt.unsecured.processing` (credit processing; up to 28 days).
    Processing,
}

impl ConsentPurpose {
    pub fn scope(self) -> &'static str {
        match self {
            Self::Presentation => "debt.unsecured.presentation",
            Self::Processing => "debt.unsecured.processing",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CreatedConsent {
    pub client_consent_id: String,
    pub consent: ConsentRef,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ConsentRef {
    pub id: String,
    pub expires_at: DateTime<Utc>,
    pub scope_of_consent: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ConsentStatus {
    pub active: bool,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "SCREAMING-KEBAB-CASE")]
pub enum ChargePeriod {
    Monthly,
    Quarterly,
    HalfYearly,
    Yearly,
}

/// `coBorrower`: 2 = has a co-borrower, 1 = is a co-borrower, 0 = none.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Loan {
    RepaymentLoan {
        timestamp: DateTime<Utc>,
        co_borrower: u8,
        original_balance: i64,
        balance: i64,
        /// Remaining months.
        terms: i64,
        nominal_interest_rate: Option<i64>,
        installment_charges: Option<i64>,
        installment_charge_period: Option<ChargePeriod>,
    },
    CreditFacility {
        timestamp: DateTime<Utc>,
        co_borrower: u8,
        credit_limit: i64,
        interest_bearing_balance: i64,
        non_interest_bearing_balance: i64,
        nominal_interest_rate: Option<i64>,
        installment_charges: Option<i64>,
        installment_charge_period: Option<ChargePeriod>,
    },
    ChargeCard {
        timestamp: DateTime<Utc>,
        co_borrower: u8,
        interest_bearing_balance: i64,
        non_interest_bearing_balance: i64,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreditorLoan {
    pub creditor_name: Option<String>,
    /// `None`: the creditor did not answer in time.
    pub loan: Option<Loan>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct DebtConsent {
    pub id: String,
    /// Unix seconds.
    pub exp: i64,
    pub scope: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebtInformation {
    pub ssn: String,
    pub consent: Option<DebtConsent>,
    pub number_of_creditors_answered: u32,
    /// NoGi spells this key with a lower-case `c`.
    #[serde(rename = "numberOfcreditorsMissing")]
    pub number_of_creditors_missing: u32,
    pub loans: Vec<CreditorLoan>,
}

#[derive(Debug, Deserialize)]
pub struct WireToken {
    pub access_token: String,
    pub expires_in: i64,
}

#[derive(Debug, Deserialize)]
pub struct WireError {
    pub error: String,
    pub error_description: Option<String>,
    pub trace_id: Option<String>,
}
