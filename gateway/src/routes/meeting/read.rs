//! `GET /meeting/get/{id}`, `POST /meeting/get` (of applications and leads), `POST /meeting/mine`
//! (the caller's, between two times), `POST /meeting/all` (everyone's, for mortgage admins) and `GET /meeting/available/{day}` (free slots).

use actix_web::{get, post, web};
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::core::v1 as proto;

use super::types::{
    Meeting, MeetingList, MeetingsBetweenRequest, MeetingsOfRequest, Slot, SlotList, SlotQuery,
    meeting_list,
};
use crate::auth::{Authorized, MortgageAdmin, StaffUser};
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, user_id};
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::reference::MortgageReference;
use crate::state::AppState;

#[utoipa::path(
    tag = "meeting",
    params(("id" = i64, Path, minimum = 1, description = "Meeting id")),
    responses(
        (status = 200, body = Meeting),
        (status = 400, description = "An id out of range (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/meeting/get/{id}")]
pub async fn get_meeting(
    _user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<Meeting>, GatewayError> {
    let request = proto::GetMeetingRequest {
        meeting_id: id.into_inner(),
    };
    let meeting = state
        .clients
        .meetings()
        .get_meeting(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Meeting::try_from(meeting)?))
}

#[utoipa::path(
    tag = "meeting",
    request_body = MeetingsOfRequest,
    responses(
        (status = 200, description = "Not cancelled, by start, with the handlers' names", body = MeetingList),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/meeting/get")]
pub async fn meetings_of(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<MeetingsOfRequest>,
) -> Result<web::Json<MeetingList>, GatewayError> {
    let body = body.into_inner();
    if body.application_ids.len() > 200 {
        return Err(GatewayError::field(
            "application_ids",
            "At most 200 at once",
        ));
    }
    if body.lead_ids.len() > 200 || body.lead_ids.iter().any(|id| *id < 1) {
        return Err(GatewayError::field(
            "lead_ids",
            "At most 200 lead ids, each a lead id",
        ));
    }
    // A meeting of an application names it with its country; the list asks by number.
    let application_ids = body
        .application_ids
        .iter()
        .map(|reference| MortgageReference::parse("application_ids", reference).map(|r| r.id))
        .collect::<Result<Vec<_>, _>>()?;
    let request = proto::ListMeetingsRequest {
        application_ids,
        lead_ids: body.lead_ids,
    };
    let response = state
        .clients
        .meetings()
        .list_meetings(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut list = meeting_list(response)?;
    // Numbers are per country: keep the ones whose reference was asked for.
    let asked: Vec<String> = body
        .application_ids
        .iter()
        .filter_map(|reference| MortgageReference::parse("application_ids", reference).ok())
        .map(|reference| MortgageReference::text(reference.country, reference.id))
        .collect();
    list.items.retain(|meeting| {
        meeting
            .application_id
            .as_ref()
            .is_none_or(|reference| asked.contains(reference))
    });
    Ok(web::Json(list))
}

#[utoipa::path(
    tag = "meeting",
    request_body = MeetingsBetweenRequest,
    responses(
        (status = 200, description = "The caller's meetings starting from `from` up to `to`, by start", body = MeetingList),
        (status = 400, description = "`to` not after `from`, or more than 42 days later (field `to`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/meeting/mine")]
pub async fn my_meetings(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<MeetingsBetweenRequest>,
) -> Result<web::Json<MeetingList>, GatewayError> {
    meetings_between(&state, user.user_id, body.into_inner()).await
}

#[utoipa::path(
    tag = "meeting",
    request_body = MeetingsBetweenRequest,
    responses(
        (status = 200, description = "Every handler's meetings starting from `from` up to `to`, by start (mortgage admins: the all-meetings calendar)", body = MeetingList),
        (status = 400, description = "`to` not after `from`, or more than 42 days later (field `to`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a mortgage admin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/meeting/all")]
pub async fn all_meetings(
    _authorized: Authorized<MortgageAdmin>,
    state: web::Data<AppState>,
    body: JsonBody<MeetingsBetweenRequest>,
) -> Result<web::Json<MeetingList>, GatewayError> {
    meetings_between(&state, String::new(), body.into_inner()).await
}

/// A handler's meetings (every handler's for an empty id) from `from` to `to`.
async fn meetings_between(
    state: &AppState,
    handler_id: String,
    body: MeetingsBetweenRequest,
) -> Result<web::Json<MeetingList>, GatewayError> {
    let request = proto::ListMeetingsBetweenRequest {
        handler_id,
        from: Some(to_timestamp(body.from)),
        to: Some(to_timestamp(body.to)),
    };
    let response = state
        .clients
        .meetings()
        .list_meetings_between(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(meeting_list(response)?))
}

#[utoipa::path(
    tag = "meeting",
    params(
        ("day" = chrono::NaiveDate, Path, description = "A calendar date, YYYY-MM-DD"),
        SlotQuery,
    ),
    responses(
        (status = 200, description = "Free one-hour slots inside the handler's hours of the schedule, else 08:00–17:00 local time on weekdays; none on a day off", body = SlotList),
        (status = 400, description = "Not a date (field `day`), another country or handler id", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/meeting/available/{day}")]
pub async fn available_slots(
    user: StaffUser,
    state: web::Data<AppState>,
    day: web::Path<String>,
    query: QueryParams<SlotQuery>,
) -> Result<web::Json<SlotList>, GatewayError> {
    let query = query.into_inner();
    if let Some(id) = query.handler_id.as_deref() {
        user_id("handler_id", id)?;
    }
    let request = proto::AvailableSlotsRequest {
        handler_id: query.handler_id.unwrap_or_default(),
        day: day.into_inner(),
        country: zrm_proto::common::v1::Country::from(query.country).into(),
        requested_by: user.user_id,
    };
    let response = state
        .clients
        .meetings()
        .available_slots(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(SlotList {
        items: response
            .slots
            .into_iter()
            .map(|slot| Slot {
                start: timestamp_or_epoch(slot.starts_at),
                end: timestamp_or_epoch(slot.ends_at),
            })
            .collect(),
    }))
}
