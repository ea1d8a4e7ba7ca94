//! Applications as the domain sees them.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::incomes::IncomeLine;
use zrm_domain::Page;
use zrm_domain::country::Country;

use super::deactivation::model::DeactivationRequest;

/// ACTIVE while worked on; DEACTIVATED once closed without a loan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplicationStatus {
    Active,
    Deactivated,
}

/// How far an application has come.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Substatus {
    Draft,
    Complete,
    Offered,
    Accepted,
    Disbursed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoanPurpose {
    Refinance,
    PreApproval,
    Buy,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplicantRole {
    MainApplicant,
    CoApplicant,
    Guarantor,
}

/// The stored text of each enumeration (the migration's CHECK constraints list the same).
macro_rules! stored_text {
    ($type:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $type {
            pub const ALL: &'static [$type] = &[$($type::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self {
                    $($type::$variant => $text),+
                }
            }

            pub fn from_stored(text: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|value| value.as_str() == text)
            }
        }
    };
}

pub(crate) use stored_text;

stored_text!(ApplicationStatus { Active => "ACTIVE", Deactivated => "DEACTIVATED" });
stored_text!(Substatus {
    Draft => "DRAFT",
    Complete => "COMPLETE",
    Offered => "OFFERED",
    Accepted => "ACCEPTED",
    Disbursed => "DISBURSED",
});
stored_text!(LoanPurpose { Refinance => "REFINANCE", PreApproval => "PRE_APPROVAL", Buy => "BUY" });
stored_text!(ApplicantRole {
    MainApplicant => "MAIN_APPLICANT",
    CoApplicant => "CO_APPLICANT",
    Guarantor => "GUARANTOR",
});

/// Mortgage amounts are whole kronor from 1 up to this (the migration checks the same bound).
pub const MAX_MORTGAGE_LOAN_AMOUNT: i64 = 1_000_000_000;
/// At most this many people on one application.
pub const MAX_APPLICANTS: usize = 4;

/// A person on an application: a kdlt customer, with the name and personal id kdlt gave when the
/// application was read (empty when kdlt did not answer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applicant {
    pub role: ApplicantRole,
    pub customer_id: i64,
    pub person: Option<Person>,
}

#[derive(Clone, PartialEq, Eq)]
pub struct Person {
    pub first_name: String,
    pub last_name: String,
    /// Only when one application is read for an employee (kdlt audits that view).
    pub pni: Option<String>,
}

// Personal data stays out of logs.
impl std::fmt::Debug for Person {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Person { .. }")
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignee {
    pub user_id: Uuid,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Application {
    pub application_id: i64,
    pub country: Country,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
    pub status: ApplicationStatus,
    pub substatus: Substatus,
    pub loan_purpose: LoanPurpose,
    pub mortgage_loan_amount: Option<i64>,
    pub applicants: Vec<Applicant>,
    pub assignee: Option<Assignee>,
    pub lead_id: Option<i64>,
    /// On a single read: the request waiting for review, or the approved one while deactivated.
    pub deactivation: Option<DeactivationRequest>,
    /// On a single read: the applicants' incomes, in the order given.
    pub incomes: Vec<IncomeLine>,
    /// On a single read: whether the property is given.
    pub has_property: bool,
}

/// A validated application to create: roles checked (one main applicant, distinct customers).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewApplication {
    pub country: Country,
    pub loan_purpose: LoanPurpose,
    pub mortgage_loan_amount: Option<i64>,
    pub applicants: Vec<(ApplicantRole, i64)>,
    pub lead_id: Option<i64>,
    pub created_by: Uuid,
    /// The application it copies (`DuplicateApplication`), kept in its first history entry.
    pub duplicate_of: Option<i64>,
}

/// The table's filters; empty sets mean every value.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ApplicationFilter {
    pub statuses: Vec<ApplicationStatus>,
    pub substatuses: Vec<Substatus>,
    pub unassigned_only: bool,
    /// Set for the "mine" list.
    pub assignee_id: Option<Uuid>,
    /// Only this country's applications (the working coordinate's); None: every country.
    pub country: Option<Country>,
}

/// One page of the table; no total (counting two million rows per page view is not worth it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicationPage {
    pub applications: Vec<Application>,
    pub page: Page,
}

/// The fields an update changes (None: unchanged), against the version the caller read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicationChange {
    pub application_id: i64,
    pub country: Country,
    pub version: i32,
    pub loan_purpose: Option<LoanPurpose>,
    pub mortgage_loan_amount: Option<i64>,
    pub substatus: Option<Substatus>,
    /// Replaces every income line when set (an empty list removes them all).
    pub incomes: Option<Vec<IncomeLine>>,
    pub requested_by: Uuid,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApplicationAssignment {
    pub application_id: i64,
    pub country: Country,
    pub assignee_id: Uuid,
    pub assigned_by: Uuid,
}

/// One entry of an application's history.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryEntry {
    pub event_id: i64,
    pub kind: String,
    pub actor: String,
    pub at: DateTime<Utc>,
    pub detail: serde_json::Value,
}

#[derive(Debug, Clone, PartialEq)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    pub total: u64,
    pub page: Page,
}
