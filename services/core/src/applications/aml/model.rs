//! AML reviews as stored and as the domain sees them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;
use zrm_domain::{Country, Page};

use crate::applications::model::stored_text;
use crate::schema::application_aml_reviews;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmlOutcome {
    Approved,
    Rejected,
}

stored_text!(AmlOutcome { Approved => "APPROVED", Rejected => "REJECTED" });

/// At most this many characters in a review's note (the migration checks the same).
pub const MAX_AML_NOTE_CHARS: usize = 2000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAmlReview {
    pub application_id: i64,
    pub country: Country,
    pub outcome: AmlOutcome,
    pub note: String,
    pub reviewed_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = application_aml_reviews, check_for_backend(diesel::pg::Pg))]
pub struct AmlReviewRow {
    pub review_id: i64,
    pub application_id: i64,
    pub outcome: String,
    pub note: String,
    pub reviewed_by: Uuid,
    pub reviewed_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmlReview {
    pub row: AmlReviewRow,
    pub outcome: AmlOutcome,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmlReviewPage {
    pub reviews: Vec<AmlReview>,
    pub total: u64,
    pub page: Page,
}
