//! `GET /customer/employment-types/{country}` and `GET /customer/housing-types/{country}`: the
//! choices of an application form, labelled by kdlt in the language asked.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::country_of_code;
use zrm_proto::common::v1::Country as CountryMessage;
use zrm_proto::kdlt::v1::{Options, OptionsRequest};

use crate::auth::StaffUser;
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

/// The languages labels are given in.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LabelLanguage {
    #[default]
    En,
    Sv,
    Nb,
}

impl LabelLanguage {
    pub fn code(self) -> &'static str {
        match self {
            LabelLanguage::En => "en",
            LabelLanguage::Sv => "sv",
            LabelLanguage::Nb => "nb",
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LanguageQuery {
    /// The labels' language: `en` (default), `sv` or `nb`.
    #[param(inline)]
    pub language: Option<LabelLanguage>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LabelledOption {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OptionList {
    pub items: Vec<LabelledOption>,
}

impl From<Options> for OptionList {
    fn from(options: Options) -> Self {
        Self {
            items: options
                .options
                .into_iter()
                .map(|option| LabelledOption {
                    value: option.value,
                    label: option.label,
                })
                .collect(),
        }
    }
}

/// The country of a form list's path (`SE` or `NO`, the field named otherwise).
pub fn form_country(country: &str) -> Result<CountryMessage, GatewayError> {
    if !matches!(country, "SE" | "NO") {
        return Err(GatewayError::field("country", "Must be SE or NO"));
    }
    Ok(country_of_code(country))
}

fn options_request(country: &str, query: LanguageQuery) -> Result<OptionsRequest, GatewayError> {
    Ok(OptionsRequest {
        country: form_country(country)?.into(),
        language: query.language.unwrap_or_default().code().to_owned(),
    })
}

#[utoipa::path(
    tag = "customer",
    params(
        ("country" = String, Path, description = "`SE` or `NO`", pattern = "^(SE|NO)$"),
        LanguageQuery,
    ),
    responses(
        (status = 200, body = OptionList),
        (status = 400, description = "Another country (field `country`) or language", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/employment-types/{country}")]
pub async fn employment_types(
    _user: StaffUser,
    state: web::Data<AppState>,
    country: web::Path<String>,
    query: QueryParams<LanguageQuery>,
) -> Result<web::Json<OptionList>, GatewayError> {
    let request = options_request(&country, query.into_inner())?;
    let options = state
        .clients
        .customers()
        .employment_types(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(options.into()))
}

#[utoipa::path(
    tag = "customer",
    params(
        ("country" = String, Path, description = "`SE` or `NO`", pattern = "^(SE|NO)$"),
        LanguageQuery,
    ),
    responses(
        (status = 200, body = OptionList),
        (status = 400, description = "Another country (field `country`) or language", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/housing-types/{country}")]
pub async fn housing_types(
    _user: StaffUser,
    state: web::Data<AppState>,
    country: web::Path<String>,
    query: QueryParams<LanguageQuery>,
) -> Result<web::Json<OptionList>, GatewayError> {
    let request = options_request(&country, query.into_inner())?;
    let options = state
        .clients
        .customers()
        .housing_types(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(options.into()))
}
