//! Checks of a customer through the providers: `POST /customer/id-check`, `/customer/credit-check`,
//! `/customer/pep-check`, `/customer/externally-verified-credits`; and `GET /customer/checks/{id}`,
//! the customer's checks newest first.

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::{
    Check as ProtoCheck, CheckKind as ProtoKind, CheckStatus as ProtoStatus, ListChecksRequest,
    RunCheckRequest,
};

use super::types::{CustomerIdRequest, PageQuery, customer_id_of};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CheckKind {
    Id,
    Credit,
    Pep,
    ExternallyVerifiedCredits,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CheckStatus {
    Completed,
    Failed,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Check {
    pub check_id: i64,
    pub customer_id: i64,
    pub kind: CheckKind,
    pub status: CheckStatus,
    /// id: `verified` or `mismatch`; credit: `approved`, `declined` or `manual_review`; pep:
    /// `clear` or `hit`; externally verified credits: `no_debt` or `debt_found`; `failed` when the
    /// provider did not answer.
    pub outcome: String,
    /// The provider's answer (score, risk class, hits, loans…).
    #[schema(value_type = Object)]
    pub result: serde_json::Value,
    /// Why the provider failed, when it did.
    pub error: Option<String>,
    /// User id of the employee who ran it.
    pub requested_by: String,
    /// That employee's name; absent when a service ran it or the employee is gone.
    pub requested_by_name: Option<String>,
    pub checked_at: DateTime<Utc>,
}

impl ActedBy for Check {
    fn actor_id(&self) -> &str {
        &self.requested_by
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.requested_by_name = name;
    }
}

fn internal(what: &str) -> GatewayError {
    GatewayError::Internal(format!("kdlt answered a check with {what}"))
}

impl TryFrom<ProtoCheck> for Check {
    type Error = GatewayError;

    fn try_from(check: ProtoCheck) -> Result<Self, GatewayError> {
        let kind = match ProtoKind::try_from(check.kind) {
            Ok(ProtoKind::Id) => CheckKind::Id,
            Ok(ProtoKind::Credit) => CheckKind::Credit,
            Ok(ProtoKind::Pep) => CheckKind::Pep,
            Ok(ProtoKind::ExternallyVerifiedCredits) => CheckKind::ExternallyVerifiedCredits,
            Ok(ProtoKind::Unspecified) | Err(_) => return Err(internal("an unknown kind")),
        };
        let status = match ProtoStatus::try_from(check.status) {
            Ok(ProtoStatus::Completed) => CheckStatus::Completed,
            Ok(ProtoStatus::Failed) => CheckStatus::Failed,
            Ok(ProtoStatus::Unspecified) | Err(_) => return Err(internal("an unknown status")),
        };
        Ok(Self {
            check_id: check.check_id.parse().map_err(|_| internal("a bad id"))?,
            customer_id: customer_id_of(&check.customer_id)?,
            kind,
            status,
            outcome: check.outcome,
            result: serde_json::from_str(&check.result_json)
                .map_err(|_| internal("a result that is not JSON"))?,
            error: check.error,
            requested_by: check.requested_by,
            requested_by_name: None,
            checked_at: timestamp_or_epoch(check.checked_at),
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CheckPage {
    /// Newest first.
    pub items: Vec<Check>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

async fn run(
    state: &AppState,
    user_id: String,
    body: CustomerIdRequest,
    kind: ProtoKind,
) -> Result<web::Json<Check>, GatewayError> {
    let request = RunCheckRequest {
        customer_id: body.customer_id.to_string(),
        kind: kind.into(),
        requested_by: user_id,
    };
    let check = state
        .clients
        .checks()
        .run_check(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let mut check = Check::try_from(check)?;
    name_actors(state, std::slice::from_mut(&mut check)).await;
    Ok(web::Json(check))
}

/// The answer when the provider failed.
const PROVIDER_FAILED: &str =
    "The provider did not answer; the failed check is stored and can be run again";

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The population register's answer on the customer's name and personal id", body = Check),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased or blocked", body = ErrorBody),
        (status = 503, description = PROVIDER_FAILED, body = ErrorBody),
    ),
)]
#[post("/customer/id-check")]
pub async fn id_check(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Check>, GatewayError> {
    run(
        &state,
        authorized.user.user_id,
        body.into_inner(),
        ProtoKind::Id,
    )
    .await
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The credit bureau's decision", body = Check),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased or blocked", body = ErrorBody),
        (status = 503, description = PROVIDER_FAILED, body = ErrorBody),
    ),
)]
#[post("/customer/credit-check")]
pub async fn credit_check(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Check>, GatewayError> {
    run(
        &state,
        authorized.user.user_id,
        body.into_inner(),
        ProtoKind::Credit,
    )
    .await
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The PEP and sanctions screening", body = Check),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased or blocked", body = ErrorBody),
        (status = 503, description = PROVIDER_FAILED, body = ErrorBody),
    ),
)]
#[post("/customer/pep-check")]
pub async fn pep_check(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Check>, GatewayError> {
    run(
        &state,
        authorized.user.user_id,
        body.into_inner(),
        ProtoKind::Pep,
    )
    .await
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The customer's debt in the Norwegian debt register", body = Check),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased, blocked, not Norwegian, or has not given the debt-register consent", body = ErrorBody),
        (status = 503, description = PROVIDER_FAILED, body = ErrorBody),
    ),
)]
#[post("/customer/externally-verified-credits")]
pub async fn externally_verified_credits(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Check>, GatewayError> {
    run(
        &state,
        authorized.user.user_id,
        body.into_inner(),
        ProtoKind::ExternallyVerifiedCredits,
    )
    .await
}

#[utoipa::path(
    tag = "customer",
    params(("id" = i64, Path, minimum = 1, description = "Customer id"), PageQuery),
    responses(
        (status = 200, body = CheckPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/checks/{id:[0-9]+}")]
pub async fn customer_checks(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<CheckPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListChecksRequest {
        customer_id: id.into_inner().to_string(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .checks()
        .list_checks(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let mut items = response
        .checks
        .into_iter()
        .map(Check::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(CheckPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
