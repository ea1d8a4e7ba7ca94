//! Consents and loans as the simulated register keeps them, and NoGi's JSON for them (amounts
//! NOK × 100, interest rates percent × 100).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The purpose of a consent; one debt scope per consent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// `debt.unsecured.presentation`: display only, at most 365 days.
    Presentation,
    /// `debt.unsecured.processing`: credit processing, at most 28 days.
    Processing,
}

impl Purpose {
    pub fn scope(self) -> &'static str {
        match self {
            Self::Presentation => "debt.unsecured.presentation",
            Self::Processing => "debt.unsecured.processing",
        }
    }

    pub fn max_days(self) -> i64 {
        match self {
            Self::Presentation => 365,
            Self::Processing => 28,
        }
    }

    /// `debt.unsecured.processing[.N]` → purpose and the days asked for (`None`: single use).
    pub fn parse_scope(scope: &str) -> Option<(Self, Option<i64>)> {
        for purpose in [Self::Presentation, Self::Processing] {
            if scope == purpose.scope() {
                return Some((purpose, None));
            }
            if let Some(days) = scope
                .strip_prefix(purpose.scope())
                .and_then(|rest| rest.strip_prefix('.'))
            {
                return days
                    .parse::<i64>()
                    .ok()
                    .filter(|d| *d > 0)
                    .map(|d| (purpose, Some(d)));
            }
        }
        None
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Consent {
    pub id: String,
    pub nin: String,
    pub purpose: Purpose,
    /// The scope as granted (days clamped to the purpose's maximum).
    pub scope: String,
    pub client_consent_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub single_use: bool,
    pub used: bool,
    /// Revoked by us (`DELETE /v1/debt/{id}`) or withdrawn by the person at norskgjeld.no.
    pub revoked: bool,
}

impl Consent {
    pub fn is_active(&self, now: DateTime<Utc>) -> bool {
        !self.revoked && (!self.single_use || !self.used) && now < self.expires_at
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING-KEBAB-CASE")]
pub enum ChargePeriod {
    Monthly,
    Quarterly,
    HalfYearly,
    Yearly,
}

/// One loan in NoGi's schema; `type` names the kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
        terms: i64,
        nominal_interest_rate: i64,
        installment_charges: i64,
        installment_charge_period: ChargePeriod,
    },
    CreditFacility {
        timestamp: DateTime<Utc>,
        co_borrower: u8,
        credit_limit: i64,
        interest_bearing_balance: i64,
        non_interest_bearing_balance: i64,
        nominal_interest_rate: i64,
        installment_charges: i64,
        installment_charge_period: ChargePeriod,
    },
    ChargeCard {
        timestamp: DateTime<Utc>,
        co_borrower: u8,
        interest_bearing_balance: i64,
        non_interest_bearing_balance: i64,
    },
}

impl Loan {
    /// The rules NoGi's schema states: balances not negative, `coBorrower` 0, 1 or 2.
    pub fn check(&self) -> Result<(), (&'static str, &'static str)> {
        let (co_borrower, amounts): (u8, Vec<i64>) = match self {
            Self::RepaymentLoan {
                co_borrower,
                original_balance,
                balance,
                terms,
                nominal_interest_rate,
                installment_charges,
                ..
            } => (
                *co_borrower,
                vec![
                    *original_balance,
                    *balance,
                    *terms,
                    *nominal_interest_rate,
                    *installment_charges,
                ],
            ),
            Self::CreditFacility {
                co_borrower,
                credit_limit,
                interest_bearing_balance,
                non_interest_bearing_balance,
                nominal_interest_rate,
                installment_charges,
                ..
            } => (
                *co_borrower,
                vec![
                    *credit_limit,
                    *interest_bearing_balance,
                    *non_interest_bearing_balance,
                    *nominal_interest_rate,
                    *installment_charges,
                ],
            ),
            Self::ChargeCard {
                co_borrower,
                interest_bearing_balance,
                non_interest_bearing_balance,
                ..
            } => (
                *co_borrower,
                vec![*interest_bearing_balance, *non_interest_bearing_balance],
            ),
        };
        if co_borrower > 2 {
            return Err(("coBorrower", "coBorrower must be 0, 1 or 2"));
        }
        if amounts.iter().any(|a| *a < 0) {
            return Err(("loan", "amounts, terms and rates must not be negative"));
        }
        Ok(())
    }
}

/// A creditor's answer: the loan, or `None` when the creditor did not answer in time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditorLoan {
    pub creditor_name: String,
    pub loan: Option<Loan>,
}
