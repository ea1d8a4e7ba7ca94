//! `GET /insurance/api/insurance-statuses`, `/insurance-types`, `/cancel-insurance-causes` and
//! `/rules?country=`: what the insurance screens fill their choices from.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use zrm_proto::insurance::v1::{CatalogueRequest, RulesRequest};

use super::types::{
    ChosenCancelCause, CountryQuery, InsuranceGroup, InsuranceRule, InsuranceStatus,
    InsuranceSubstatus, rules_of,
};
use crate::auth::StaffUser;
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceStatuses {
    pub statuses: Vec<InsuranceStatus>,
    pub substatuses: Vec<InsuranceSubstatus>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceTypes {
    pub insurance_groups: Vec<InsuranceGroup>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CancelCauses {
    /// The causes staff may choose (the service sets `MISSING_PAYMENTS` itself).
    pub causes: Vec<ChosenCancelCause>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceRules {
    pub rules: Vec<InsuranceRule>,
}

async fn catalogue(state: &AppState) -> Result<zrm_proto::insurance::v1::Catalogue, GatewayError> {
    state
        .clients
        .insurances()
        .get_catalogue(state.clients.insurance.request(CatalogueRequest {}))
        .await
        .or_gateway_error(INSURANCE)
}

#[utoipa::path(
    tag = "insurance",
    responses(
        (status = 200, body = InsuranceStatuses),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance-statuses")]
pub async fn insurance_statuses(
    _user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<InsuranceStatuses>, GatewayError> {
    let catalogue = catalogue(&state).await?;
    Ok(web::Json(InsuranceStatuses {
        statuses: catalogue
            .statuses
            .into_iter()
            .map(InsuranceStatus::of_proto)
            .collect::<Result<_, _>>()?,
        substatuses: catalogue
            .substatuses
            .into_iter()
            .map(InsuranceSubstatus::of_proto)
            .collect::<Result<_, _>>()?,
    }))
}

#[utoipa::path(
    tag = "insurance",
    responses(
        (status = 200, body = InsuranceTypes),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance-types")]
pub async fn insurance_types(
    _user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<InsuranceTypes>, GatewayError> {
    let catalogue = catalogue(&state).await?;
    Ok(web::Json(InsuranceTypes {
        insurance_groups: catalogue
            .groups
            .into_iter()
            .map(InsuranceGroup::of_proto)
            .collect::<Result<_, _>>()?,
    }))
}

#[utoipa::path(
    tag = "insurance",
    responses(
        (status = 200, body = CancelCauses),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/cancel-insurance-causes")]
pub async fn cancel_insurance_causes(
    _user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<CancelCauses>, GatewayError> {
    let catalogue = catalogue(&state).await?;
    Ok(web::Json(CancelCauses {
        causes: catalogue
            .cancel_causes
            .into_iter()
            .filter_map(ChosenCancelCause::of_proto)
            .collect(),
    }))
}

#[utoipa::path(
    tag = "insurance",
    params(CountryQuery),
    responses(
        (status = 200, description = "One rule per group sold in the country", body = InsuranceRules),
        (status = 400, description = "No or another country (field `country`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/rules")]
pub async fn insurance_rules(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<CountryQuery>,
) -> Result<web::Json<InsuranceRules>, GatewayError> {
    let country = query.into_inner().country.to_proto();
    Ok(web::Json(InsuranceRules {
        rules: rules(&state, country).await?,
    }))
}

pub async fn rules(
    state: &AppState,
    country: zrm_proto::common::v1::Country,
) -> Result<Vec<InsuranceRule>, GatewayError> {
    let response = state
        .clients
        .insurances()
        .list_rules(state.clients.insurance.request(RulesRequest {
            country: country.into(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    rules_of(response.rules)
}
