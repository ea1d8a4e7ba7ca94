//! `GET` and `PUT /mortgage/kalp/settings/{country}`: the household-budget settings of a country.
//! Everyone at the desk reads them (the budget shows what it used); a mortgage admin changes them.

use actix_web::{get, put, web};
use zrm_proto::core::v1 as proto;

use super::types::{KalpSettings, UpdateKalpSettingsRequest};
use crate::auth::{Authorized, MortgageAdmin, StaffUser};
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
        (status = 200, body = KalpSettings),
        (status = 400, description = "Another country (field `country`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/mortgage/kalp/settings/{country}")]
pub async fn kalp_settings(
    _user: StaffUser,
    state: web::Data<AppState>,
    country: web::Path<CountryCode>,
) -> Result<web::Json<KalpSettings>, GatewayError> {
    let country = country.into_inner();
    let request = proto::KalpSettingsRequest {
        country: zrm_proto::common::v1::Country::from(country).into(),
    };
    let settings = state
        .clients
        .calculations()
        .get_kalp_settings(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(KalpSettings::from_message(country, settings)))
}

#[utoipa::path(
    tag = "mortgage",
    params(("country" = String, Path, description = "`SE` or `NO`", pattern = "^(SE|NO)$")),
    request_body = UpdateKalpSettingsRequest,
    responses(
        (status = 200, description = "The settings as changed", body = KalpSettings),
        (status = 400, description = "Another country or a figure out of range, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a mortgage admin", body = ErrorBody),
        (status = 409, description = "Changed by someone else since the version sent", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[put("/mortgage/kalp/settings/{country}")]
pub async fn update_kalp_settings(
    authorized: Authorized<MortgageAdmin>,
    state: web::Data<AppState>,
    country: web::Path<CountryCode>,
    body: JsonBody<UpdateKalpSettingsRequest>,
) -> Result<web::Json<KalpSettings>, GatewayError> {
    let country = country.into_inner();
    let body = body.into_inner();
    let version = i32::try_from(body.version)
        .ok()
        .filter(|version| *version >= 1)
        .ok_or_else(|| GatewayError::field("version", "Must be the version you read"))?;
    let rate = |field: &'static str, value: i64, max: i64| {
        i32::try_from(value)
            .ok()
            .filter(|value| (0..=max).contains(&i64::from(*value)))
            .ok_or_else(|| GatewayError::field(field, format!("Must be from 0 to {max}")))
    };
    let request = proto::UpdateKalpSettingsRequest {
        settings: Some(proto::KalpSettings {
            country: zrm_proto::common::v1::Country::from(country).into(),
            version,
            living_cost_first_adult: body.living_cost_first_adult,
            living_cost_other_adult: body.living_cost_other_adult,
            living_cost_child: body.living_cost_child,
            operating_cost_apartment: body.operating_cost_apartment,
            operating_cost_house: body.operating_cost_house,
            stress_interest_rate_bp: rate(
                "stress_interest_rate_bp",
                body.stress_interest_rate_bp,
                3_000,
            )?,
            amortization_rate_bp: rate("amortization_rate_bp", body.amortization_rate_bp, 1_000)?,
            updated_at: None,
            updated_by: String::new(),
        }),
        updated_by: authorized.user.user_id,
    };
    let settings = state
        .clients
        .calculations()
        .update_kalp_settings(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(KalpSettings::from_message(country, settings)))
}
