//! Checks of a customer through the providers: the population register's identity check and a
//! credit report (the credit bureau), PEP and sanctions screening, and the Norwegian debt register
//! (externally verified credits, with the customer's consent). Each run is stored with its outcome,
//! or with why the provider failed, audited, and announced as `kdlt.check.completed`.

pub mod grpc;
pub mod providers;
pub mod run;
pub mod storage;

use chrono::{DateTime, Utc};
use serde_json::{Value, json};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckKind {
    Id,
    Credit,
    Pep,
    ExternallyVerifiedCredits,
}

impl CheckKind {
    pub const ALL: [CheckKind; 4] = [
        CheckKind::Id,
        CheckKind::Credit,
        CheckKind::Pep,
        CheckKind::ExternallyVerifiedCredits,
    ];

    /// As stored (the table's check constraint) and as the audit names it.
    pub fn name(self) -> &'static str {
        match self {
            CheckKind::Id => "id",
            CheckKind::Credit => "credit",
            CheckKind::Pep => "pep",
            CheckKind::ExternallyVerifiedCredits => "externally_verified_credits",
        }
    }

    pub fn of_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// What a run found: the provider's verdict and its answer, or why it failed.
#[derive(Debug, Clone, PartialEq)]
pub enum CheckResult {
    Completed {
        outcome: &'static str,
        result: Value,
    },
    Failed {
        error: String,
    },
}

/// The outcome stored for a run whose provider failed.
pub const FAILED_OUTCOME: &str = "failed";

#[derive(Debug, Clone, PartialEq)]
pub struct Check {
    pub check_id: i64,
    pub customer_id: i64,
    pub kind: CheckKind,
    pub completed: bool,
    pub outcome: String,
    pub result: Value,
    pub error: Option<String>,
    pub requested_by: String,
    pub checked_at: DateTime<Utc>,
}

impl Check {
    pub fn to_json(&self) -> Value {
        json!({
            "check_id": self.check_id,
            "kind": self.kind.name(),
            "status": if self.completed { "completed" } else { "failed" },
            "outcome": self.outcome,
            "result": self.result,
            "error": self.error,
            "requested_by": self.requested_by,
            "checked_at": self.checked_at,
        })
    }
}
