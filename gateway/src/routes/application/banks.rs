//! An application's banks and offers: `POST /application/send_to_banks/{application_id}`,
//! `GET /application/banks/{application_id}`, `POST /application/offer/{application_id}` (an
//! offer a bank made, recorded by staff while the bank-partner portal cannot) and
//! `POST /application/accept_offer`, and `POST /application/cancel` (the application withdrawn from
//! one bank).

use actix_web::{HttpResponse, get, post, web};
use zrm_proto::core::v1 as proto;

use super::bank_types::{
    AcceptOfferRequest, ApplicationBanks, CancelAtBankRequest, Offer, RecordOfferRequest,
    SendToBanksRequest, bank_id_field, offer_valid_until,
};
use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::employee_names::names_by_id;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

async fn named(
    state: &AppState,
    message: proto::ApplicationBanks,
) -> Result<web::Json<ApplicationBanks>, GatewayError> {
    let mut found = ApplicationBanks::try_from(message)?;
    found.name_people(state).await;
    Ok(web::Json(found))
}

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = SendToBanksRequest,
    responses(
        (status = 200, description = "Every bank the application was sent to (new ones NEW)", body = ApplicationBanks),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, or no bank of its country with that id", body = ErrorBody),
        (status = 409, description = "A draft or deactivated application, or a bank not taking mortgages now", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/send_to_banks/{application_id}")]
pub async fn send_to_banks(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<SendToBanksRequest>,
) -> Result<web::Json<ApplicationBanks>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let request = proto::SendToBanksRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_ids: body.into_inner().bank_ids()?,
        sent_by: user.user_id,
    };
    let found = state
        .clients
        .applications()
        .send_to_banks(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    named(&state, found).await
}

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    responses(
        (status = 200, body = ApplicationBanks),
        (status = 400, description = "Not a reference number (field `application_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/banks/{application_id}")]
pub async fn application_banks(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
) -> Result<web::Json<ApplicationBanks>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let request = proto::ListApplicationBanksRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
    };
    let found = state
        .clients
        .applications()
        .list_application_banks(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    named(&state, found).await
}

#[utoipa::path(
    tag = "application",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = RecordOfferRequest,
    responses(
        (status = 201, description = "Recorded: the bank ONGOING, a COMPLETE application OFFERED", body = Offer),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application or bank", body = ErrorBody),
        (status = 409, description = "Not sent to that bank, the bank declined or accepted, an offer accepted already, or deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/offer/{application_id}")]
pub async fn record_offer(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<RecordOfferRequest>,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let body = body.into_inner();
    let int = |field: &'static str, value: i64| {
        i32::try_from(value).map_err(|_| GatewayError::field(field, "Out of range"))
    };
    let request = proto::RecordOfferRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_id: int("bank_id", body.bank_id)?,
        amount: body.amount,
        interest_rate_bp: int("interest_rate_bp", body.interest_rate_bp)?,
        term_months: int("term_months", body.term_months)?,
        recorded_by: user.user_id,
        valid_until: offer_valid_until(body.valid_days)?,
        conditions: body.conditions,
    };
    let offer = state
        .clients
        .applications()
        .record_offer(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut offer = Offer::try_from(offer)?;
    offer.recorded_by_name = names_by_id(&state, [offer.recorded_by.as_str()].into())
        .await
        .remove(&offer.recorded_by);
    Ok(HttpResponse::Created().json(offer))
}

#[utoipa::path(
    tag = "application",
    request_body = AcceptOfferRequest,
    responses(
        (status = 200, description = "Accepted: the application ACCEPTED, the bank ACCEPTED, the other banks DECLINED", body = ApplicationBanks),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, or no such offer on it", body = ErrorBody),
        (status = 409, description = "The offer is no longer open or past its last valid day, the application is not OFFERED, or deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/accept_offer")]
pub async fn accept_offer(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<AcceptOfferRequest>,
) -> Result<web::Json<ApplicationBanks>, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let request = proto::AcceptOfferRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        offer_id: body.offer_id,
        accepted_by: user.user_id,
    };
    let found = state
        .clients
        .applications()
        .accept_offer(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    named(&state, found).await
}

#[utoipa::path(
    tag = "application",
    request_body = CancelAtBankRequest,
    responses(
        (status = 200, description = "Withdrawn: the bank CANCELLED, its open offers DECLINED, an OFFERED application with no open offer left COMPLETE again", body = ApplicationBanks),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application or bank", body = ErrorBody),
        (status = 409, description = "Not sent to that bank, the bank declined or was withdrawn from already, or the customer accepted its offer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/cancel")]
pub async fn cancel_at_bank(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CancelAtBankRequest>,
) -> Result<web::Json<ApplicationBanks>, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let request = proto::CancelAtBankRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_id: bank_id_field(body.bank_id)?,
        reason: body.reason,
        cancelled_by: user.user_id,
    };
    let found = state
        .clients
        .applications()
        .cancel_at_bank(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    named(&state, found).await
}
