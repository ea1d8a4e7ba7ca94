//! `GET /application/prefs?country&language`: the preferences of a country's mortgage application
//! form as core keeps them (its choices labelled in the language asked, the substatus steps, the
//! bounds core enforces), so a form or a partner's integration offers exactly what core takes.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::core::v1 as proto;

use super::types::{ApplicantRole, Substatus};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::routes::customer::options::{LabelLanguage, LabelledOption, form_country};
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PrefsQuery {
    /// `SE` or `NO`.
    #[param(pattern = "^(SE|NO)$")]
    pub country: String,
    /// The labels' language: `en` (default), `sv` or `nb`.
    #[param(inline)]
    pub language: Option<LabelLanguage>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SubstatusStep {
    pub substatus: Substatus,
    /// The substatuses it may move to.
    pub next: Vec<Substatus>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationPrefs {
    pub country: String,
    /// ISO 4217: SEK or NOK; amounts are whole units of it.
    pub currency: String,
    pub loan_types: Vec<LabelledOption>,
    /// REFINANCE, PRE_APPROVAL, BUY with their labels ("Move", "Pre-approval", "Buy").
    pub loan_purposes: Vec<LabelledOption>,
    pub deactivation_reasons: Vec<LabelledOption>,
    pub applicant_roles: Vec<ApplicantRole>,
    pub substatuses: Vec<SubstatusStep>,
    pub max_applicants: i32,
    pub max_mortgage_loan_amount: i64,
    pub max_income_lines: i32,
    pub max_monthly_income: i64,
}

fn labelled(choices: Vec<proto::Choice>) -> Vec<LabelledOption> {
    choices
        .into_iter()
        .map(|choice| LabelledOption {
            value: choice.value,
            label: choice.label,
        })
        .collect()
}

/// The REST body of core's answer for `country` (as asked).
fn prefs_body(
    prefs: proto::ApplicationPrefs,
    country: String,
) -> Result<ApplicationPrefs, GatewayError> {
    let applicant_roles = prefs
        .applicant_roles()
        .map(ApplicantRole::try_from)
        .collect::<Result<_, _>>()?;
    let substatuses = prefs
        .substatuses
        .iter()
        .map(|step| {
            Ok(SubstatusStep {
                substatus: Substatus::try_from(step.substatus())?,
                next: step
                    .next()
                    .map(Substatus::try_from)
                    .collect::<Result<_, GatewayError>>()?,
            })
        })
        .collect::<Result<_, GatewayError>>()?;
    Ok(ApplicationPrefs {
        country,
        currency: prefs.currency,
        loan_types: labelled(prefs.loan_types),
        loan_purposes: labelled(prefs.loan_purposes),
        deactivation_reasons: labelled(prefs.deactivation_reasons),
        applicant_roles,
        substatuses,
        max_applicants: prefs.max_applicants,
        max_mortgage_loan_amount: prefs.max_mortgage_loan_amount,
        max_income_lines: prefs.max_income_lines,
        max_monthly_income: prefs.max_monthly_income,
    })
}

#[utoipa::path(
    tag = "application",
    params(PrefsQuery),
    responses(
        (status = 200, body = ApplicationPrefs),
        (status = 400, description = "Another country (field `country`) or language", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/prefs")]
pub async fn application_prefs(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PrefsQuery>,
) -> Result<web::Json<ApplicationPrefs>, GatewayError> {
    let query = query.into_inner();
    let request = proto::ChoicesRequest {
        country: form_country(&query.country)?.into(),
        language: query.language.unwrap_or_default().code().to_owned(),
    };
    let prefs = state
        .clients
        .applications()
        .application_prefs(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(prefs_body(prefs, query.country)?))
}
