//! `GET /schedule/{day}` and `GET /schedule/{day}/{product}/{country}`: who works a day (at a
//! desk), with their hours, by name, paged.

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::types::{ProductCode, ScheduleDay, SchedulePage};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::routes::application::types::CountryCode;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

async fn fetch(
    state: &AppState,
    request: proto::ListScheduleDayRequest,
    paging: Paging,
) -> Result<web::Json<SchedulePage>, GatewayError> {
    let response = state
        .clients
        .schedule()
        .list_schedule_day(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(SchedulePage {
        items: response.days.into_iter().map(ScheduleDay::from).collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[utoipa::path(
    tag = "schedule",
    params(
        ("day" = chrono::NaiveDate, Path, description = "A calendar date, YYYY-MM-DD"),
        PageQuery,
    ),
    responses(
        (status = 200, description = "The day's entries of every desk, by name (staff without one work 08:00–17:00 on weekdays)", body = SchedulePage),
        (status = 400, description = "Not a date (field `day`), or invalid paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/schedule/{day}")]
pub async fn schedule_of_day(
    _user: StaffUser,
    state: web::Data<AppState>,
    day: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<SchedulePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListScheduleDayRequest {
        day: day.into_inner(),
        product: String::new(),
        country: zrm_proto::common::v1::Country::Unspecified.into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    fetch(&state, request, paging).await
}

#[utoipa::path(
    tag = "schedule",
    params(
        ("day" = chrono::NaiveDate, Path, description = "A calendar date, YYYY-MM-DD"),
        ("product" = ProductCode, Path, description = "The desk's product code"),
        ("country" = CountryCode, Path, description = "`SE` or `NO`"),
        PageQuery,
    ),
    responses(
        (status = 200, description = "The day's entries at that desk, by name", body = SchedulePage),
        (status = 400, description = "Not a date (field `day`), an unknown product or country, or invalid paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/schedule/{day}/{product}/{country}")]
pub async fn schedule_of_desk(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<(String, ProductCode, CountryCode)>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<SchedulePage>, GatewayError> {
    let (day, product, country) = path.into_inner();
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListScheduleDayRequest {
        day,
        product: product.code().to_owned(),
        country: zrm_proto::common::v1::Country::from(country).into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    fetch(&state, request, paging).await
}
