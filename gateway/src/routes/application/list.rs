//! `POST /application/search2` (the Applications table with its filter bar) and
//! `GET /application/get/mine` (the caller's applications): newest first, one page, no total;
//! the applications of the working coordinate's country (`x-zoordinates`, else the first).

use actix_web::{get, post, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use super::types::{Application, ApplicationPage, SearchApplicationsRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::routes::customer::types::PageQuery;
use crate::routes::meeting::summaries;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(PageQuery),
    request_body = SearchApplicationsRequest,
    responses(
        (status = 200, body = ApplicationPage),
        (status = 400, description = "Invalid paging or filter, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/search2")]
pub async fn search_applications(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
    body: JsonBody<SearchApplicationsRequest>,
) -> Result<web::Json<ApplicationPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let body = body.into_inner();
    let request = proto::ListApplicationsRequest {
        page: Some(page_request(paging.page, paging.limit)),
        statuses: body
            .statuses
            .into_iter()
            .map(|status| proto::ApplicationStatus::from(status).into())
            .collect(),
        substatuses: body
            .substatuses
            .into_iter()
            .map(|substatus| proto::ApplicationSubstatus::from(substatus).into())
            .collect(),
        unassigned_only: body.unassigned_only,
        country: user.working_country(),
        assignee_id: body.mine.then_some(user.user_id),
    };
    fetch(&state, request, paging).await
}

#[utoipa::path(
    tag = "application",
    params(PageQuery),
    responses(
        (status = 200, body = ApplicationPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/get/mine")]
pub async fn my_applications(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<ApplicationPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListApplicationsRequest {
        page: Some(page_request(paging.page, paging.limit)),
        country: user.working_country(),
        assignee_id: Some(user.user_id),
        ..proto::ListApplicationsRequest::default()
    };
    fetch(&state, request, paging).await
}

/// The numbers of a page's applications (the meetings are asked for by number).
fn response_ids(items: &[Application]) -> Vec<i64> {
    items
        .iter()
        .filter_map(|application| {
            MortgageReference::parse("application_id", &application.application_id).ok()
        })
        .map(|reference| reference.id)
        .collect()
}

async fn fetch(
    state: &AppState,
    request: proto::ListApplicationsRequest,
    paging: Paging,
) -> Result<web::Json<ApplicationPage>, GatewayError> {
    let response = state
        .clients
        .applications()
        .list_applications(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let items = with_meetings(state, response.applications).await?;
    Ok(web::Json(ApplicationPage {
        items,
        page: paging.page,
        limit: paging.limit,
    }))
}

/// Core's applications as REST bodies with their next and latest meeting (one call for all).
pub async fn with_meetings(
    state: &AppState,
    applications: Vec<proto::Application>,
) -> Result<Vec<Application>, GatewayError> {
    let mut items: Vec<Application> = applications
        .into_iter()
        .map(Application::try_from)
        .collect::<Result<_, _>>()?;
    let ids = response_ids(&items);
    let mut meetings = summaries::of_applications(state, ids).await;
    for application in &mut items {
        if let Some(id) = MortgageReference::parse("application_id", &application.application_id)
            .ok()
            .map(|reference| reference.id)
            && let Some((next, latest)) = meetings.remove(&id)
        {
            application.next_meeting = next;
            application.latest_meeting_start = Some(latest);
        }
    }
    Ok(items)
}
