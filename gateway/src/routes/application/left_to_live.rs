//! `POST /application/left_to_live`: the application's monthly household budget (KALP), how it
//! was made line by line, and what it could not count (services/core/src/calculations/README.md).

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::mortgage::types::{CalculationLine, calculation_lines};
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct LeftToLiveRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    /// Children living in the household.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 0, maximum = 20)]
    pub children: Option<i64>,
}

/// Per month, whole units of the application's currency.
#[derive(Debug, Serialize, ToSchema)]
pub struct LeftToLive {
    pub application_id: String,
    /// The applicants living in the home (guarantors do not).
    pub adults: i32,
    pub children: i32,
    pub gross_monthly_income: i64,
    pub tax_monthly: i64,
    pub net_monthly_income: i64,
    /// `interest` (at the stress rate), `amortization`, `housing_fee`, `operating_cost`,
    /// `living_costs`.
    pub costs: Vec<CalculationLine>,
    pub total_costs: i64,
    /// Net income minus costs.
    pub left_to_live: i64,
    /// Zero or more left at the end of the month.
    pub passes: bool,
    /// What the application lacks for a whole budget: `incomes`, `property`.
    pub missing: Vec<String>,
    pub stress_interest_rate_bp: i32,
}

#[utoipa::path(
    tag = "application",
    request_body = LeftToLiveRequest,
    responses(
        (status = 200, body = LeftToLive),
        (status = 400, description = "Not a mortgage reference number or too many children, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The application has no loan amount yet", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/left_to_live")]
pub async fn left_to_live(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<LeftToLiveRequest>,
) -> Result<web::Json<LeftToLive>, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let children = body
        .children
        .unwrap_or_default()
        .try_into()
        .ok()
        .filter(|children: &i32| (0..=20).contains(children))
        .ok_or_else(|| GatewayError::field("children", "Must be from 0 to 20"))?;
    let request = proto::LeftToLiveRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        children,
    };
    let budget = state
        .clients
        .calculations()
        .left_to_live(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(LeftToLive {
        application_id: MortgageReference::text(reference.country, reference.id),
        adults: budget.adults,
        children: budget.children,
        gross_monthly_income: budget.gross_monthly_income,
        tax_monthly: budget.tax_monthly,
        net_monthly_income: budget.net_monthly_income,
        costs: calculation_lines(budget.costs),
        total_costs: budget.total_costs,
        left_to_live: budget.left_to_live,
        passes: budget.passes,
        missing: budget.missing,
        stress_interest_rate_bp: budget.stress_interest_rate_bp,
    }))
}
