//! REST bodies of the meeting routes and their conversions from and to core's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{KnownFormat, SchemaFormat};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::country::Country;
use zrm_platform::grpc::common::country_code;
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::error::GatewayError;
use crate::extract::trimmed_text_schema;
use crate::routes::application::reference::MortgageReference;
use crate::routes::application::types::CountryCode;
use crate::routes::customer::types::nullable;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MeetingKind {
    Phone,
    Video,
    Office,
}

impl From<MeetingKind> for proto::MeetingKind {
    fn from(kind: MeetingKind) -> Self {
        match kind {
            MeetingKind::Phone => proto::MeetingKind::Phone,
            MeetingKind::Video => proto::MeetingKind::Video,
            MeetingKind::Office => proto::MeetingKind::Office,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Meeting {
    pub meeting_id: i64,
    /// The application's reference number (e.g. `MOSE1001`), or null for a lead's meeting.
    pub application_id: Option<String>,
    pub lead_id: Option<i64>,
    /// `SE` or `NO`: the time zone it is shown in.
    pub country: String,
    pub handler_id: String,
    pub handler_name: String,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub kind: MeetingKind,
    pub note: Option<String>,
    pub created_by: String,
    pub cancelled: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MeetingList {
    /// By start.
    pub items: Vec<Meeting>,
}

impl TryFrom<proto::Meeting> for Meeting {
    type Error = GatewayError;

    fn try_from(meeting: proto::Meeting) -> Result<Self, GatewayError> {
        let internal =
            |what: &str| GatewayError::Internal(format!("core answered a meeting with {what}"));
        let country: Country = country_code(meeting.country)
            .parse()
            .map_err(|_| internal("no country"))?;
        let kind = match meeting.kind() {
            proto::MeetingKind::Phone => MeetingKind::Phone,
            proto::MeetingKind::Video => MeetingKind::Video,
            proto::MeetingKind::Office => MeetingKind::Office,
            proto::MeetingKind::Unspecified => return Err(internal("no kind")),
        };
        Ok(Meeting {
            meeting_id: meeting.meeting_id,
            application_id: meeting
                .application_id
                .map(|id| MortgageReference::text(country, id)),
            lead_id: meeting.lead_id,
            country: country.code().to_owned(),
            handler_id: meeting.handler_id,
            handler_name: meeting.handler_name,
            start: timestamp_or_epoch(meeting.starts_at),
            end: timestamp_or_epoch(meeting.ends_at),
            kind,
            note: meeting.note,
            created_by: meeting.created_by,
            cancelled: meeting.cancelled,
        })
    }
}

pub fn meeting_list(response: proto::ListMeetingsResponse) -> Result<MeetingList, GatewayError> {
    Ok(MeetingList {
        items: response
            .meetings
            .into_iter()
            .map(Meeting::try_from)
            .collect::<Result<_, _>>()?,
    })
}

fn note_schema() -> Schema {
    nullable(trimmed_text_schema(
        0,
        2000,
        "A note (blank or null: none):",
    ))
}

/// A meeting about an application (its reference number) or a lead: exactly one of the two.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateMeetingRequest {
    #[serde(default)]
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1)]
    pub lead_id: Option<i64>,
    /// The employee holding it; absent: the caller.
    #[serde(default)]
    #[schema(format = "uuid")]
    pub handler_id: Option<String>,
    /// UTC or with an offset; ends 15 minutes to 8 hours after it starts.
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub kind: MeetingKind,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = note_schema)]
    pub note: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateMeetingRequest {
    #[serde(default)]
    #[schema(format = "uuid")]
    pub handler_id: Option<String>,
    #[serde(default)]
    pub start: Option<DateTime<Utc>>,
    #[serde(default)]
    pub end: Option<DateTime<Utc>>,
    #[serde(default)]
    pub kind: Option<MeetingKind>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = note_schema)]
    pub note: Option<String>,
}

fn references_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
        )
        .max_items(Some(200))
        .description(Some("Reference numbers, e.g. `MOSE1001`."))
        .into()
}

fn lead_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .max_items(Some(200))
        .description(Some("Lead ids."))
        .into()
}

/// `POST /meeting/get`: the meetings of these applications and leads (at most 200 of each).
#[derive(Debug, Deserialize, ToSchema)]
pub struct MeetingsOfRequest {
    #[serde(default, deserialize_with = "crate::extract::texts")]
    #[schema(schema_with = references_schema)]
    pub application_ids: Vec<String>,
    #[serde(default, deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = lead_ids_schema)]
    pub lead_ids: Vec<i64>,
    /// Names are always included (accepted for the apps that send it).
    #[serde(default)]
    pub with_handler_name: bool,
}

/// `POST /meeting/mine`: the caller's meetings from `from` to `to` (at most 42 days).
#[derive(Debug, Deserialize, ToSchema)]
pub struct MeetingsBetweenRequest {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SlotQuery {
    /// The country whose working day (08:00–17:00 local time) is meant.
    #[param(inline)]
    pub country: CountryCode,
    /// The employee; absent: the caller.
    #[param(format = Uuid)]
    pub handler_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Slot {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SlotList {
    pub items: Vec<Slot>,
}
