//! REST bodies of the lead routes and their conversions from and to core's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{KnownFormat, SchemaFormat};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::MAX_REPROCESS_LEAD_IDS;
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::error::GatewayError;
use crate::extract::trimmed_text_schema;

/// An applicant as stored on a lead. A lead whose intake checks failed keeps what was submitted,
/// so none of the input rules of [`NewApplicant`] are promised here.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Applicant {
    /// Personal identity number; core normalises it (Swedish ones to `YYYYMMDDNNNN`).
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LeadData {
    pub applicant: Applicant,
    pub co_applicant: Option<Applicant>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CreateSource {
    /// e.g. `online_form`
    #[serde(rename = "type")]
    #[schema(rename = "type")]
    pub kind: String,
    /// Set when creating the lead from its source failed.
    pub error: Option<String>,
}

/// An applicant of `POST /lead/create`, with the rules core's intake checks apply.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct NewApplicant {
    /// Personal identity number valid for the lead's `country`: a Swedish personnummer with its
    /// check digit (`YYYYMMDD-NNNN`, `YYYYMMDDNNNN`, `YYMMDD-NNNN`…) or a Norwegian
    /// fødselsnummer with both control digits (`DDMMYYNNNNN`); no birth date after today.
    #[schema(format = "personal-id")]
    pub pni: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = first_name_schema)]
    pub first_name: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = last_name_schema)]
    pub last_name: String,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct NewLeadData {
    pub applicant: NewApplicant,
    #[serde(default)]
    pub co_applicant: Option<NewApplicant>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct NewCreateSource {
    #[serde(rename = "type", deserialize_with = "crate::extract::text")]
    #[schema(rename = "type", schema_with = create_source_type_schema)]
    pub kind: String,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = create_source_error_schema)]
    pub error: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Assignee {
    pub user_id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NextMeeting {
    pub handler_name: String,
    pub meeting_start: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Lead {
    pub lead_id: i64,
    pub created_at: DateTime<Utc>,
    /// e.g. `ONLINE_LEAD`
    pub source: String,
    pub create_source: CreateSource,
    pub data: LeadData,
    pub handled: bool,
    pub reprocessable: bool,
    /// `SE` or `NO`
    pub country: String,
    pub assignee: Option<Assignee>,
    /// In the lists: the next meeting (the first starting from now), if any.
    pub next_meeting: Option<NextMeeting>,
    /// In the lists: the start of the latest meeting (newest start); a lead not handled with a
    /// start in the past gets the table's warning icon.
    pub latest_meeting_start: Option<DateTime<Utc>>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateLeadRequest {
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = source_schema)]
    pub source: String,
    #[schema(schema_with = country_schema)]
    pub country: String,
    pub create_source: NewCreateSource,
    pub data: NewLeadData,
}

// The input rules of core's intake checks (`services/core/src/leads/intake.rs`): texts are
// trimmed, then 1 to 100 characters; a creation error at most 1000 (blank: none).
fn first_name_schema() -> Schema {
    trimmed_text_schema(1, 100, "First name:")
}

fn last_name_schema() -> Schema {
    trimmed_text_schema(1, 100, "Last name:")
}

fn source_schema() -> Schema {
    trimmed_text_schema(1, 100, "Where the lead comes from, e.g. `ONLINE_LEAD`:")
}

fn create_source_type_schema() -> Schema {
    trimmed_text_schema(1, 100, "e.g. `online_form`:")
}

fn create_source_error_schema() -> Schema {
    let mut schema = trimmed_text_schema(
        0,
        1000,
        "Set when creating the lead from its source failed (null or blank: no error):",
    );
    if let Schema::Object(object) = &mut schema {
        object.schema_type =
            utoipa::openapi::schema::SchemaType::from_iter([Type::String, Type::Null]);
    }
    schema
}

/// `SE` or `NO` (core also takes them in lower case).
fn country_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(["SE", "NO"]))
        .description(Some("`SE` or `NO`"))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AssignLeadRequest {
    /// User id of the employee to assign.
    #[schema(format = Uuid)]
    pub assignee_id: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReprocessSubmissionsRequest {
    /// 1 to 100 lead ids; a repeated id is reprocessed once.
    #[serde(deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = lead_ids_schema)]
    pub lead_ids: Vec<i64>,
}

/// What `zrm_domain::parse_reprocess_lead_ids` takes: 1 to 100 positive ids.
fn lead_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .min_items(Some(1))
        .max_items(Some(MAX_REPROCESS_LEAD_IDS))
        .description(Some(
            "1 to 100 positive lead ids; a repeated id is reprocessed once.",
        ))
        .into()
}

/// What reprocessing did to one lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReprocessStatus {
    /// The stored submission passed the intake checks; the creation error is cleared.
    Reprocessed,
    /// Handled or not reprocessable; nothing changed.
    Skipped,
    /// Unknown lead, or the checks failed (stored as the lead's creation error).
    Failed,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReprocessResult {
    pub lead_id: i64,
    pub status: ReprocessStatus,
    /// Why the lead was skipped or failed, e.g. `Lead not found`; null when reprocessed.
    pub error: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LeadPage {
    pub items: Vec<Lead>,
    /// How many match; a search by name stops counting at 1,000 (see `total_is_lower_bound`).
    pub total: u64,
    /// More than `total` match (a name search counts up to 1,000): narrow the search to see them
    /// all.
    pub total_is_lower_bound: bool,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LeadListQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// Include leads whose creation failed.
    #[serde(default)]
    pub include_failed: bool,
    /// Include handled leads.
    #[serde(default)]
    pub include_handled: bool,
    /// Only leads with no assignee.
    #[serde(default)]
    pub unassigned_only: bool,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyLeadListQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// Include handled leads.
    #[serde(default)]
    pub include_handled: bool,
}

impl From<proto::Applicant> for Applicant {
    fn from(applicant: proto::Applicant) -> Self {
        Self {
            pni: applicant.pni,
            first_name: applicant.first_name,
            last_name: applicant.last_name,
        }
    }
}

impl From<NewApplicant> for proto::Applicant {
    fn from(applicant: NewApplicant) -> Self {
        Self {
            pni: applicant.pni,
            first_name: applicant.first_name,
            last_name: applicant.last_name,
        }
    }
}

impl From<proto::CreateSource> for CreateSource {
    fn from(source: proto::CreateSource) -> Self {
        Self {
            kind: source.r#type,
            error: source.error,
        }
    }
}

impl From<NewCreateSource> for proto::CreateSource {
    fn from(source: NewCreateSource) -> Self {
        Self {
            r#type: source.kind,
            error: source.error,
        }
    }
}

impl From<NewLeadData> for proto::LeadData {
    fn from(data: NewLeadData) -> Self {
        Self {
            applicant: Some(data.applicant.into()),
            co_applicant: data.co_applicant.map(Into::into),
        }
    }
}

impl From<proto::Lead> for Lead {
    fn from(lead: proto::Lead) -> Self {
        let data = lead.data.unwrap_or_default();
        let assignee = lead.assignee_id.map(|user_id| Assignee {
            user_id,
            name: lead.assignee_name.unwrap_or_default(),
        });
        Self {
            lead_id: lead.lead_id,
            created_at: timestamp_or_epoch(lead.created_at),
            source: lead.source,
            create_source: lead.create_source.unwrap_or_default().into(),
            data: LeadData {
                applicant: data.applicant.unwrap_or_default().into(),
                co_applicant: data.co_applicant.map(Into::into),
            },
            handled: lead.handled,
            reprocessable: lead.reprocessable,
            country: country_code(lead.country).to_owned(),
            assignee,
            next_meeting: None,
            latest_meeting_start: None,
        }
    }
}

impl From<CreateLeadRequest> for proto::CreateLeadRequest {
    fn from(request: CreateLeadRequest) -> Self {
        Self {
            source: request.source,
            create_source: Some(request.create_source.into()),
            data: Some(request.data.into()),
            country: country_of_code(&request.country).into(),
        }
    }
}

impl TryFrom<proto::ReprocessResult> for ReprocessResult {
    type Error = GatewayError;

    fn try_from(result: proto::ReprocessResult) -> Result<Self, GatewayError> {
        let status = match proto::ReprocessStatus::try_from(result.status) {
            Ok(proto::ReprocessStatus::Reprocessed) => ReprocessStatus::Reprocessed,
            Ok(proto::ReprocessStatus::Skipped) => ReprocessStatus::Skipped,
            Ok(proto::ReprocessStatus::Failed) => ReprocessStatus::Failed,
            Ok(proto::ReprocessStatus::Unspecified) | Err(_) => {
                return Err(GatewayError::Internal(format!(
                    "core answered reprocess status {} for lead {}",
                    result.status, result.lead_id
                )));
            }
        };
        Ok(Self {
            lead_id: result.lead_id,
            status,
            error: result.error,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn lead_serialises_to_the_contract_shape() {
        let lead = Lead::from(proto::Lead {
            lead_id: 123,
            created_at: Some(prost_types::Timestamp {
                seconds: 1_700_000_000,
                nanos: 0,
            }),
            source: "ONLINE_LEAD".into(),
            create_source: Some(proto::CreateSource {
                r#type: "online_form".into(),
                error: None,
            }),
            data: Some(proto::LeadData {
                applicant: Some(proto::Applicant {
                    pni: "19811228-9874".into(),
                    first_name: "Anna".into(),
                    last_name: "Svensson".into(),
                }),
                co_applicant: None,
            }),
            handled: false,
            reprocessable: true,
            country: zrm_proto::common::v1::Country::Se.into(),
            assignee_id: Some("u-7".into()),
            assignee_name: Some("Erik Lind".into()),
        });
        let json = serde_json::to_value(&lead).unwrap();
        assert_eq!(json["lead_id"], 123);
        assert_eq!(json["create_source"]["type"], "online_form");
        assert!(json["create_source"]["error"].is_null());
        assert_eq!(json["data"]["applicant"]["pni"], "19811228-9874");
        assert!(json["data"]["co_applicant"].is_null());
        assert_eq!(json["assignee"]["name"], "Erik Lind");
        assert!(json["next_meeting"].is_null());
        assert_eq!(json["country"], "SE");
        assert_eq!(json["created_at"], "2023-11-14T22:13:20Z");
    }

    #[test]
    fn reprocess_results_serialise_to_the_contract_shape() {
        let result = ReprocessResult::try_from(proto::ReprocessResult {
            lead_id: 7,
            status: proto::ReprocessStatus::Failed.into(),
            error: Some("Lead not found".into()),
        })
        .unwrap();
        assert_eq!(
            serde_json::to_value(&result).unwrap(),
            serde_json::json!({"lead_id": 7, "status": "failed", "error": "Lead not found"})
        );
        let reprocessed = ReprocessResult::try_from(proto::ReprocessResult {
            lead_id: 8,
            status: proto::ReprocessStatus::Reprocessed.into(),
            error: None,
        })
        .unwrap();
        assert_eq!(
            serde_json::to_value(&reprocessed).unwrap(),
            serde_json::json!({"lead_id": 8, "status": "reprocessed", "error": null})
        );
        for status in [0, 42] {
            let unknown = ReprocessResult::try_from(proto::ReprocessResult {
                lead_id: 9,
                status,
                error: None,
            });
            assert!(matches!(unknown, Err(GatewayError::Internal(_))));
        }
    }

    #[test]
    fn unassigned_lead_has_null_assignee() {
        let json = serde_json::to_value(Lead::from(proto::Lead::default())).unwrap();
        assert!(json["assignee"].is_null());
    }
}
