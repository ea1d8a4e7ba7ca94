//! Anti-money-laundering reviews of an application: `POST /application/aml/review` (a mortgage
//! admin who is not the application's assignee approves or rejects it; disbursement needs the
//! newest review APPROVED) and `GET /application/aml/reviews/{application_id}` (the reviews, newest first).

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::Schema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use crate::auth::{Authorized, MortgageAdmin, StaffUser};
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{QueryParams, read_json, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AmlOutcome {
    Approved,
    Rejected,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AmlReviewRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    pub outcome: AmlOutcome,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = note_schema)]
    pub note: String,
}

// Core's rule (services/core/src/applications/grpc/aml.rs): trimmed, 1 to 2000 characters.
fn note_schema() -> Schema {
    trimmed_text_schema(1, 2000, "What was checked and found:")
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AmlReview {
    pub review_id: i64,
    pub outcome: AmlOutcome,
    pub note: String,
    /// User id of the mortgage admin.
    pub reviewed_by: String,
    pub reviewed_by_name: Option<String>,
    pub reviewed_at: DateTime<Utc>,
}

impl ActedBy for AmlReview {
    fn actor_id(&self) -> &str {
        &self.reviewed_by
    }
    fn set_actor_name(&mut self, name: Option<String>) {
        self.reviewed_by_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AmlReviewPage {
    /// Newest first; the first decides whether the application may be disbursed.
    pub items: Vec<AmlReview>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl TryFrom<proto::AmlReview> for AmlReview {
    type Error = GatewayError;

    fn try_from(review: proto::AmlReview) -> Result<Self, GatewayError> {
        let outcome = match review.outcome() {
            proto::AmlOutcome::Approved => AmlOutcome::Approved,
            proto::AmlOutcome::Rejected => AmlOutcome::Rejected,
            proto::AmlOutcome::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered an AML review with no outcome".into(),
                ));
            }
        };
        Ok(AmlReview {
            review_id: review.review_id,
            outcome,
            note: review.note,
            reviewed_by: review.reviewed_by,
            reviewed_by_name: None,
            reviewed_at: timestamp_or_epoch(review.reviewed_at),
        })
    }
}

#[utoipa::path(
    tag = "application",
    request_body = AmlReviewRequest,
    responses(
        (status = 201, description = "Recorded; the newest review decides whether the application may be disbursed", body = AmlReview),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a mortgage admin, or the application's assignee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The application is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/aml/review")]
pub async fn review_aml(
    authorized: Authorized<MortgageAdmin>,
    state: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    // Read only once the role is known, so a caller without it learns nothing about the input.
    let body: AmlReviewRequest = read_json(&req, payload).await?;
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let request = proto::ReviewAmlRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        outcome: match body.outcome {
            AmlOutcome::Approved => proto::AmlOutcome::Approved,
            AmlOutcome::Rejected => proto::AmlOutcome::Rejected,
        }
        .into(),
        note: body.note,
        reviewed_by: authorized.user.user_id,
    };
    let recorded = state
        .clients
        .applications()
        .review_aml(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut review = AmlReview::try_from(recorded)?;
    name_actors(&state, std::slice::from_mut(&mut review)).await;
    Ok(HttpResponse::Created().json(review))
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PageQuery,
    ),
    responses(
        (status = 200, body = AmlReviewPage),
        (status = 400, description = "Not a reference number or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/aml/reviews/{application_id}")]
pub async fn list_aml_reviews(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<AmlReviewPage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListAmlReviewsRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_aml_reviews(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items = response
        .reviews
        .into_iter()
        .map(AmlReview::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(AmlReviewPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
