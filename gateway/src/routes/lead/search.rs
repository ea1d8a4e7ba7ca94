//! `GET /lead/search/{text}`: the search drawer's Leads tab. A Swedish or Norwegian personal id
//! (any of its written forms) finds the leads of that applicant or co-applicant, a phone number
//! those of the customers holding it; other text a part of an applicant's name. Core answers
//! from its own indexes, newest first, paged.

use actix_web::{get, web};
use serde::Deserialize;
use utoipa::IntoParams;
use zrm_proto::core::v1::SearchLeadsRequest;

use super::list::lead_page;
use super::types::LeadPage;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{QueryParams, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::employee::admin_types::{PagingQuery, page_of};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct LeadSearchPath {
    /// A personal id, a phone number, or the start of a first or last name (else a part of one).
    #[param(schema_with = person_search_text_schema)]
    pub text: String,
}

/// The text of a search box that finds people (zrm_domain::PersonSearch reads it).
pub fn person_search_text_schema() -> utoipa::openapi::schema::Schema {
    trimmed_text_schema(
        2,
        100,
        "A personal id, a phone number, or the start of a first or last name (else a part of one):",
    )
}

#[utoipa::path(
    tag = "lead",
    params(LeadSearchPath, PagingQuery),
    responses(
        (status = 200, description = "The leads found, newest first", body = LeadPage),
        (status = 400, description = "The text is shorter than 2 or longer than 100 characters (field `text`), or bad paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/lead/search/{text}")]
pub async fn search_leads(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<LeadSearchPath>,
    query: QueryParams<PagingQuery>,
) -> Result<web::Json<LeadPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = SearchLeadsRequest {
        text: path.into_inner().text,
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .leads()
        .search_leads(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    lead_page(&state, response, paging).await
}
