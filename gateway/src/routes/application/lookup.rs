//! Applications found another way than the table: `POST /application/gets` and `/v2/gets` (by
//! reference number, e.g. the ones a colleague sends), `POST /application/search` (the
//! applications a customer is on) and `GET /application/get/recent` (the caller's recently
//! opened ones).

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::list::with_meetings;
use super::reference::{MortgageReference, PATTERN};
use super::types::{Application, ApplicationPage};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::recent::MAX_RECENT;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

/// At most this many reference numbers in one request (core's bound).
const MAX_IDS: usize = 100;

fn references_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some(PATTERN)),
        )
        .min_items(Some(1))
        .max_items(Some(MAX_IDS))
        .description(Some("Reference numbers, e.g. `MOSE1001`; 1 to 100."))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ApplicationIdsRequest {
    #[serde(deserialize_with = "crate::extract::texts")]
    #[schema(schema_with = references_schema)]
    pub application_ids: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationList {
    pub items: Vec<Application>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationsFound {
    /// The applications that exist, in the order asked.
    pub items: Vec<Application>,
    /// The reference numbers asked for that name no application.
    pub missing: Vec<String>,
}

fn keys(ids: &[String]) -> Result<Vec<MortgageReference>, GatewayError> {
    if ids.is_empty() || ids.len() > MAX_IDS {
        return Err(GatewayError::field(
            "application_ids",
            format!("Give 1 to {MAX_IDS} reference numbers"),
        ));
    }
    ids.iter()
        .enumerate()
        .map(|(index, id)| MortgageReference::parse(&format!("application_ids[{index}]"), id))
        .collect()
}

async fn fetch(
    state: &AppState,
    references: &[MortgageReference],
) -> Result<Vec<Application>, GatewayError> {
    if references.is_empty() {
        return Ok(Vec::new());
    }
    let request = proto::GetApplicationsRequest {
        applications: references
            .iter()
            .map(|reference| proto::ApplicationKey {
                application_id: reference.id,
                country: reference.country_message().into(),
            })
            .collect(),
    };
    let response = state
        .clients
        .applications()
        .get_applications(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    with_meetings(state, response.applications).await
}

#[utoipa::path(
    tag = "application",
    request_body = ApplicationIdsRequest,
    responses(
        (status = 200, description = "The applications that exist, in the order asked", body = ApplicationList),
        (status = 400, description = "No, too many or a malformed reference number, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/gets")]
pub async fn get_applications(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ApplicationIdsRequest>,
) -> Result<web::Json<ApplicationList>, GatewayError> {
    let references = keys(&body.into_inner().application_ids)?;
    let items = fetch(&state, &references).await?;
    Ok(web::Json(ApplicationList { items }))
}

#[utoipa::path(
    tag = "application",
    request_body = ApplicationIdsRequest,
    responses(
        (status = 200, description = "The applications that exist, and the reference numbers that name none", body = ApplicationsFound),
        (status = 400, description = "No, too many or a malformed reference number, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/v2/gets")]
pub async fn get_applications_v2(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<ApplicationIdsRequest>,
) -> Result<web::Json<ApplicationsFound>, GatewayError> {
    let references = keys(&body.into_inner().application_ids)?;
    let items = fetch(&state, &references).await?;
    let mut missing: Vec<String> = Vec::new();
    for reference in &references {
        let text = MortgageReference::text(reference.country, reference.id);
        if !items.iter().any(|item| item.application_id == text) && !missing.contains(&text) {
            missing.push(text);
        }
    }
    Ok(web::Json(ApplicationsFound { items, missing }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CustomerApplicationsRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
}

#[utoipa::path(
    tag = "application",
    params(PageQuery),
    request_body = CustomerApplicationsRequest,
    responses(
        (status = 200, description = "The customer's applications (as any applicant), newest first", body = ApplicationPage),
        (status = 400, description = "Invalid paging or customer id, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/search")]
pub async fn customer_applications(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
    body: JsonBody<CustomerApplicationsRequest>,
) -> Result<web::Json<ApplicationPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let customer_id = body.into_inner().customer_id;
    if customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be a customer id"));
    }
    let request = proto::ListCustomerApplicationsRequest {
        customer_id,
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_customer_applications(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let items = with_meetings(&state, response.applications).await?;
    Ok(web::Json(ApplicationPage {
        items,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecentQuery {
    /// How many, most recent first (1 to 20, default 10).
    #[param(minimum = 1, maximum = 20)]
    pub limit: Option<u32>,
}

#[utoipa::path(
    tag = "application",
    params(RecentQuery),
    responses(
        (status = 200, description = "The applications the caller opened last, most recent first", body = ApplicationList),
        (status = 400, description = "A limit out of range (field `limit`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/get/recent")]
pub async fn recent_applications(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<RecentQuery>,
) -> Result<web::Json<ApplicationList>, GatewayError> {
    let limit = query.into_inner().limit.unwrap_or(10);
    if !(1..=MAX_RECENT).contains(&limit) {
        return Err(GatewayError::field(
            "limit",
            format!("Must be from 1 to {MAX_RECENT}"),
        ));
    }
    let references: Vec<MortgageReference> = state
        .recent
        .list(&user.user_id, limit)
        .await?
        .iter()
        .filter_map(|text| MortgageReference::parse("application_id", text).ok())
        .collect();
    let items = fetch(&state, &references).await?;
    Ok(web::Json(ApplicationList { items }))
}
