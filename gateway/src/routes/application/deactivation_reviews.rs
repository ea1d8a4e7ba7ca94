//! The review inbox of four-eyes deactivation, for mortgage admins:
//! `POST /application/deactivation_reviews/mortgage` (the requests waiting, oldest first) and
//! `POST /application/deactivation_reviews/mortgage/{request_id}` (approve or reject one; never
//! one's own request).

use actix_web::{HttpRequest, post, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::deactivation_types::{
    DeactivationRequest, DeactivationRequestPage, Decision, ReviewRequest, name_people,
};
use crate::auth::{Authorized, MortgageAdmin};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{QueryParams, read_json};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(PageQuery),
    responses(
        (status = 200, body = DeactivationRequestPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a mortgage admin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/deactivation_reviews/mortgage")]
pub async fn pending_reviews(
    _authorized: Authorized<MortgageAdmin>,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<DeactivationRequestPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListDeactivationRequestsRequest {
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_deactivation_requests(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items = response
        .requests
        .into_iter()
        .map(DeactivationRequest::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_people(&state, &mut items.iter_mut().collect::<Vec<_>>()).await;
    Ok(web::Json(DeactivationRequestPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}

#[utoipa::path(
    tag = "application",
    params(("request_id" = i64, Path, minimum = 1, description = "Deactivation request id")),
    request_body = ReviewRequest,
    responses(
        (status = 200, description = "Decided; approved, the application is deactivated", body = DeactivationRequest),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a mortgage admin, or the request is the caller's own", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Reviewed already", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/deactivation_reviews/mortgage/{request_id}")]
pub async fn review_deactivation(
    authorized: Authorized<MortgageAdmin>,
    state: web::Data<AppState>,
    request_id: web::Path<i64>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<web::Json<DeactivationRequest>, GatewayError> {
    // Read only once the role is known, so a caller without it learns nothing about the input.
    let body: ReviewRequest = read_json(&req, payload).await?;
    let request = proto::ReviewDeactivationRequest {
        request_id: request_id.into_inner(),
        approve: body.decision == Decision::Approve,
        note: body.note.unwrap_or_default(),
        reviewed_by: authorized.user.user_id,
    };
    let reviewed = state
        .clients
        .applications()
        .review_deactivation(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut reviewed = DeactivationRequest::try_from(reviewed)?;
    name_people(&state, &mut [&mut reviewed]).await;
    Ok(web::Json(reviewed))
}
