//! `GET /mortgage/taxes/{country}` (the income-tax rules the calculations use) and
//! `POST /mortgage/tax-calculation` (the tax on a yearly salary, line by line).

use actix_web::{get, post, web};
use zrm_proto::core::v1 as proto;

use super::types::{TaxCalculation, TaxCalculationRequest, TaxRules};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::types::CountryCode;
use crate::state::AppState;

#[utoipa::path(
    tag = "mortgage",
    params(("country" = String, Path, description = "`SE` or `NO`", pattern = "^(SE|NO)$")),
    responses(
        (status = 200, body = TaxRules),
        (status = 400, description = "Another country (field `country`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/mortgage/taxes/{country}")]
pub async fn tax_rules(
    _user: StaffUser,
    state: web::Data<AppState>,
    country: web::Path<CountryCode>,
) -> Result<web::Json<TaxRules>, GatewayError> {
    let country = country.into_inner();
    let request = proto::TaxRulesRequest {
        country: zrm_proto::common::v1::Country::from(country).into(),
    };
    let rules = state
        .clients
        .calculations()
        .get_tax_rules(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(TaxRules::from_message(country, rules)))
}

#[utoipa::path(
    tag = "mortgage",
    request_body = TaxCalculationRequest,
    responses(
        (status = 200, body = TaxCalculation),
        (status = 400, description = "Another country or an income out of range, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/mortgage/tax-calculation")]
pub async fn calculate_tax(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<TaxCalculationRequest>,
) -> Result<web::Json<TaxCalculation>, GatewayError> {
    let body = body.into_inner();
    let request = proto::CalculateTaxRequest {
        country: zrm_proto::common::v1::Country::from(body.country).into(),
        yearly_income: body.yearly_income,
    };
    let calculation = state
        .clients
        .calculations()
        .calculate_tax(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(TaxCalculation::from_message(
        body.country,
        calculation,
    )))
}
