//! `GET /application/search/{text}`: the search drawer's Mortgages tab. kdlt reads the text (a
//! personal id or phone number exactly, other text the start of a first or last name, else a
//! part of one) and names the people; core
//! lists the applications they are on, newest first, one page with its total.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::core::v1::SearchApplicationsRequest;

use super::list::with_meetings;
use super::types::Application;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::employee::admin_types::{PagingQuery, page_of};
use crate::routes::lead::search::person_search_text_schema;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct ApplicationSearchPath {
    /// An applicant's personal id, phone number, or a part of their name.
    #[param(schema_with = person_search_text_schema)]
    pub text: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationSearchPage {
    pub items: Vec<Application>,
    pub page: u32,
    pub limit: u32,
    pub total: u64,
    /// The text named more than 200 people: only the applications of the newest 200 are here
    /// (a longer name part narrows it).
    pub more_people: bool,
}

#[utoipa::path(
    tag = "application",
    params(ApplicationSearchPath, PagingQuery),
    responses(
        (status = 200, description = "The applications of the people found, newest first", body = ApplicationSearchPage),
        (status = 400, description = "The text is shorter than 2 or longer than 100 characters (field `text`), or bad paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/search/{text}")]
pub async fn search_applications_by_person(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<ApplicationSearchPath>,
    query: QueryParams<PagingQuery>,
) -> Result<web::Json<ApplicationSearchPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = SearchApplicationsRequest {
        text: path.into_inner().text,
        page: page_of(paging.page, paging.limit),
    };
    let response = state
        .clients
        .applications()
        .search_applications(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let items = with_meetings(&state, response.applications).await?;
    Ok(web::Json(ApplicationSearchPage {
        items,
        page: paging.page,
        limit: paging.limit,
        total: response.total,
        more_people: response.more_people,
    }))
}
