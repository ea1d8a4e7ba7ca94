//! Winning back customers who cancelled (`/insurance/winbackable`, for ZakerInsuranceCreate):
//! `GET /insurance/api/winbackable` (cancelled within the last year, not answered yet, newest
//! cancellation first, with the latest feedback) and `POST /insurance/api/winback_feedback`
//! (what came of the call; an answer, yes or no, takes the insurance off the list).

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::insurance::v1::{self as proto, WinbackFeedbackRequest, WinbackableRequest};

use super::types::{CountryCode, Insurance, InsuranceGroup, insurance_id};
use crate::auth::{Authorized, InsuranceSales};
use crate::clients::INSURANCE;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

/// What came of a call to win the customer back.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum WinbackOutcome {
    /// The customer takes the insurance again (sell it anew); off the list.
    WonBack,
    /// Off the list.
    NotInterested,
    CallBackLater,
    NoAnswer,
}

impl WinbackOutcome {
    fn to_proto(self) -> proto::WinbackOutcome {
        match self {
            Self::WonBack => proto::WinbackOutcome::WonBack,
            Self::NotInterested => proto::WinbackOutcome::NotInterested,
            Self::CallBackLater => proto::WinbackOutcome::CallBackLater,
            Self::NoAnswer => proto::WinbackOutcome::NoAnswer,
        }
    }

    fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::WinbackOutcome::try_from(raw) {
            Ok(proto::WinbackOutcome::WonBack) => Ok(Self::WonBack),
            Ok(proto::WinbackOutcome::NotInterested) => Ok(Self::NotInterested),
            Ok(proto::WinbackOutcome::CallBackLater) => Ok(Self::CallBackLater),
            Ok(proto::WinbackOutcome::NoAnswer) => Ok(Self::NoAnswer),
            Ok(proto::WinbackOutcome::Unspecified) | Err(_) => Err(GatewayError::Internal(
                format!("insurance: winback outcome {raw}"),
            )),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WinbackFeedback {
    pub outcome: WinbackOutcome,
    pub comment: String,
    /// The employee who recorded it.
    pub recorded_by: String,
    pub recorded_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Winbackable {
    pub insurance: Insurance,
    /// The latest feedback; absent until the first call.
    pub feedback: Option<WinbackFeedback>,
}

impl TryFrom<proto::Winbackable> for Winbackable {
    type Error = GatewayError;

    fn try_from(item: proto::Winbackable) -> Result<Self, GatewayError> {
        let insurance = item.insurance.ok_or_else(|| {
            GatewayError::Internal("insurance: a winbackable without its insurance".into())
        })?;
        Ok(Self {
            insurance: Insurance::try_from(insurance)?,
            feedback: item
                .feedback
                .map(|feedback| {
                    Ok::<_, GatewayError>(WinbackFeedback {
                        outcome: WinbackOutcome::of_proto(feedback.outcome)?,
                        comment: feedback.comment,
                        recorded_by: feedback.recorded_by,
                        recorded_at: timestamp_or_epoch(feedback.recorded_at),
                    })
                })
                .transpose()?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WinbackablePage {
    pub items: Vec<Winbackable>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WinbackableQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    pub country: Option<CountryCode>,
    pub insurance_group: Option<InsuranceGroup>,
}

#[utoipa::path(
    tag = "insurance",
    params(WinbackableQuery),
    responses(
        (status = 200, description = "Cancelled within the last year and not answered yet, most recently cancelled first, with the total", body = WinbackablePage),
        (status = 400, description = "Invalid paging or filter, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not ZakerInsuranceCreate", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/winbackable")]
pub async fn winbackable(
    _seller: Authorized<InsuranceSales>,
    state: web::Data<AppState>,
    query: QueryParams<WinbackableQuery>,
) -> Result<web::Json<WinbackablePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let response = state
        .clients
        .insurances()
        .list_winbackable(
            state.clients.insurance.request(WinbackableRequest {
                page: Some(page_request(paging.page, paging.limit)),
                country: query.country.map_or(0, |country| country.to_proto().into()),
                group: query
                    .insurance_group
                    .map_or(0, |group| group.to_proto().into()),
            }),
        )
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(WinbackablePage {
        items: response
            .items
            .into_iter()
            .map(Winbackable::try_from)
            .collect::<Result<_, _>>()?,
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WinbackFeedbackBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub insurance_id: i64,
    pub outcome: WinbackOutcome,
    /// At most 500 characters; no NUL.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(max_length = 500, pattern = r"^[^\u0000]*$")]
    pub comment: Option<String>,
}

#[utoipa::path(
    tag = "insurance",
    request_body = WinbackFeedbackBody,
    responses(
        (status = 200, description = "Recorded and logged as WINBACK_FEEDBACK", body = Winbackable),
        (status = 400, description = "Not an insurance id, no outcome, or a comment over 500 characters (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not ZakerInsuranceCreate", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not a cancelled insurance, or cancelled because the customer died", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/winback_feedback")]
pub async fn winback_feedback(
    seller: Authorized<InsuranceSales>,
    state: web::Data<AppState>,
    body: JsonBody<WinbackFeedbackBody>,
) -> Result<web::Json<Winbackable>, GatewayError> {
    let body = body.into_inner();
    let comment = body.comment.unwrap_or_default();
    if comment.chars().count() > 500 {
        return Err(GatewayError::field(
            "comment",
            "Must be at most 500 characters",
        ));
    }
    let recorded = state
        .clients
        .insurances()
        .record_winback_feedback(state.clients.insurance.request(WinbackFeedbackRequest {
            insurance_id: insurance_id(body.insurance_id)?,
            outcome: body.outcome.to_proto().into(),
            comment,
            requested_by: seller.user.user_id,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Winbackable::try_from(recorded)?))
}
