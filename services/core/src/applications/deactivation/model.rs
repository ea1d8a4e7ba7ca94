//! Deactivation requests as the domain sees them.

use chrono::{DateTime, Utc};
use uuid::Uuid;
use zrm_domain::{Country, Page};

use crate::applications::model::stored_text;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeactivationState {
    Pending,
    Approved,
    Rejected,
}

stored_text!(DeactivationState {
    Pending => "PENDING",
    Approved => "APPROVED",
    Rejected => "REJECTED",
});

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeactivationRequest {
    pub request_id: i64,
    pub application_id: i64,
    pub country: Country,
    /// A value of `options::DEACTIVATION_REASONS`.
    pub reason: String,
    pub note: Option<String>,
    pub requested_by: Uuid,
    pub requested_at: DateTime<Utc>,
    pub state: DeactivationState,
    pub reviewed_by: Option<Uuid>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub review_note: Option<String>,
}

/// A validated request: the reason is one of the list, the note trimmed and bounded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDeactivationRequest {
    pub application_id: i64,
    pub country: Country,
    pub reason: &'static str,
    pub note: Option<String>,
    pub requested_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeactivationReview {
    pub request_id: i64,
    pub approve: bool,
    pub note: Option<String>,
    pub reviewed_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reactivation {
    pub application_id: i64,
    pub country: Country,
    pub requested_by: Uuid,
}

/// The review inbox: pending requests, oldest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeactivationInbox {
    pub requests: Vec<DeactivationRequest>,
    pub total: u64,
    pub page: Page,
}
