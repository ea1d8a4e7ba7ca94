//! `POST /schedule`: the caller's working day at one of their desks (or a day off).

use actix_web::{post, web};
use zrm_proto::core::v1 as proto;

use super::types::{ScheduleDay, SetScheduleDayRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::types::CountryCode;
use crate::state::AppState;

/// Whether the user holds a coordinate of this product and country (`MOSE…`).
fn works_at(user: &StaffUser, product: &str, country: CountryCode) -> bool {
    let desk = format!("{product}{}", country.code());
    user.zoordinates.iter().any(|code| code.starts_with(&desk))
}

#[utoipa::path(
    tag = "schedule",
    request_body = SetScheduleDayRequest,
    responses(
        (status = 200, description = "Your day as saved (it replaces the one set before); meeting slots follow it", body = ScheduleDay),
        (status = 400, description = "Hours missing, on a day off, not in order or shorter than an hour; the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "You hold no coordinate of that product and country", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/schedule")]
pub async fn set_schedule_day(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<SetScheduleDayRequest>,
) -> Result<web::Json<ScheduleDay>, GatewayError> {
    let body = body.into_inner();
    if !works_at(&user, body.product.code(), body.country) {
        return Err(GatewayError::Forbidden(
            "You do not work at that desk (product and country)".to_owned(),
        ));
    }
    let request = proto::SetScheduleDayRequest {
        user_id: user.user_id,
        day: body.day.format("%Y-%m-%d").to_string(),
        product: body.product.code().to_owned(),
        country: zrm_proto::common::v1::Country::from(body.country).into(),
        working: body.working,
        starts: body.starts,
        ends: body.ends,
    };
    let saved = state
        .clients
        .schedule()
        .set_schedule_day(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(ScheduleDay::from(saved)))
}
