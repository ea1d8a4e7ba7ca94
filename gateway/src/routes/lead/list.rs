//! `GET /lead/list` and `GET /lead/list/mine`: newest first, paged by core, the leads of the
//! working coordinate's country (`x-zoordinates`, else the user's first coordinate).

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1::ListLeadsRequest;

use super::types::{Lead, LeadListQuery, LeadPage, MyLeadListQuery};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::routes::meeting::summaries;
use crate::state::AppState;

#[utoipa::path(
    tag = "lead",
    params(LeadListQuery),
    responses(
        (status = 200, body = LeadPage),
        (status = 400, description = "Invalid paging (field `page` or `limit`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/lead/list")]
pub async fn list_leads(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<LeadListQuery>,
) -> Result<web::Json<LeadPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListLeadsRequest {
        page: Some(page_request(paging.page, paging.limit)),
        include_failed: query.include_failed,
        include_handled: query.include_handled,
        unassigned_only: query.unassigned_only,
        assignee_id: None,
        country: user.working_country(),
    };
    fetch(&state, request, paging).await
}

#[utoipa::path(
    tag = "lead",
    params(MyLeadListQuery),
    responses(
        (status = 200, body = LeadPage),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/lead/list/mine")]
pub async fn list_my_leads(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<MyLeadListQuery>,
) -> Result<web::Json<LeadPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListLeadsRequest {
        page: Some(page_request(paging.page, paging.limit)),
        include_failed: false,
        include_handled: query.include_handled,
        unassigned_only: false,
        country: user.working_country(),
        assignee_id: Some(user.user_id),
    };
    fetch(&state, request, paging).await
}

async fn fetch(
    state: &AppState,
    request: ListLeadsRequest,
    paging: Paging,
) -> Result<web::Json<LeadPage>, GatewayError> {
    let response = state
        .clients
        .leads()
        .list_leads(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    lead_page(state, response, paging).await
}

/// A page of leads as the lists show them: each with its next and latest meeting.
pub(super) async fn lead_page(
    state: &AppState,
    response: zrm_proto::core::v1::ListLeadsResponse,
    paging: Paging,
) -> Result<web::Json<LeadPage>, GatewayError> {
    let mut items: Vec<Lead> = response.leads.into_iter().map(Lead::from).collect();
    let ids = items.iter().map(|lead| lead.lead_id).collect();
    let mut meetings = summaries::of_leads(state, ids).await;
    for lead in &mut items {
        if let Some((next, latest)) = meetings.remove(&lead.lead_id) {
            lead.next_meeting = next;
            lead.latest_meeting_start = Some(latest);
        }
    }
    let info = response.page.unwrap_or_default();
    Ok(web::Json(LeadPage {
        items,
        total: info.total,
        total_is_lower_bound: info.total_is_lower_bound,
        page: paging.page,
        limit: paging.limit,
    }))
}
