//! The bank catalogue (core's `BankService`): `GET /bank/all`, `GET /bank/all_integrations`,
//! `POST /bank/get` and `POST /bank/get_integrations`.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::country::Country;
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::core::v1 as proto;

use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::types::CountryCode;
use crate::state::AppState;

/// A bank of the catalogue (`Bank` is a bank partner's country and product).
#[derive(Debug, Serialize, ToSchema)]
pub struct BankDetails {
    pub bank_id: i32,
    /// Short stable code, e.g. `SBAB`.
    pub code: String,
    pub name: String,
    /// `SE` or `NO`.
    pub country: String,
}

/// How a bank takes applications: `API`, `EMAIL` (to `contact`) or `MANUAL` (by phone; the
/// advisor records the answer).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum IntegrationKind {
    Api,
    Email,
    Manual,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankIntegration {
    pub bank_id: i32,
    pub bank_name: String,
    pub country: String,
    /// The product code of the coordinates, e.g. `MO` (mortgage).
    pub product: String,
    pub kind: IntegrationKind,
    pub contact: Option<String>,
    /// Inactive: applications are not sent to the bank now.
    pub active: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankList {
    /// By name.
    pub items: Vec<BankDetails>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankIntegrationList {
    pub items: Vec<BankIntegration>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CountryQuery {
    /// `SE` or `NO`; absent: every country.
    #[param(inline)]
    pub country: Option<CountryCode>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BankQuery {
    /// `SE` or `NO`; absent: every country.
    #[param(inline)]
    pub country: Option<CountryCode>,
    /// A product code, e.g. `MO`; absent: every product.
    #[param(pattern = "^[A-Z]{2}$")]
    pub product: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BankIdRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: i64,
}

impl BankIdRequest {
    fn bank_id(&self) -> Result<i32, GatewayError> {
        i32::try_from(self.bank_id)
            .ok()
            .filter(|id| *id >= 1)
            .ok_or_else(|| GatewayError::field("bank_id", "Must be a bank id"))
    }
}

fn country_message(country: Option<CountryCode>) -> i32 {
    match country {
        Some(CountryCode::Se) => country_of_code("SE").into(),
        Some(CountryCode::No) => country_of_code("NO").into(),
        None => 0,
    }
}

fn country_text(value: i32) -> Result<String, GatewayError> {
    let country: Country = country_code(value)
        .parse()
        .map_err(|_| GatewayError::Internal("core answered a bank with no country".into()))?;
    Ok(country.code().to_owned())
}

impl TryFrom<proto::BankRecord> for BankDetails {
    type Error = GatewayError;

    fn try_from(bank: proto::BankRecord) -> Result<Self, GatewayError> {
        Ok(BankDetails {
            country: country_text(bank.country)?,
            bank_id: bank.bank_id,
            code: bank.code,
            name: bank.name,
        })
    }
}

impl TryFrom<proto::BankIntegration> for BankIntegration {
    type Error = GatewayError;

    fn try_from(integration: proto::BankIntegration) -> Result<Self, GatewayError> {
        let kind = match integration.kind() {
            proto::IntegrationKind::Api => IntegrationKind::Api,
            proto::IntegrationKind::Email => IntegrationKind::Email,
            proto::IntegrationKind::Manual => IntegrationKind::Manual,
            proto::IntegrationKind::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered an integration with no kind".into(),
                ));
            }
        };
        Ok(BankIntegration {
            country: country_text(integration.country)?,
            bank_id: integration.bank_id,
            bank_name: integration.bank_name,
            product: integration.product,
            kind,
            contact: integration.contact,
            active: integration.active,
        })
    }
}

fn integration_list(
    response: proto::ListBankIntegrationsResponse,
) -> Result<web::Json<BankIntegrationList>, GatewayError> {
    Ok(web::Json(BankIntegrationList {
        items: response
            .integrations
            .into_iter()
            .map(BankIntegration::try_from)
            .collect::<Result<_, _>>()?,
    }))
}

#[utoipa::path(
    tag = "bank",
    params(CountryQuery),
    responses(
        (status = 200, body = BankList),
        (status = 400, description = "Another country (field `country`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/bank/all")]
pub async fn all_banks(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<CountryQuery>,
) -> Result<web::Json<BankList>, GatewayError> {
    let request = proto::ListBanksRequest {
        country: country_message(query.into_inner().country),
    };
    let response = state
        .clients
        .banks()
        .list_banks(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(BankList {
        items: response
            .banks
            .into_iter()
            .map(BankDetails::try_from)
            .collect::<Result<_, _>>()?,
    }))
}

#[utoipa::path(
    tag = "bank",
    params(BankQuery),
    responses(
        (status = 200, body = BankIntegrationList),
        (status = 400, description = "Another country or product, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/bank/all_integrations")]
pub async fn all_integrations(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<BankQuery>,
) -> Result<web::Json<BankIntegrationList>, GatewayError> {
    let query = query.into_inner();
    // Absent: every product; given, a product code (an empty one is not).
    let product = query.product;
    if product
        .as_deref()
        .is_some_and(|code| !(code.len() == 2 && code.chars().all(|c| c.is_ascii_uppercase())))
    {
        return Err(GatewayError::field(
            "product",
            "Must be a product code, e.g. MO",
        ));
    }
    let request = proto::ListBankIntegrationsRequest {
        bank_id: None,
        country: country_message(query.country),
        product: product.unwrap_or_default(),
    };
    let response = state
        .clients
        .banks()
        .list_bank_integrations(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    integration_list(response)
}

#[utoipa::path(
    tag = "bank",
    request_body = BankIdRequest,
    responses(
        (status = 200, body = BankDetails),
        (status = 400, description = "Not a bank id (field `bank_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/get")]
pub async fn get_bank(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<BankIdRequest>,
) -> Result<web::Json<BankDetails>, GatewayError> {
    let request = proto::GetBankRequest {
        bank_id: body.into_inner().bank_id()?,
    };
    let bank = state
        .clients
        .banks()
        .get_bank(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(BankDetails::try_from(bank)?))
}

#[utoipa::path(
    tag = "bank",
    request_body = BankIdRequest,
    responses(
        (status = 200, body = BankIntegrationList),
        (status = 400, description = "Not a bank id (field `bank_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/get_integrations")]
pub async fn get_integrations(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<BankIdRequest>,
) -> Result<web::Json<BankIntegrationList>, GatewayError> {
    let request = proto::ListBankIntegrationsRequest {
        bank_id: Some(body.into_inner().bank_id()?),
        ..proto::ListBankIntegrationsRequest::default()
    };
    let response = state
        .clients
        .banks()
        .list_bank_integrations(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    integration_list(response)
}
