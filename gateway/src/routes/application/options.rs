//! `GET /application/loan-types/{country}` and `GET /application/deactivation-reasons`: the
//! choices of a mortgage application, labelled by core in the language asked.

use actix_web::{get, web};
use zrm_proto::common::v1::Country as CountryMessage;
use zrm_proto::core::v1::{Choices, ChoicesRequest};

use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::routes::customer::options::{LabelledOption, LanguageQuery, OptionList, form_country};
use crate::state::AppState;

impl From<Choices> for OptionList {
    fn from(choices: Choices) -> Self {
        Self {
            items: choices
                .choices
                .into_iter()
                .map(|choice| LabelledOption {
                    value: choice.value,
                    label: choice.label,
                })
                .collect(),
        }
    }
}

fn choices_request(country: Option<CountryMessage>, query: LanguageQuery) -> ChoicesRequest {
    ChoicesRequest {
        country: country.map_or(0, Into::into),
        language: query.language.unwrap_or_default().code().to_owned(),
    }
}

#[utoipa::path(
    tag = "application",
    params(
        ("country" = String, Path, description = "`SE` or `NO`", pattern = "^(SE|NO)$"),
        LanguageQuery,
    ),
    responses(
        (status = 200, body = OptionList),
        (status = 400, description = "Another country (field `country`) or language", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/loan-types/{country}")]
pub async fn loan_types(
    _user: StaffUser,
    state: web::Data<AppState>,
    country: web::Path<String>,
    query: QueryParams<LanguageQuery>,
) -> Result<web::Json<OptionList>, GatewayError> {
    let request = choices_request(Some(form_country(&country)?), query.into_inner());
    let choices = state
        .clients
        .applications()
        .loan_types(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(choices.into()))
}

#[utoipa::path(
    tag = "application",
    params(LanguageQuery),
    responses(
        (status = 200, body = OptionList),
        (status = 400, description = "Another language (field `language`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/deactivation-reasons")]
pub async fn deactivation_reasons(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<LanguageQuery>,
) -> Result<web::Json<OptionList>, GatewayError> {
    let request = choices_request(None, query.into_inner());
    let choices = state
        .clients
        .applications()
        .deactivation_reasons(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(choices.into()))
}
