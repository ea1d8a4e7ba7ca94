//! The insurance service's small reads of spec 2 §7: `GET /insurance/api/health` (no auth: the
//! service answers), `GET /insurance/api/my-insurances/slim` (those I sold), `POST
//! /insurance/api/insurances-list-inactive` (not in force and not ended: waiting for the customer
//! or the bank, or without an active direct debit — the ones staff follow up) and `GET
//! /insurance/api/max-amount/{insurance_group}/{customer_id}` (the most a customer can be
//! insured for in a group, from the rule of the customer's country).

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::{country_code, page_request};
use zrm_proto::insurance::v1::{CatalogueRequest, ListInsurancesRequest, Substatus};
use zrm_proto::kdlt::v1::GetCustomerRequest;

use super::catalogue::rules;
use super::desk::page_of;
use super::types::{CountryCode, InsuranceGroup, InsurancePage};
use crate::auth::StaffUser;
use crate::clients::{INSURANCE, KDLT};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ServiceHealth {
    /// `ok`: the insurance service answered.
    pub status: String,
}

#[utoipa::path(
    tag = "insurance",
    responses(
        (status = 200, description = "The insurance service answers", body = ServiceHealth),
        (status = 503, description = "It does not", body = ErrorBody),
    ),
    security(()),
)]
#[get("/insurance/api/health")]
pub async fn insurance_health(
    state: web::Data<AppState>,
) -> Result<web::Json<ServiceHealth>, GatewayError> {
    // The cheapest call that reads the service's own database (its rules).
    state
        .clients
        .insurances()
        .get_catalogue(state.clients.insurance.request(CatalogueRequest {}))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(ServiceHealth {
        status: "ok".into(),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SlimPageQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

#[utoipa::path(
    tag = "insurance",
    params(SlimPageQuery),
    responses(
        (status = 200, description = "The insurances I sold, newest first, with the total", body = InsurancePage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/my-insurances/slim")]
pub async fn my_insurances_slim(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<SlimPageQuery>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListInsurancesRequest {
        page: Some(page_request(paging.page, paging.limit)),
        created_by: user.user_id,
        ..ListInsurancesRequest::default()
    };
    page_of(&state, request, paging).await
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InactiveListBody {
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(schema_with = crate::paging::page_schema)]
    pub page: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<i64>,
    pub country: Option<CountryCode>,
    pub insurance_group: Option<InsuranceGroup>,
}

/// Not in force and not ended.
const FOLLOW_UP: [Substatus; 3] = [
    Substatus::WaitingForCustomerAcceptance,
    Substatus::WaitingForBank,
    Substatus::InactiveMandate,
];

#[utoipa::path(
    tag = "insurance",
    request_body = InactiveListBody,
    responses(
        (status = 200, description = "Waiting for the customer or the bank, or without an active direct debit; newest first, with the total", body = InsurancePage),
        (status = 400, description = "Invalid paging or filter, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/insurances-list-inactive")]
pub async fn insurances_list_inactive(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<InactiveListBody>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let body = body.into_inner();
    // JSON numbers such as 2.0 are whole numbers too; paging then checks the range.
    let whole = |value: Option<i64>, field: &str| {
        value
            .map(|value| {
                u32::try_from(value).map_err(|_| GatewayError::field(field, "Must be 1 or more"))
            })
            .transpose()
    };
    let paging = paging::parse(whole(body.page, "page")?, whole(body.limit, "limit")?)?;
    let request = ListInsurancesRequest {
        page: Some(page_request(paging.page, paging.limit)),
        substatuses: FOLLOW_UP.into_iter().map(Into::into).collect(),
        group: body
            .insurance_group
            .map_or(0, |group| group.to_proto().into()),
        country: body.country.map_or(0, |country| country.to_proto().into()),
        ..ListInsurancesRequest::default()
    };
    page_of(&state, request, paging).await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MaxAmount {
    pub insurance_group: InsuranceGroup,
    /// The customer's country, whose rule applies.
    pub country: String,
    /// Whole kronor; 0: the group is not sold in the country.
    pub max_amount: i64,
    /// Whole kronor: the lowest amount and the step.
    pub min_amount: i64,
    pub amount_step: i64,
}

#[utoipa::path(
    tag = "insurance",
    params(
        ("insurance_group" = inline(InsuranceGroup), Path, description = "SAFETY_INSURANCE, ACCIDENT_INSURANCE or LIFE_INSURANCE"),
        ("customer_id" = i64, Path, minimum = 1),
    ),
    responses(
        (status = 200, body = MaxAmount),
        (status = 400, description = "Not an insurance group or a customer id (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, description = "No such customer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/max-amount/{insurance_group}/{customer_id}")]
pub async fn max_amount(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<(InsuranceGroup, i64)>,
) -> Result<web::Json<MaxAmount>, GatewayError> {
    let (group, customer_id) = path.into_inner();
    if customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be 1 or more"));
    }
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: customer_id.to_string(),
            requested_by: String::new(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    let country = zrm_proto::common::v1::Country::try_from(customer.country)
        .map_err(|_| GatewayError::Internal(format!("kdlt: country {}", customer.country)))?;
    let rule = rules(&state, country)
        .await?
        .into_iter()
        .find(|rule| rule.insurance_group == group);
    Ok(web::Json(MaxAmount {
        insurance_group: group,
        country: country_code(customer.country).into(),
        max_amount: rule.as_ref().map_or(0, |rule| rule.max_amount),
        min_amount: rule.as_ref().map_or(0, |rule| rule.min_amount),
        amount_step: rule.as_ref().map_or(0, |rule| rule.amount_step),
    }))
}
