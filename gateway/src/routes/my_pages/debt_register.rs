//! A Norwegian customer's debt register (`/gjeld`): `GET /my-pages/debt-register` reads the
//! consent and the data; `POST /my-pages/debt-register/consent` begins a consent on NoGi's page
//! (the app sends the browser to `consent_url`), `POST …/consent/complete` finishes it with the
//! code NoGi returned; `POST …/renew` fetches the data again under the consent, `POST
//! …/check-consent` asks NoGi whether it still stands, `DELETE …/consent` withdraws it. The
//! `state` of a begun consent is bound to the customer in Redis and answered once. An employee's
//! impersonated session reads but cannot consent, renew or withdraw for the customer.
//! `GET /my-pages/id-check` tells whether the signed-in person is the register's customer (the
//! page asks before sending them to share).

use std::future::Future;

use actix_web::{delete, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tonic::transport::Channel;
use utoipa::ToSchema;
use zrm_proto::kdlt::v1::debt_register_service_client::DebtRegisterServiceClient;
use zrm_proto::kdlt::v1::{
    self as proto, BeginConsentRequest, CompleteConsentRequest, DebtLoanType, DebtRegisterRequest,
    GetCustomerRequest,
};

use crate::auth::CustomerUser;
use crate::clients::KDLT;
use crate::convert::{timestamp, timestamp_or_epoch};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::my_pages::callback_url;
use crate::my_pages::debt_register_consents::PendingConsent;
use crate::state::AppState;

pub const NORWAY_ONLY: &str = "The debt register is for customers in Norway";
pub const NOT_ON_BEHALF: &str =
    "An employee cannot give, renew or withdraw the debt-register consent on the customer's behalf";
pub const STATE_UNKNOWN: &str = "This consent has expired, was already completed or belongs to another session; please start again";
const STATE_FORM: &str = "Must be the state of a begun consent (32 hexadecimal digits)";
const CODE_FORM: &str = "Must be 1 to 512 characters";

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StartConsentRequest {
    /// The app's page NoGi sends the browser back to with `code` and `state` (or `error`): an
    /// absolute URL on one of the customer area's origins, on a Norwegian or local host.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uri")]
    pub redirect_url: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConsentStarted {
    /// NoGi's consent page: send the browser here.
    pub consent_url: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CompleteConsentBody {
    /// The `state` NoGi sent back.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(pattern = "^[0-9a-f]{32}$")]
    pub state: String,
    /// The `code` NoGi sent back.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(min_length = 1, max_length = 512)]
    pub code: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DebtLoanKind {
    RepaymentLoan,
    CreditFacility,
    ChargeCard,
}

/// One creditor's loan; amounts in øre (NOK × 100).
#[derive(Debug, Serialize, ToSchema)]
pub struct DebtLoan {
    pub creditor: String,
    #[serde(rename = "type")]
    pub kind: DebtLoanKind,
    pub balance: i64,
    /// Repayment loans: the amount first lent.
    pub original_balance: Option<i64>,
    /// Credit facilities: the limit.
    pub credit_limit: Option<i64>,
    /// Hundredths of a percent (1190 = 11.90 %).
    pub nominal_interest_rate: Option<i64>,
    /// Repayment loans: the monthly terms left.
    pub remaining_terms: Option<i64>,
    /// Someone else is on the loan with the customer.
    pub co_borrowed: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtData {
    pub verified_at: DateTime<Utc>,
    /// The data is deleted by then at the latest.
    pub delete_after: DateTime<Utc>,
    pub creditors_answered: u32,
    /// Creditors who did not answer in time (their loans are missing).
    pub creditors_missing: u32,
    /// The loans' balances together, øre.
    pub total_balance: i64,
    pub loans: Vec<DebtLoan>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtRegisterConsentState {
    pub given_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub active: bool,
    /// When NoGi last confirmed the consent's state.
    pub checked_at: DateTime<Utc>,
}

/// The customer's debt register as the page shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct DebtRegister {
    /// An active, unexpired consent is held.
    pub has_consent: bool,
    /// The consent is older than `consent_limit_days`: ask for a new one.
    pub old_consent: bool,
    /// The data was verified within the last 10 days.
    pub recent_data: bool,
    pub consent_limit_days: u32,
    pub consent: Option<DebtRegisterConsentState>,
    pub data: Option<DebtData>,
}

fn loan(loan: proto::DebtLoan) -> Result<DebtLoan, GatewayError> {
    let kind = match DebtLoanType::try_from(loan.r#type) {
        Ok(DebtLoanType::RepaymentLoan) => DebtLoanKind::RepaymentLoan,
        Ok(DebtLoanType::CreditFacility) => DebtLoanKind::CreditFacility,
        Ok(DebtLoanType::ChargeCard) => DebtLoanKind::ChargeCard,
        Ok(DebtLoanType::Unspecified) | Err(_) => {
            return Err(GatewayError::Internal(format!(
                "kdlt answered an unknown loan type {}",
                loan.r#type
            )));
        }
    };
    Ok(DebtLoan {
        creditor: loan.creditor,
        kind,
        balance: loan.balance,
        original_balance: loan.original_balance,
        credit_limit: loan.credit_limit,
        nominal_interest_rate: loan.nominal_interest_rate,
        remaining_terms: loan.remaining_terms,
        co_borrowed: loan.co_borrowed,
    })
}

impl TryFrom<proto::DebtRegisterView> for DebtRegister {
    type Error = GatewayError;

    fn try_from(view: proto::DebtRegisterView) -> Result<Self, GatewayError> {
        let data = match view.data {
            Some(data) => {
                let loans = data
                    .loans
                    .into_iter()
                    .map(loan)
                    .collect::<Result<Vec<_>, _>>()?;
                Some(DebtData {
                    verified_at: timestamp_or_epoch(data.verified_at),
                    delete_after: timestamp_or_epoch(data.delete_after),
                    creditors_answered: data.creditors_answered,
                    creditors_missing: data.creditors_missing,
                    total_balance: loans.iter().map(|loan| loan.balance).sum(),
                    loans,
                })
            }
            None => None,
        };
        Ok(Self {
            has_consent: view.has_consent,
            old_consent: view.old_consent,
            recent_data: view.recent_data,
            consent_limit_days: view.consent_limit_days,
            consent: view.consent.map(|consent| DebtRegisterConsentState {
                given_at: timestamp_or_epoch(consent.given_at),
                expires_at: timestamp_or_epoch(consent.expires_at),
                active: consent.active,
                checked_at: timestamp(consent.checked_at).unwrap_or_default(),
            }),
            data,
        })
    }
}

/// The customer, when the debt register is theirs to use (a Norwegian customer's session).
fn norwegian(user: &CustomerUser) -> Result<(), GatewayError> {
    if user.customer.country == "NO" {
        Ok(())
    } else {
        // Not a refusal of the caller: the register does not apply to their country.
        Err(GatewayError::Conflict(NORWAY_ONLY.into()))
    }
}

/// As [`norwegian`], for a change: the customer's own session, not an employee's.
fn changing(user: &CustomerUser) -> Result<(), GatewayError> {
    norwegian(user)?;
    if user.customer.impersonator_id.is_some() {
        return Err(GatewayError::Forbidden(NOT_ON_BEHALF.into()));
    }
    Ok(())
}

fn request_of(user: &CustomerUser) -> DebtRegisterRequest {
    DebtRegisterRequest {
        customer_id: user.customer_id.clone(),
        requested_by: user.acting_as(),
    }
}

type RegisterClient = DebtRegisterServiceClient<Channel>;

/// Makes kdlt's debt-register `call` for the session's customer; the register as it then stands.
async fn register_after<F, Fut>(
    state: &AppState,
    user: &CustomerUser,
    call: F,
) -> Result<web::Json<DebtRegister>, GatewayError>
where
    F: FnOnce(RegisterClient, tonic::Request<DebtRegisterRequest>) -> Fut,
    Fut: Future<Output = Result<tonic::Response<proto::DebtRegisterView>, tonic::Status>>,
{
    let view = call(
        state.clients.debt_register(),
        state.clients.kdlt.request(request_of(user)),
    )
    .await
    .or_gateway_error(KDLT)?;
    Ok(web::Json(DebtRegister::try_from(view)?))
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The consent, the data and the flags", body = DebtRegister),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/debt-register")]
pub async fn my_debt_register(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<DebtRegister>, GatewayError> {
    norwegian(&user)?;
    register_after(&state, &user, |mut kdlt, request| async move {
        kdlt.get_debt_register(request).await
    })
    .await
}

#[utoipa::path(
    tag = "my-pages",
    request_body = StartConsentRequest,
    responses(
        (status = 200, description = "Begun: send the browser to `consent_url`", body = ConsentStarted),
        (status = 400, description = "A page outside the customer area, or another country's (field `redirect_url`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/my-pages/debt-register/consent")]
pub async fn start_debt_register_consent(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<StartConsentRequest>,
) -> Result<web::Json<ConsentStarted>, GatewayError> {
    changing(&user)?;
    let origins = callback_url::allowed_origins(&state.settings);
    let redirect_uri = callback_url::checked("redirect_url", &body.0.redirect_url, "NO", &origins)
        // A Swedish host is as wrong as a foreign one: the page is what is named.
        .map_err(|_| GatewayError::field("redirect_url", callback_url::NOT_ALLOWED))?;
    let consent_state = state
        .debt_register_consents
        .begin(&PendingConsent {
            customer_id: user.customer_id.clone(),
            redirect_uri: redirect_uri.clone(),
        })
        .await?;
    let begun = state
        .clients
        .debt_register()
        .begin_consent(state.clients.kdlt.request(BeginConsentRequest {
            customer_id: user.customer_id.clone(),
            state: consent_state,
            redirect_uri,
        }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(ConsentStarted {
        consent_url: begun.consent_url,
    }))
}

#[utoipa::path(
    tag = "my-pages",
    request_body = CompleteConsentBody,
    responses(
        (status = 200, description = "The consent stored and the data fetched", body = DebtRegister),
        (status = 400, description = "A state that is not this session's begun consent (field `state`), or a code NoGi does not know (field `code`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session, or the consent was given by another person", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer", body = ErrorBody),
        (status = 503, description = "The debt register or kdlt is unreachable", body = ErrorBody),
    ),
)]
#[post("/my-pages/debt-register/consent/complete")]
pub async fn complete_debt_register_consent(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<CompleteConsentBody>,
) -> Result<web::Json<DebtRegister>, GatewayError> {
    changing(&user)?;
    let body = body.into_inner();
    let consent_state = body.state.trim();
    let hex = consent_state.len() == 32
        && consent_state
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    if !hex {
        return Err(GatewayError::field("state", STATE_FORM));
    }
    let code = body.code.trim();
    if code.is_empty() || code.chars().count() > 512 {
        return Err(GatewayError::field("code", CODE_FORM));
    }
    let pending = state
        .debt_register_consents
        .take(consent_state)
        .await?
        .filter(|pending| pending.customer_id == user.customer_id)
        .ok_or_else(|| GatewayError::field("state", STATE_UNKNOWN))?;
    let view = state
        .clients
        .debt_register()
        .complete_consent(state.clients.kdlt.request(CompleteConsentRequest {
            customer_id: user.customer_id.clone(),
            code: code.to_owned(),
            redirect_uri: pending.redirect_uri,
            requested_by: user.acting_as(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(DebtRegister::try_from(view)?))
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The data fetched again under the consent", body = DebtRegister),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer, or no active consent (or NoGi no longer honours it)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/my-pages/debt-register/renew")]
pub async fn renew_debt_register(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<DebtRegister>, GatewayError> {
    changing(&user)?;
    register_after(&state, &user, |mut kdlt, request| async move {
        kdlt.renew_debt_data(request).await
    })
    .await
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The consent's state as NoGi reports it now", body = DebtRegister),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer, or no consent was ever given", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/my-pages/debt-register/check-consent")]
pub async fn check_debt_register_consent(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<DebtRegister>, GatewayError> {
    norwegian(&user)?;
    register_after(&state, &user, |mut kdlt, request| async move {
        kdlt.check_consent(request).await
    })
    .await
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "Withdrawn: the consent revoked at NoGi and the data deleted", body = DebtRegister),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 409, description = "Not a Norwegian customer", body = ErrorBody),
        (status = 503, description = "NoGi is unreachable: nothing changed, try again", body = ErrorBody),
    ),
)]
#[delete("/my-pages/debt-register/consent")]
pub async fn withdraw_debt_register_consent(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<DebtRegister>, GatewayError> {
    changing(&user)?;
    register_after(&state, &user, |mut kdlt, request| async move {
        kdlt.withdraw_consent(request).await
    })
    .await
}

/// Whether the person signed in is the customer the register holds.
#[derive(Debug, Serialize, ToSchema)]
pub struct IdCheck {
    /// The session's identity (BankID's personal id) is the register's customer, who is neither
    /// erased nor blocked.
    pub verified: bool,
    /// `SE` or `NO`: whose BankID verified the identity.
    pub country: String,
    /// Why not verified: `mismatch` (the register holds another personal id), `erased` or
    /// `blocked`; null when verified.
    pub problem: Option<IdCheckProblem>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum IdCheckProblem {
    Mismatch,
    Erased,
    Blocked,
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The session's identity checked against the customer register", body = IdCheck),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/id-check")]
pub async fn my_id_check(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<IdCheck>, GatewayError> {
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: user.customer_id.clone(),
            requested_by: user.acting_as(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    let digits = |pni: &str| pni.chars().filter(char::is_ascii_digit).collect::<String>();
    let problem = if customer.erased_at.is_some() {
        Some(IdCheckProblem::Erased)
    } else if digits(&customer.pni) != digits(&user.customer.pni) {
        Some(IdCheckProblem::Mismatch)
    } else if customer.block.is_some() {
        Some(IdCheckProblem::Blocked)
    } else {
        None
    };
    Ok(web::Json(IdCheck {
        verified: problem.is_none(),
        country: user.customer.country.clone(),
        problem,
    }))
}
