//! REST bodies of the schedule routes, converted from core's messages.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_platform::grpc::common::country_code;
use zrm_proto::core::v1 as proto;

use crate::routes::application::types::CountryCode;

/// A desk's product: MO (mortgage) is the one with meetings today.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum ProductCode {
    #[serde(rename = "MO")]
    Mo,
}

impl ProductCode {
    pub fn code(self) -> &'static str {
        match self {
            ProductCode::Mo => "MO",
        }
    }
}

/// `POST /schedule`: the caller's day at a desk of theirs, with hours, or a day off.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SetScheduleDayRequest {
    pub day: chrono::NaiveDate,
    pub product: ProductCode,
    pub country: CountryCode,
    /// False: a day off (no hours; no meeting slots that day).
    pub working: bool,
    /// Local time of the country, on the hour or half hour; with `ends` when working.
    #[serde(default)]
    #[schema(pattern = "^([01][0-9]|2[0-3]):(00|30)$")]
    pub starts: Option<String>,
    /// At least an hour after `starts`.
    #[serde(default)]
    #[schema(pattern = "^([01][0-9]|2[0-3]):(00|30)$")]
    pub ends: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ScheduleDay {
    pub user_id: String,
    pub name: String,
    /// YYYY-MM-DD
    pub day: String,
    pub product: String,
    /// `SE` or `NO`.
    pub country: String,
    pub working: bool,
    /// HH:MM local time; null on a day off.
    pub starts: Option<String>,
    pub ends: Option<String>,
}

impl From<proto::ScheduleDay> for ScheduleDay {
    fn from(day: proto::ScheduleDay) -> Self {
        ScheduleDay {
            country: country_code(day.country).to_owned(),
            user_id: day.user_id,
            name: day.name,
            day: day.day,
            product: day.product,
            working: day.working,
            starts: day.starts,
            ends: day.ends,
        }
    }
}

/// One page of a day's working days, by name.
#[derive(Debug, Serialize, ToSchema)]
pub struct SchedulePage {
    pub items: Vec<ScheduleDay>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}
