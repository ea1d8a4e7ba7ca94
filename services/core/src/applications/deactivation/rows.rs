//! Diesel rows of `deactivation_requests` and their conversion to the domain type.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::applications::rows::corrupt;
use crate::error::CoreError;
use crate::schema::deactivation_requests;

use super::model::{DeactivationRequest, DeactivationState};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = deactivation_requests, check_for_backend(diesel::pg::Pg))]
pub struct DeactivationRow {
    pub request_id: i64,
    pub application_id: i64,
    pub reason: String,
    pub note: Option<String>,
    pub requested_by: Uuid,
    pub requested_at: DateTime<Utc>,
    pub state: String,
    pub reviewed_by: Option<Uuid>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub review_note: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = deactivation_requests)]
pub struct NewDeactivationRow<'a> {
    pub application_id: i64,
    pub reason: &'a str,
    pub note: Option<&'a str>,
    pub requested_by: Uuid,
}

/// A row with its application's country (`applications.country`).
pub fn request_from_row(
    row: DeactivationRow,
    country: &str,
) -> Result<DeactivationRequest, CoreError> {
    Ok(DeactivationRequest {
        request_id: row.request_id,
        application_id: row.application_id,
        country: country.parse().map_err(|_| corrupt("country", country))?,
        state: DeactivationState::from_stored(&row.state)
            .ok_or_else(|| corrupt("deactivation state", &row.state))?,
        reason: row.reason,
        note: row.note,
        requested_by: row.requested_by,
        requested_at: row.requested_at,
        reviewed_by: row.reviewed_by,
        reviewed_at: row.reviewed_at,
        review_note: row.review_note,
    })
}
