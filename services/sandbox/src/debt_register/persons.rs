//! The test persons with debt (NoGi's pre-prod synthetic NINs, month + 80) and the ones without.

use chrono::{DateTime, TimeZone, Utc};

use super::model::{ChargePeriod, CreditorLoan, Loan};

pub struct TestPerson {
    pub nin: &'static str,
    pub behaviour: &'static str,
}

/// Listed on the front page and the register's page.
pub const TEST_PERSONS: [TestPerson; 3] = [
    TestPerson {
        nin: "14842249091",
        behaviour: "repayment loan, credit facility and charge card",
    },
    TestPerson {
        nin: "29868099311",
        behaviour: "repayment loan; one creditor does not answer (loan null)",
    },
    TestPerson {
        nin: "12829499914",
        behaviour: "no debt (empty list)",
    },
];

fn reported() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 2, 0, 0, 0)
        .single()
        .unwrap_or_default()
}

/// The debt a NIN starts with; any other valid NIN has none.
pub fn seeded_loans(nin: &str) -> Vec<CreditorLoan> {
    match nin {
        "14842249091" => vec![
            CreditorLoan {
                creditor_name: "SANDBOX BANK ASA".into(),
                loan: Some(Loan::RepaymentLoan {
                    timestamp: reported(),
                    co_borrower: 0,
                    original_balance: 25_000_000,
                    balance: 18_450_000,
                    terms: 48,
                    nominal_interest_rate: 1_290,
                    installment_charges: 4_500,
                    installment_charge_period: ChargePeriod::Monthly,
                }),
            },
            CreditorLoan {
                creditor_name: "EXAMPLE KORTBANK AS".into(),
                loan: Some(Loan::CreditFacility {
                    timestamp: reported(),
                    co_borrower: 0,
                    credit_limit: 5_000_000,
                    interest_bearing_balance: 1_230_000,
                    non_interest_bearing_balance: 210_000,
                    nominal_interest_rate: 2_140,
                    installment_charges: 0,
                    installment_charge_period: ChargePeriod::Monthly,
                }),
            },
            CreditorLoan {
                creditor_name: "EXAMPLE LENDER".into(),
                loan: Some(Loan::ChargeCard {
                    timestamp: reported(),
                    co_borrower: 2,
                    interest_bearing_balance: 6_069_400,
                    non_interest_bearing_balance: 641_000,
                }),
            },
        ],
        "29868099311" => vec![
            CreditorLoan {
                creditor_name: "SANDBOX BANK ASA".into(),
                loan: Some(Loan::RepaymentLoan {
                    timestamp: reported(),
                    co_borrower: 1,
                    original_balance: 15_000_000,
                    balance: 9_900_000,
                    terms: 30,
                    nominal_interest_rate: 990,
                    installment_charges: 5_000,
                    installment_charge_period: ChargePeriod::Quarterly,
                }),
            },
            CreditorLoan {
                creditor_name: "SLOW CREDITOR AS".into(),
                loan: None,
            },
        ],
        _ => Vec::new(),
    }
}
