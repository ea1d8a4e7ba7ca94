//! `POST /application/comment/{application_id}` (write one) and `GET` of the same path (the
//! comments, newest first, with who wrote them by name).

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::Schema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CommentRequest {
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = comment_schema)]
    pub comment: String,
}

// Core's rule (services/core/src/applications/comments.rs): trimmed, 1 to 2000 characters.
fn comment_schema() -> Schema {
    trimmed_text_schema(1, 2000, "The comment:")
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationComment {
    pub comment_id: i64,
    /// User id of the employee who wrote it.
    pub author: String,
    /// Their name; absent when no longer an employee.
    pub author_name: Option<String>,
    pub comment: String,
    pub created_at: DateTime<Utc>,
}

impl From<proto::ApplicationComment> for ApplicationComment {
    fn from(comment: proto::ApplicationComment) -> Self {
        ApplicationComment {
            comment_id: comment.comment_id,
            author: comment.author,
            author_name: None,
            comment: comment.text,
            created_at: timestamp_or_epoch(comment.created_at),
        }
    }
}

impl ActedBy for ApplicationComment {
    fn actor_id(&self) -> &str {
        &self.author
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.author_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationCommentPage {
    /// Newest first.
    pub items: Vec<ApplicationComment>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = CommentRequest,
    responses(
        (status = 201, description = "Written; also in the application's history", body = ApplicationComment),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/comment/{application_id}")]
pub async fn add_comment(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<CommentRequest>,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let request = proto::AddCommentRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        author: user.user_id,
        text: body.into_inner().comment,
    };
    let added = state
        .clients
        .applications()
        .add_comment(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut comment = ApplicationComment::from(added);
    name_actors(&state, std::slice::from_mut(&mut comment)).await;
    Ok(HttpResponse::Created().json(comment))
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PageQuery,
    ),
    responses(
        (status = 200, body = ApplicationCommentPage),
        (status = 400, description = "Not a reference number or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/comment/{application_id}")]
pub async fn list_comments(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<ApplicationCommentPage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListCommentsRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_comments(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items: Vec<ApplicationComment> = response
        .comments
        .into_iter()
        .map(ApplicationComment::from)
        .collect();
    name_actors(&state, &mut items).await;
    Ok(web::Json(ApplicationCommentPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
