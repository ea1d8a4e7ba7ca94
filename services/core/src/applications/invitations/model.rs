//! Invitations as stored and as the domain sees them.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;
use zrm_domain::{Country, Page};

use crate::applications::model::stored_text;
use crate::schema::application_invitations;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvitationState {
    /// Recorded, the e-mail not handed over yet (or core stopped meanwhile).
    Pending,
    Sent,
    Failed,
}

stored_text!(InvitationState { Pending => "PENDING", Sent => "SENT", Failed => "FAILED" });

/// What the invitation e-mail's record in messaging says it is for.
pub const INVITATION_PURPOSE: &str = "application_invitation";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewInvitation {
    pub application_id: i64,
    pub country: Country,
    pub customer_id: i64,
    pub invited_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resending {
    pub invitation_id: i64,
    pub application_id: i64,
    pub country: Country,
    pub resent_by: Uuid,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = application_invitations, check_for_backend(diesel::pg::Pg))]
pub struct InvitationRow {
    pub invitation_id: i64,
    pub application_id: i64,
    pub customer_id: i64,
    pub email: String,
    pub state: String,
    pub sends: i32,
    pub invited_by: Uuid,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    pub row: InvitationRow,
    pub state: InvitationState,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationPage {
    pub invitations: Vec<Invitation>,
    pub total: u64,
    pub page: Page,
}
