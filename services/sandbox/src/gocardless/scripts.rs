//! Scripted outcomes by the bank account number the payer enters on the hosted page, so tests and
//! people trying the product can pick what the bank does. Any other account number behaves well.

use super::texts::GcText;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountScript {
    /// Mandate becomes active; payments are collected and paid out.
    Succeeds,
    /// The bank refuses the mandate at submission (`failed`, `bank_account_closed`).
    MandateFails,
    /// Payments fail on the charge date (`insufficient_funds`).
    PaymentsFail,
    /// Payments are confirmed, then the bank reports a late failure.
    PaymentsFailLate,
    /// Payments are paid out, then the payer charges them back.
    PaymentsChargedBack,
}

pub struct ScriptedAccount {
    pub clearing_number: &'static str,
    pub account_number: &'static str,
    pub script: AccountScript,
}

pub const SCRIPTED_ACCOUNTS: [ScriptedAccount; 5] = [
    ScriptedAccount {
        clearing_number: "5491",
        account_number: "1234567890",
        script: AccountScript::Succeeds,
    },
    ScriptedAccount {
        clearing_number: "5491",
        account_number: "2222222222",
        script: AccountScript::MandateFails,
    },
    ScriptedAccount {
        clearing_number: "5491",
        account_number: "3333333333",
        script: AccountScript::PaymentsFail,
    },
    ScriptedAccount {
        clearing_number: "5491",
        account_number: "4444444444",
        script: AccountScript::PaymentsFailLate,
    },
    ScriptedAccount {
        clearing_number: "5491",
        account_number: "5555555555",
        script: AccountScript::PaymentsChargedBack,
    },
];

impl AccountScript {
    pub fn for_account(account_number: &str) -> Self {
        SCRIPTED_ACCOUNTS
            .iter()
            .find(|a| a.account_number == account_number)
            .map_or(Self::Succeeds, |a| a.script)
    }

    pub fn text(self) -> GcText {
        match self {
            Self::Succeeds => GcText::ScriptSucceeds,
            Self::MandateFails => GcText::ScriptMandateFails,
            Self::PaymentsFail => GcText::ScriptPaymentsFail,
            Self::PaymentsFailLate => GcText::ScriptPaymentsFailLate,
            Self::PaymentsChargedBack => GcText::ScriptChargedBack,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Self::Succeeds => "mandate active; payments confirmed and paid out",
            Self::MandateFails => "mandate fails at submission (bank_account_closed)",
            Self::PaymentsFail => "payments fail on the charge date (insufficient_funds)",
            Self::PaymentsFailLate => "payments confirmed, then fail late (insufficient_funds)",
            Self::PaymentsChargedBack => "payments paid out, then charged back",
        }
    }
}
