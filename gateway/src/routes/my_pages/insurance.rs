//! A customer's insurances on My Pages: `GET /my-pages/insurances` (their own, newest first) and
//! `GET /my-pages/insurances/{id}` (one of them),
//! `GET /my-pages/insurance/by-encrypted-id?id=` (the insurance a link names, with the country's
//! rules and the customer's contact details to fill the terms page), `POST
//! /my-pages/insurance/confirm-terms` (accept the terms: the browser goes on to the payment
//! provider's mandate page, `psp_external_url`) and `POST /my-pages/insurance/sign-up` (a
//! customer's own sign-up where the rule allows it; the terms page follows) and `POST
//! /my-pages/insurances/{id}/new-mandate` (the direct debit set up again when it is no longer
//! active: the provider's page again). A link of another
//! customer's insurance is not found. An employee's impersonated session reads but cannot accept.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::{country_of_code, page_request};
use zrm_proto::insurance::v1::{
    AcceptTermsRequest, CreateInsuranceRequest, InsuranceRequest, ListInsurancesRequest,
    NewMandateRequest, OpenEncryptedIdRequest,
};
use zrm_proto::kdlt::v1::GetCustomerRequest;

use crate::auth::CustomerUser;
use crate::clients::{INSURANCE, KDLT};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, not_in_address, trimmed_pattern};
use crate::grpc_status::GrpcResultExt;
use crate::my_pages::callback_url;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::routes::insurance::catalogue::rules;
use crate::routes::insurance::types::{Insurance, InsuranceGroup, InsurancePage, InsuranceRule};
use crate::state::AppState;

pub const NOT_ON_BEHALF: &str =
    "An employee cannot accept insurance terms or sign up on the customer's behalf";
const EMAIL_FORM: &str = "Must be an e-mail address";
const PHONE_FORM: &str = "Must be a phone number in international form, e.g. +46701234567";
const TOKEN_MAX: usize = 200;

fn email_schema() -> Schema {
    let not = not_in_address();
    let domain = format!("[^.{not}][^{not}]*\\.[^{not}]*[^.{not}]");
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(trimmed_pattern(&format!("[^{not}]+@{domain}"), false)))
        .max_length(Some(254))
        .description(Some(
            "The customer's e-mail address (surrounding whitespace is removed)",
        ))
        .into()
}

/// As [`email_schema`] states it: one `@` between a local part and a domain with a dot inside
/// it, neither holding whitespace or control characters.
fn checked_email(raw: &str) -> Result<String, GatewayError> {
    let email = raw.trim();
    let bad = |c: char| c.is_whitespace() || c.is_control() || c == '@';
    let ok = email.chars().count() <= 254
        && email.split_once('@').is_some_and(|(local, domain)| {
            let domain: Vec<char> = domain.chars().collect();
            !local.is_empty()
                && !local.chars().any(bad)
                && !domain.iter().copied().any(bad)
                && domain.len() >= 3
                && domain.first() != Some(&'.')
                && domain.last() != Some(&'.')
                && domain[1..domain.len() - 1].contains(&'.')
        });
    if ok {
        Ok(email.to_owned())
    } else {
        Err(GatewayError::field("email", EMAIL_FORM))
    }
}

fn checked_phone(raw: &str) -> Result<String, GatewayError> {
    let phone = raw.trim();
    if zrm_domain::phone_number_forms(phone)
        .first()
        .map(String::as_str)
        == Some(phone)
    {
        Ok(phone.to_owned())
    } else {
        Err(GatewayError::field("phone_number", PHONE_FORM))
    }
}

fn own_session(user: &CustomerUser) -> Result<(), GatewayError> {
    if user.customer.impersonator_id.is_some() {
        return Err(GatewayError::Forbidden(NOT_ON_BEHALF.into()));
    }
    Ok(())
}

#[utoipa::path(
    tag = "my-pages",
    params(PageQuery),
    responses(
        (status = 200, description = "The customer's own insurances, newest first", body = InsurancePage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/insurances")]
pub async fn my_insurances(
    user: CustomerUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let response = state
        .clients
        .insurances()
        .list_insurances(state.clients.insurance.request(ListInsurancesRequest {
            page: Some(page_request(paging.page, paging.limit)),
            customer_id: user.customer_id,
            ..ListInsurancesRequest::default()
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(InsurancePage::of(
        response.insurances,
        response.page,
        paging,
    )?))
}

#[utoipa::path(
    tag = "my-pages",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id")),
    responses(
        (status = 200, description = "The customer's own insurance", body = Insurance),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 404, description = "No such insurance of the customer's", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/insurances/{id}")]
pub async fn my_insurance(
    user: CustomerUser,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Json<Insurance>, GatewayError> {
    let id = path.into_inner();
    if id < 1 {
        return Err(GatewayError::field("insurance_id", "Must be 1 or more"));
    }
    let insurance = state
        .clients
        .insurances()
        .get_insurance(state.clients.insurance.request(InsuranceRequest {
            insurance_id: id,
            customer_id: user.customer_id,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Insurance::try_from(insurance)?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EncryptedIdQuery {
    /// The encrypted insurance id of the link.
    #[param(min_length = 1, max_length = 200, pattern = "^[A-Za-z0-9_-]+$")]
    pub id: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TermsCustomer {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceForTerms {
    pub insurance: Insurance,
    /// The rules of the customer's country (the amount's range and step).
    pub rules: Vec<InsuranceRule>,
    pub customer: TermsCustomer,
}

fn token(raw: &str) -> Result<&str, GatewayError> {
    let token = raw.trim();
    let ok = !token.is_empty()
        && token.len() <= TOKEN_MAX
        && token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if ok {
        Ok(token)
    } else {
        Err(GatewayError::field(
            "encrypted_insurance_id",
            "This link is not valid",
        ))
    }
}

/// The insurance a link names, when it is the signed-in customer's (else not found).
async fn linked_insurance(
    state: &AppState,
    user: &CustomerUser,
    raw_token: &str,
) -> Result<zrm_proto::insurance::v1::Insurance, GatewayError> {
    let insurance = state
        .clients
        .insurances()
        .open_encrypted_insurance_id(state.clients.insurance.request(OpenEncryptedIdRequest {
            encrypted_insurance_id: token(raw_token)?.to_owned(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    if insurance.customer_id != user.customer_id {
        return Err(GatewayError::NotFound("No such insurance".into()));
    }
    Ok(insurance)
}

#[utoipa::path(
    tag = "my-pages",
    params(EncryptedIdQuery),
    responses(
        (status = 200, description = "The insurance, the rules and the customer's contact details", body = InsuranceForTerms),
        (status = 400, description = "A tampered or expired link (field `encrypted_insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 404, description = "Not the customer's insurance", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/insurance/by-encrypted-id")]
pub async fn insurance_by_encrypted_id(
    user: CustomerUser,
    state: web::Data<AppState>,
    query: QueryParams<EncryptedIdQuery>,
) -> Result<web::Json<InsuranceForTerms>, GatewayError> {
    let insurance = linked_insurance(&state, &user, &query.into_inner().id).await?;
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: user.customer_id.clone(),
            requested_by: String::new(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    let country = country_of_code(&user.customer.country);
    Ok(web::Json(InsuranceForTerms {
        insurance: Insurance::try_from(insurance)?,
        rules: rules(&state, country).await?,
        customer: TermsCustomer {
            first_name: customer.first_name,
            last_name: customer.last_name,
            email: customer.email,
            phone_number: customer.phone_number,
        },
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConfirmTermsBody {
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(min_length = 1, max_length = 200, pattern = "^[A-Za-z0-9_-]+$")]
    pub encrypted_insurance_id: String,
    /// The app's page the payment provider sends the browser back to after approving: an
    /// absolute URL on one of the customer area's origins.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uri")]
    pub success_url: String,
    /// Where the browser goes when the customer leaves the payment page without approving.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uri")]
    pub fail_url: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = email_schema)]
    pub email: String,
    /// E.164, e.g. `+46701234567`.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(pattern = r"^\+[1-9][0-9]{6,14}$")]
    pub phone_number: String,
    /// Whole kronor, within the rule's range and step.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1000, maximum = 10000000)]
    pub insured_amount: i64,
    /// The monthly premium shown, in minor units: it must be the premium of the amount.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0)]
    pub premium: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TermsConfirmed {
    /// A page to show in an iframe; none of our providers uses one.
    pub psp_iframe: Option<String>,
    /// The payment provider's mandate page: send the browser here.
    pub psp_external_url: Option<String>,
    pub insurance: Insurance,
}

#[utoipa::path(
    tag = "my-pages",
    request_body = ConfirmTermsBody,
    responses(
        (status = 200, description = "Accepted: send the browser to `psp_external_url`", body = TermsConfirmed),
        (status = 400, description = "Invalid input, the field named: an amount outside the clamp or off the step, a premium that is not the amount's, a page outside the customer area, a tampered or expired link", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 404, description = "Not the customer's insurance", body = ErrorBody),
        (status = 409, description = "Already accepted, or ended", body = ErrorBody),
        (status = 503, description = "The payment provider failed; nothing changed", body = ErrorBody),
    ),
)]
#[post("/my-pages/insurance/confirm-terms")]
pub async fn confirm_insurance_terms(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<ConfirmTermsBody>,
) -> Result<web::Json<TermsConfirmed>, GatewayError> {
    accept_own_terms(&state, &user, body.into_inner()).await
}

/// The customer's own session accepting the terms of their own insurance: the one handler of
/// `POST /my-pages/insurance/confirm-terms` and of the insurance service table's
/// `POST /insurance/api/accept-terms`, so both answer alike.
pub async fn accept_own_terms(
    state: &AppState,
    user: &CustomerUser,
    body: ConfirmTermsBody,
) -> Result<web::Json<TermsConfirmed>, GatewayError> {
    own_session(user)?;
    let email = checked_email(&body.email)?;
    let phone_number = checked_phone(&body.phone_number)?;
    let (success_url, fail_url) = return_pages(state, user, &body.success_url, &body.fail_url)?;
    let insurance = linked_insurance(state, user, &body.encrypted_insurance_id).await?;
    let accepted = state
        .clients
        .insurances()
        .accept_terms(state.clients.insurance.request(AcceptTermsRequest {
            insurance_id: insurance.insurance_id,
            customer_id: user.customer_id.clone(),
            email,
            phone_number,
            insured_amount: body.insured_amount,
            premium: body.premium,
            success_url,
            fail_url,
            requested_by: user.acting_as(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    terms_confirmed(accepted)
}

/// The payment provider's return pages, when they are the customer area's of the customer's
/// country (each named when not).
fn return_pages(
    state: &AppState,
    user: &CustomerUser,
    success_url: &str,
    fail_url: &str,
) -> Result<(String, String), GatewayError> {
    let origins = callback_url::allowed_origins(&state.settings);
    let country = user.customer.country.as_str();
    let page = |field, raw: &str| {
        callback_url::checked(field, raw, country, &origins)
            .map_err(|_| GatewayError::field(field, callback_url::NOT_ALLOWED))
    };
    Ok((
        page("success_url", success_url)?,
        page("fail_url", fail_url)?,
    ))
}

/// Where the browser goes next: the provider's page (our providers give no iframe).
fn terms_confirmed(
    answer: zrm_proto::insurance::v1::AcceptTermsResponse,
) -> Result<web::Json<TermsConfirmed>, GatewayError> {
    let insurance = answer
        .insurance
        .ok_or_else(|| GatewayError::Internal("a mandate page without the insurance".into()))?;
    Ok(web::Json(TermsConfirmed {
        psp_iframe: None,
        psp_external_url: Some(answer.psp_external_url),
        insurance: Insurance::try_from(insurance)?,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewMandateBody {
    /// The app's page the payment provider sends the browser back to after approving: an
    /// absolute URL on one of the customer area's origins.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uri")]
    pub success_url: String,
    /// Where the browser goes when the customer leaves the payment page without approving.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "uri")]
    pub fail_url: String,
}

#[utoipa::path(
    tag = "my-pages",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id")),
    request_body = NewMandateBody,
    responses(
        (status = 200, description = "Asked: send the browser to `psp_external_url`", body = TermsConfirmed),
        (status = 400, description = "A page outside the customer area (field named), or not an insurance id", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 404, description = "No such insurance of the customer's", body = ErrorBody),
        (status = 409, description = "The insurance's direct debit is active, or the insurance has ended", body = ErrorBody),
        (status = 503, description = "The payment provider failed; nothing changed", body = ErrorBody),
    ),
)]
#[post("/my-pages/insurances/{id}/new-mandate")]
pub async fn request_new_mandate(
    user: CustomerUser,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    body: JsonBody<NewMandateBody>,
) -> Result<web::Json<TermsConfirmed>, GatewayError> {
    own_session(&user)?;
    let id = path.into_inner();
    if id < 1 {
        return Err(GatewayError::field("insurance_id", "Must be 1 or more"));
    }
    let body = body.into_inner();
    let (success_url, fail_url) = return_pages(&state, &user, &body.success_url, &body.fail_url)?;
    let asked = state
        .clients
        .insurances()
        .request_new_mandate(state.clients.insurance.request(NewMandateRequest {
            insurance_id: id,
            customer_id: user.customer_id.clone(),
            success_url,
            fail_url,
            requested_by: user.acting_as(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    terms_confirmed(asked)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignUpBody {
    pub insurance_group: InsuranceGroup,
    /// Whole kronor; absent: the rule's default.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1000, maximum = 10000000)]
    pub insured_amount: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignedUp {
    /// For the terms page (`/insurance/terms?id=…`).
    pub encrypted_insurance_id: String,
    pub insurance: Insurance,
}

#[utoipa::path(
    tag = "my-pages",
    request_body = SignUpBody,
    responses(
        (status = 200, description = "Created, waiting for the customer to accept the terms", body = SignedUp),
        (status = 400, description = "An amount outside the range or off the step (`insured_amount`), or a group not sold in the country (`insurance_group`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (an employee's impersonation)", body = ErrorBody),
        (status = 409, description = "The rule does not let customers sign up themselves, or the customer already has this insurance", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/my-pages/insurance/sign-up")]
pub async fn sign_up_for_insurance(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<SignUpBody>,
) -> Result<web::Json<SignedUp>, GatewayError> {
    own_session(&user)?;
    let body = body.into_inner();
    let mut insurances = state.clients.insurances();
    let created = insurances
        .create_insurance(state.clients.insurance.request(CreateInsuranceRequest {
            customer_id: user.customer_id.clone(),
            country: country_of_code(&user.customer.country).into(),
            group: body.insurance_group.to_proto().into(),
            insured_amount: body.insured_amount,
            requested_by: user.acting_as(),
            self_sign_up: true,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    let sealed = insurances
        .encrypt_insurance_id(state.clients.insurance.request(InsuranceRequest {
            insurance_id: created.insurance_id,
            customer_id: user.customer_id.clone(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(SignedUp {
        encrypted_insurance_id: sealed.encrypted_insurance_id,
        insurance: Insurance::try_from(created)?,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_and_phones_are_checked_as_the_schema_states() {
        assert_eq!(
            checked_email(" eva@example.se ").ok().as_deref(),
            Some("eva@example.se")
        );
        for bad in [
            "eva",
            "eva@",
            "@example.se",
            "eva@example",
            "eva@.se",
            "eva@ex ample.se",
            "a@b@c.se",
            "eva@example.se.",
        ] {
            assert!(checked_email(bad).is_err(), "{bad}");
        }
        assert_eq!(
            checked_phone("+46701234567").ok().as_deref(),
            Some("+46701234567")
        );
        assert!(checked_phone("0701234567").is_err());
        assert!(token("abc-_09").is_ok());
        assert!(token("abc/def").is_err());
        assert!(token("").is_err());
    }
}
