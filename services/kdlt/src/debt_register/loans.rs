//! NoGi's loans as kdlt keeps them (the `loans` JSON of `debt_register_data`): one shape for the
//! three loan types, amounts in øre.

use serde::{Deserialize, Serialize};
use zrm_providers::debt_register::{DebtInformation, Loan};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoanType {
    RepaymentLoan,
    CreditFacility,
    ChargeCard,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DebtLoan {
    pub creditor: String,
    #[serde(rename = "type")]
    pub loan_type: LoanType,
    /// What is owed now (a facility's and a card's interest-bearing and free parts together).
    pub balance: i64,
    pub original_balance: Option<i64>,
    pub credit_limit: Option<i64>,
    /// Hundredths of a percent.
    pub nominal_interest_rate: Option<i64>,
    pub remaining_terms: Option<i64>,
    /// Someone else is on the loan with the customer.
    pub co_borrowed: bool,
}

/// The loans of the creditors who answered (those who did not are counted in
/// `number_of_creditors_missing`).
pub fn of(debt: &DebtInformation) -> Vec<DebtLoan> {
    debt.loans
        .iter()
        .filter_map(|entry| {
            let creditor = entry.creditor_name.clone().unwrap_or_default();
            entry.loan.as_ref().map(|loan| loan_of(creditor, loan))
        })
        .collect()
}

fn loan_of(creditor: String, loan: &Loan) -> DebtLoan {
    match *loan {
        Loan::RepaymentLoan {
            co_borrower,
            original_balance,
            balance,
            terms,
            nominal_interest_rate,
            ..
        } => DebtLoan {
            creditor,
            loan_type: LoanType::RepaymentLoan,
            balance,
            original_balance: Some(original_balance),
            credit_limit: None,
            nominal_interest_rate,
            remaining_terms: Some(terms),
            co_borrowed: co_borrower != 0,
        },
        Loan::CreditFacility {
            co_borrower,
            credit_limit,
            interest_bearing_balance,
            non_interest_bearing_balance,
            nominal_interest_rate,
            ..
        } => DebtLoan {
            creditor,
            loan_type: LoanType::CreditFacility,
            balance: interest_bearing_balance + non_interest_bearing_balance,
            original_balance: None,
            credit_limit: Some(credit_limit),
            nominal_interest_rate,
            remaining_terms: None,
            co_borrowed: co_borrower != 0,
        },
        Loan::ChargeCard {
            co_borrower,
            interest_bearing_balance,
            non_interest_bearing_balance,
            ..
        } => DebtLoan {
            creditor,
            loan_type: LoanType::ChargeCard,
            balance: interest_bearing_balance + non_interest_bearing_balance,
            original_balance: None,
            credit_limit: None,
            nominal_interest_rate: None,
            remaining_terms: None,
            co_borrowed: co_borrower != 0,
        },
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn the_three_types_keep_their_balance_limit_and_terms_and_silent_creditors_are_left_out() {
        let debt: DebtInformation = serde_json::from_value(serde_json::json!({
            "ssn": "01017012345",
            "numberOfCreditorsAnswered": 3,
            "numberOfcreditorsMissing": 1,
            "loans": [
                {"creditorName": "Bank A", "loan": {"type": "repaymentLoan", "timestamp": "2026-11-01T00:00:00Z",
                    "coBorrower": 0, "originalBalance": 20000000, "balance": 15000000, "terms": 48,
                    "nominalInterestRate": 1190}},
                {"creditorName": "Bank B", "loan": {"type": "creditFacility", "timestamp": "2026-11-01T00:00:00Z",
                    "coBorrower": 2, "creditLimit": 5000000, "interestBearingBalance": 1000000,
                    "nonInterestBearingBalance": 25000}},
                {"creditorName": "Card C", "loan": {"type": "chargeCard", "timestamp": "2026-11-01T00:00:00Z",
                    "coBorrower": 0, "interestBearingBalance": 0, "nonInterestBearingBalance": 99000}},
                {"creditorName": "Slow D", "loan": null}
            ]
        }))
        .unwrap();
        let loans = of(&debt);
        assert_eq!(loans.len(), 3);
        assert_eq!(loans[0].loan_type, LoanType::RepaymentLoan);
        assert_eq!(
            (loans[0].balance, loans[0].remaining_terms),
            (15_000_000, Some(48))
        );
        assert_eq!(loans[1].credit_limit, Some(5_000_000));
        assert_eq!(loans[1].balance, 1_025_000);
        assert!(loans[1].co_borrowed);
        assert_eq!(loans[2].balance, 99_000);
        let stored = serde_json::to_value(&loans[1]).unwrap();
        assert_eq!(stored["type"], "credit_facility");
        assert_eq!(
            serde_json::from_value::<DebtLoan>(stored).unwrap(),
            loans[1]
        );
    }
}
