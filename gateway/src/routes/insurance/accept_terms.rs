//! `POST /insurance/api/accept-terms` (spec 2 §7, "authenticated"): the customer's own session
//! accepting the terms of their own insurance, as the public terms page of My Pages
//! (`/insurances/terms?id=…`) calls it. The same body, answer and handler as `POST
//! /my-pages/insurance/confirm-terms` ([`accept_own_terms`]): another customer's link is not
//! found, an employee's impersonated session cannot accept.

use actix_web::{post, web};

use crate::auth::CustomerUser;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::routes::my_pages::insurance::{ConfirmTermsBody, TermsConfirmed, accept_own_terms};
use crate::state::AppState;

#[utoipa::path(
    tag = "insurance",
    request_body = ConfirmTermsBody,
    responses(
        (status = 200, description = "Accepted: send the browser to `psp_external_url`", body = TermsConfirmed),
        (status = 400, description = "Invalid input, the field named: an amount outside the clamp or off the step, a premium that is not the amount's, a page outside the customer area, a tampered or expired link", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's own session (staff, or an employee's impersonation)", body = ErrorBody),
        (status = 404, description = "Not the customer's insurance", body = ErrorBody),
        (status = 409, description = "Already accepted, or ended", body = ErrorBody),
        (status = 503, description = "The payment provider failed; nothing changed", body = ErrorBody),
    ),
)]
#[post("/insurance/api/accept-terms")]
pub async fn accept_insurance_terms(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<ConfirmTermsBody>,
) -> Result<web::Json<TermsConfirmed>, GatewayError> {
    accept_own_terms(&state, &user, body.into_inner()).await
}
