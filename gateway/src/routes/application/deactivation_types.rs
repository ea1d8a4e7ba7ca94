//! REST bodies of the four-eyes deactivation routes and their conversions from core's messages.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use zrm_domain::country::Country;
use zrm_domain::deactivation::DEACTIVATION_REASONS;
use zrm_platform::grpc::common::country_code;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::names_by_id;
use crate::error::GatewayError;
use crate::extract::trimmed_text_schema;
use crate::routes::customer::types::nullable;
use crate::state::AppState;

/// At most this many characters in a note (core's rule, `deactivation/request.rs`).
const MAX_NOTE_CHARS: usize = 2000;

fn reason_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(DEACTIVATION_REASONS.iter().map(|choice| choice.value)))
        .description(Some(
            "One of the values of `GET /application/deactivation-reasons`.",
        ))
        .into()
}

// Null or absent: none, as blank is.
fn note_schema() -> Schema {
    nullable(trimmed_text_schema(
        0,
        MAX_NOTE_CHARS,
        "A note for the reviewer (blank or null: none):",
    ))
}

fn review_note_schema() -> Schema {
    nullable(trimmed_text_schema(
        0,
        MAX_NOTE_CHARS,
        "Why, for the requester (blank or null: none):",
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeactivateRequest {
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = reason_schema)]
    pub reason: String,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = note_schema)]
    pub note: Option<String>,
}

/// A reviewer's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Decision {
    /// The application is deactivated.
    Approve,
    /// The application stays active; a new request may be made.
    Reject,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReviewRequest {
    pub decision: Decision,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = review_note_schema)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DeactivationState {
    Pending,
    Approved,
    Rejected,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DeactivationRequest {
    pub request_id: i64,
    /// The reference number, e.g. `MOSE1001`.
    pub application_id: String,
    /// A value of `GET /application/deactivation-reasons` (label it from that list).
    pub reason: String,
    pub note: Option<String>,
    /// User id of the employee asking.
    pub requested_by: String,
    /// Their name; absent when no longer an employee.
    pub requested_by_name: Option<String>,
    pub requested_at: DateTime<Utc>,
    pub state: DeactivationState,
    pub reviewed_by: Option<String>,
    pub reviewed_by_name: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub review_note: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeactivationRequestPage {
    /// Oldest first: the longest waiting on top.
    pub items: Vec<DeactivationRequest>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl TryFrom<proto::DeactivationRequest> for DeactivationRequest {
    type Error = GatewayError;

    fn try_from(message: proto::DeactivationRequest) -> Result<Self, GatewayError> {
        let country: Country = country_code(message.country).parse().map_err(|_| {
            GatewayError::Internal("core answered a deactivation request with no country".into())
        })?;
        let state = match message.state() {
            proto::DeactivationState::Pending => DeactivationState::Pending,
            proto::DeactivationState::Approved => DeactivationState::Approved,
            proto::DeactivationState::Rejected => DeactivationState::Rejected,
            proto::DeactivationState::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered a deactivation request with no state".into(),
                ));
            }
        };
        Ok(DeactivationRequest {
            request_id: message.request_id,
            application_id: MortgageReference::text(country, message.application_id),
            reason: message.reason,
            note: message.note,
            requested_by: message.requested_by,
            requested_by_name: None,
            requested_at: timestamp_or_epoch(message.requested_at),
            state,
            reviewed_by: message.reviewed_by,
            reviewed_by_name: None,
            reviewed_at: message.reviewed_at.map(|at| timestamp_or_epoch(Some(at))),
            review_note: message.review_note,
        })
    }
}

/// Fills in the requesters' and reviewers' names (each distinct id looked up once).
pub async fn name_people(state: &AppState, requests: &mut [&mut DeactivationRequest]) {
    let ids: HashSet<&str> = requests
        .iter()
        .flat_map(|request| {
            std::iter::once(request.requested_by.as_str()).chain(request.reviewed_by.as_deref())
        })
        .filter(|id| uuid::Uuid::parse_str(id).is_ok())
        .collect();
    let names: HashMap<String, String> = names_by_id(state, ids).await;
    for request in requests {
        request.requested_by_name = names.get(&request.requested_by).cloned();
        request.reviewed_by_name = request
            .reviewed_by
            .as_ref()
            .and_then(|id| names.get(id).cloned());
    }
}
