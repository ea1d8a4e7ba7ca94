//! `POST /meeting/create`, `POST /meeting/update/{id}` and `DELETE /meeting/cancel/{id}`.

use actix_web::{HttpResponse, delete, post, web};
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::core::v1 as proto;

use super::types::{CreateMeetingRequest, Meeting, UpdateMeetingRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, user_id};
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::reference::MortgageReference;
use crate::state::AppState;

#[utoipa::path(
    tag = "meeting",
    request_body = CreateMeetingRequest,
    responses(
        (status = 201, body = Meeting),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, lead or handler", body = ErrorBody),
        (status = 409, description = "The handler has another meeting then (named), or is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/meeting/create")]
pub async fn create_meeting(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CreateMeetingRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    if let Some(id) = body.handler_id.as_deref() {
        user_id("handler_id", id)?;
    }
    let (application_id, country) = match (&body.application_id, body.lead_id) {
        (Some(reference), None) => {
            let reference = MortgageReference::parse("application_id", reference)?;
            (Some(reference.id), reference.country_message().into())
        }
        (None, Some(_)) => (None, 0),
        _ => {
            return Err(GatewayError::field(
                "application_id",
                "Give the application or the lead the meeting is about, one of them",
            ));
        }
    };
    let request = proto::CreateMeetingRequest {
        application_id,
        lead_id: body.lead_id,
        country,
        handler_id: body.handler_id.unwrap_or_default(),
        starts_at: Some(to_timestamp(body.start)),
        ends_at: Some(to_timestamp(body.end)),
        kind: proto::MeetingKind::from(body.kind).into(),
        note: body.note.unwrap_or_default(),
        created_by: user.user_id,
    };
    let meeting = state
        .clients
        .meetings()
        .create_meeting(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Meeting::try_from(meeting)?))
}

#[utoipa::path(
    tag = "meeting",
    params(("id" = i64, Path, minimum = 1, description = "Meeting id")),
    request_body = UpdateMeetingRequest,
    responses(
        (status = 200, body = Meeting),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such meeting or handler", body = ErrorBody),
        (status = 409, description = "The handler has another meeting then, or the meeting is cancelled", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/meeting/update/{id}")]
pub async fn update_meeting(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    body: JsonBody<UpdateMeetingRequest>,
) -> Result<web::Json<Meeting>, GatewayError> {
    let body = body.into_inner();
    let request = proto::UpdateMeetingRequest {
        meeting_id: id.into_inner(),
        handler_id: body.handler_id,
        starts_at: body.start.map(to_timestamp),
        ends_at: body.end.map(to_timestamp),
        kind: body
            .kind
            .map_or(0, |kind| proto::MeetingKind::from(kind).into()),
        note: body.note,
        updated_by: user.user_id,
    };
    let meeting = state
        .clients
        .meetings()
        .update_meeting(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Meeting::try_from(meeting)?))
}

#[utoipa::path(
    tag = "meeting",
    params(("id" = i64, Path, minimum = 1, description = "Meeting id")),
    responses(
        (status = 200, description = "Cancelled; its time is free again", body = Meeting),
        (status = 400, description = "An id out of range (field `id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Cancelled already", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[delete("/meeting/cancel/{id}")]
pub async fn cancel_meeting(
    user: StaffUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<web::Json<Meeting>, GatewayError> {
    let request = proto::CancelMeetingRequest {
        meeting_id: id.into_inner(),
        cancelled_by: user.user_id,
    };
    let meeting = state
        .clients
        .meetings()
        .cancel_meeting(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Meeting::try_from(meeting)?))
}
