//! Leads as the domain sees them.

use chrono::{DateTime, Utc};
use uuid::Uuid;
use zrm_domain::country::Country;

use zrm_domain::Page;
use zrm_platform::db::capped::Total;

/// A person on a lead. `pni` is the validated personal id in canonical form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applicant {
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
}

impl Applicant {
    pub fn full_name(&self) -> String {
        crate::employees::model::full_name(&self.first_name, &self.last_name)
    }
}

/// How the lead came in; `error` set means creation failed ("failed" leads).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreateSource {
    pub kind: String,
    pub error: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignee {
    pub user_id: Uuid,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lead {
    pub lead_id: i64,
    pub created_at: DateTime<Utc>,
    pub source: String,
    pub create_source: CreateSource,
    pub country: Country,
    pub applicant: Applicant,
    pub co_applicant: Option<Applicant>,
    pub handled: bool,
    pub reprocessable: bool,
    pub assignee: Option<Assignee>,
}

/// A validated lead to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLead {
    pub source: String,
    pub create_source: CreateSource,
    pub country: Country,
    pub applicant: Applicant,
    pub co_applicant: Option<Applicant>,
}

/// The lead list filters; the defaults leave failed and handled leads out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LeadListFilter {
    pub include_failed: bool,
    pub include_handled: bool,
    pub unassigned_only: bool,
    /// Set for the "mine" list.
    pub assignee_id: Option<Uuid>,
    /// Only this country's leads (the working coordinate's); None: every country.
    pub country: Option<Country>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadPage {
    pub leads: Vec<Lead>,
    /// Exact for lists; a name search stops counting at a cap.
    pub total: Total,
    pub page: Page,
}

/// Who assigns which lead to whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeadAssignment {
    pub lead_id: i64,
    pub assignee_id: Uuid,
    pub assigned_by: Uuid,
}

/// Which leads to reprocess, and who asks. `lead_ids` are distinct, 1 to
/// [`zrm_domain::MAX_REPROCESS_LEAD_IDS`] of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeadReprocessing {
    pub lead_ids: Vec<i64>,
    pub requested_by: Uuid,
}

/// What reprocessing did to one lead; the texts say why it was skipped or failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReprocessOutcome {
    /// The stored submission passed the intake checks; the creation error is cleared.
    Reprocessed,
    /// Handled or not reprocessable: nothing changed.
    Skipped(String),
    /// Unknown lead, or the checks failed (stored as the creation error), or the lead's
    /// transaction failed (rolled back).
    Failed(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReprocessResult {
    pub lead_id: i64,
    pub outcome: ReprocessOutcome,
}
