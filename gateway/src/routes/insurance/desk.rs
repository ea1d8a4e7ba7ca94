//! The staff insurance desk: `POST /insurance/api/create-insurance` (sell: the insurance waits
//! for the customer's acceptance), `GET /insurance/api/insurances` (one page, newest first,
//! narrowed by substatus, group, country, customer or seller), `GET
//! /insurance/api/get_insurances_by_customer_id`, `GET /insurance/api/insurance/slim/{id}`, its
//! event log `GET /insurance/api/insurance/{id}/events` (not in the spec's table: the staff page
//! shows the log), `GET /insurance/api/insurance/encrypted_id` (the id for a customer's link) and
//! `PUT /insurance/api/cancel-insurance`. The e-mails to customers are in `emails.rs`.

use actix_web::{get, post, put, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::insurance::v1::{
    CancelInsuranceRequest, CreateInsuranceRequest, InsuranceEventsRequest, InsuranceRequest,
    ListInsurancesRequest,
};
use zrm_proto::kdlt::v1::GetCustomerRequest;

use super::types::{
    ChosenCancelCause, CountryCode, Insurance, InsuranceGroup, InsurancePage, InsuranceSubstatus,
    insurance_id,
};
use crate::auth::{Authorized, InsuranceSales, StaffUser};
use crate::clients::{INSURANCE, KDLT};
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateInsuranceBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    pub insurance_group: InsuranceGroup,
    /// Whole kronor: 1000 to 10000 in steps of 100 (safety, accident), or a life sum in steps of
    /// 10000 up to the rule's maximum; absent: the default (3300 SE, 3400 NO; the configured life
    /// sum).
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1000, maximum = 10000000)]
    pub insured_amount: Option<i64>,
}

/// The customer's country, as kdlt has it (an insurance is sold by its rules); 400 `customer_id`
/// for no id, 404 for no such customer.
pub(super) async fn customer_country(
    state: &AppState,
    customer_id: i64,
) -> Result<i32, GatewayError> {
    if customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be 1 or more"));
    }
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: customer_id.to_string(),
            requested_by: String::new(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(customer.country)
}

#[utoipa::path(
    tag = "insurance",
    request_body = CreateInsuranceBody,
    responses(
        (status = 200, description = "Created, waiting for the customer's acceptance", body = Insurance),
        (status = 400, description = "An amount outside the clamp or off the step (`insured_amount`), or a group not sold in the customer's country (`insurance_group`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not ZakerInsuranceCreate (or an admin)", body = ErrorBody),
        (status = 404, description = "No such customer", body = ErrorBody),
        (status = 409, description = "The customer has an insurance of this group that has not ended", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/create-insurance")]
pub async fn create_insurance(
    authorized: Authorized<InsuranceSales>,
    state: web::Data<AppState>,
    body: JsonBody<CreateInsuranceBody>,
) -> Result<web::Json<Insurance>, GatewayError> {
    let body = body.into_inner();
    let country = customer_country(&state, body.customer_id).await?;
    let created = state
        .clients
        .insurances()
        .create_insurance(state.clients.insurance.request(CreateInsuranceRequest {
            customer_id: body.customer_id.to_string(),
            country,
            group: body.insurance_group.to_proto().into(),
            insured_amount: body.insured_amount,
            requested_by: authorized.user.user_id,
            self_sign_up: false,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Insurance::try_from(created)?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InsuranceListQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// Only this substatus.
    pub substatus: Option<InsuranceSubstatus>,
    pub insurance_group: Option<InsuranceGroup>,
    pub country: Option<CountryCode>,
    /// Only the customer's.
    #[param(minimum = 1)]
    pub customer_id: Option<i64>,
    /// Only those I sold (`/insurance/my`).
    pub mine: Option<bool>,
}

#[utoipa::path(
    tag = "insurance",
    params(InsuranceListQuery),
    responses(
        (status = 200, description = "Newest first, with the total", body = InsurancePage),
        (status = 400, description = "Invalid paging or filter, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurances")]
pub async fn list_insurances(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<InsuranceListQuery>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let country = query.country.map(CountryCode::to_proto);
    let customer_id = match query.customer_id {
        Some(id) if id < 1 => return Err(GatewayError::field("customer_id", "Must be 1 or more")),
        Some(id) => id.to_string(),
        None => String::new(),
    };
    let request = ListInsurancesRequest {
        page: Some(page_request(paging.page, paging.limit)),
        customer_id,
        substatuses: query
            .substatus
            .map(|substatus| substatus.to_proto().into())
            .into_iter()
            .collect(),
        group: query
            .insurance_group
            .map_or(0, |group| group.to_proto().into()),
        country: country.map_or(0, Into::into),
        created_by: if query.mine == Some(true) {
            user.user_id
        } else {
            String::new()
        },
    };
    page_of(&state, request, paging).await
}

pub(super) async fn page_of(
    state: &AppState,
    request: ListInsurancesRequest,
    paging: paging::Paging,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let response = state
        .clients
        .insurances()
        .list_insurances(state.clients.insurance.request(request))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(InsurancePage::of(
        response.insurances,
        response.page,
        paging,
    )?))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CustomerInsurancesQuery {
    #[param(minimum = 1)]
    pub customer_id: i64,
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

#[utoipa::path(
    tag = "insurance",
    params(CustomerInsurancesQuery),
    responses(
        (status = 200, description = "The customer's insurances, newest first", body = InsurancePage),
        (status = 400, description = "Invalid customer id or paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/get_insurances_by_customer_id")]
pub async fn insurances_by_customer(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<CustomerInsurancesQuery>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let query = query.into_inner();
    if query.customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be 1 or more"));
    }
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListInsurancesRequest {
        page: Some(page_request(paging.page, paging.limit)),
        customer_id: query.customer_id.to_string(),
        ..ListInsurancesRequest::default()
    };
    page_of(&state, request, paging).await
}

#[utoipa::path(
    tag = "insurance",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id")),
    responses(
        (status = 200, body = Insurance),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance/slim/{id}")]
pub async fn get_insurance(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<web::Json<Insurance>, GatewayError> {
    let insurance = state
        .clients
        .insurances()
        .get_insurance(state.clients.insurance.request(InsuranceRequest {
            insurance_id: insurance_id(path.into_inner())?,
            customer_id: String::new(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Insurance::try_from(insurance)?))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceEvent {
    pub event_id: i64,
    /// `INSURANCE_CREATED`, `TERMS_ACCEPTED`, `MANDATE_REQUESTED`, `MANDATE_ACTIVE`,
    /// `MANDATE_INACTIVE`, `PAYMENT_PROVIDER_EVENT`, `INSURANCE_CANCELLED`, `CUSTOMER_DECEASED`…
    pub event_type: String,
    pub occurred_at: DateTime<Utc>,
    /// The employee's or customer's id, or the payment provider.
    pub actor: String,
    /// The employee's current name in the insurance service's register of staff members;
    /// absent when not registered.
    pub actor_name: Option<String>,
    /// What the event carries.
    pub detail: serde_json::Value,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceEventPage {
    pub items: Vec<InsuranceEvent>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[utoipa::path(
    tag = "insurance",
    params(("id" = i64, Path, minimum = 1, description = "The insurance id"), PageQuery),
    responses(
        (status = 200, description = "The event log, newest first", body = InsuranceEventPage),
        (status = 400, description = "Invalid id or paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance/{id}/events")]
pub async fn insurance_events(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<InsuranceEventPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let response = state
        .clients
        .insurances()
        .list_insurance_events(state.clients.insurance.request(InsuranceEventsRequest {
            insurance_id: insurance_id(path.into_inner())?,
            page: Some(page_request(paging.page, paging.limit)),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(InsuranceEventPage {
        items: response
            .events
            .into_iter()
            .map(|event| InsuranceEvent {
                event_id: event.event_id,
                event_type: event.event_type,
                occurred_at: timestamp_or_epoch(event.occurred_at),
                actor: event.actor,
                actor_name: Some(event.actor_name).filter(|name| !name.is_empty()),
                detail: serde_json::from_str(&event.detail_json).unwrap_or(serde_json::Value::Null),
            })
            .collect(),
        total: response.page.unwrap_or_default().total,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EncryptedIdQuery {
    #[param(minimum = 1)]
    pub insurance_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EncryptedInsuranceId {
    /// Put in the customer's link (`/insurance/terms?id=…`); it cannot be forged or guessed.
    pub encrypted_insurance_id: String,
    pub expires_at: DateTime<Utc>,
}

#[utoipa::path(
    tag = "insurance",
    params(EncryptedIdQuery),
    responses(
        (status = 200, body = EncryptedInsuranceId),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/insurance/encrypted_id")]
pub async fn encrypted_insurance_id(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<EncryptedIdQuery>,
) -> Result<web::Json<EncryptedInsuranceId>, GatewayError> {
    let sealed = state
        .clients
        .insurances()
        .encrypt_insurance_id(state.clients.insurance.request(InsuranceRequest {
            insurance_id: insurance_id(query.into_inner().insurance_id)?,
            customer_id: String::new(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(EncryptedInsuranceId {
        encrypted_insurance_id: sealed.encrypted_insurance_id,
        expires_at: timestamp_or_epoch(sealed.expires_at),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CancelInsuranceBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub insurance_id: i64,
    /// One of the causes of `GET /insurance/api/cancel-insurance-causes`.
    pub cause: ChosenCancelCause,
    /// At most 500 characters; no NUL.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(max_length = 500, pattern = r"^[^\u0000]*$")]
    pub comment: Option<String>,
}

#[utoipa::path(
    tag = "insurance",
    request_body = CancelInsuranceBody,
    responses(
        (status = 200, description = "Cancelled (CANCELED), running to the period's end (PENDING_CANCELLATION), or DISCARDED when never accepted", body = Insurance),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Already ended or being cancelled", body = ErrorBody),
        (status = 503, description = "The payment provider or the service failed; nothing changed", body = ErrorBody),
    ),
)]
#[put("/insurance/api/cancel-insurance")]
pub async fn cancel_insurance(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CancelInsuranceBody>,
) -> Result<web::Json<Insurance>, GatewayError> {
    let body = body.into_inner();
    let comment = body.comment.unwrap_or_default();
    if comment.chars().count() > 500 {
        return Err(GatewayError::field(
            "comment",
            "Must be at most 500 characters",
        ));
    }
    let cancelled = state
        .clients
        .insurances()
        .cancel_insurance(state.clients.insurance.request(CancelInsuranceRequest {
            insurance_id: insurance_id(body.insurance_id)?,
            cause: body.cause.to_proto().into(),
            requested_by: user.user_id,
            comment,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(Insurance::try_from(cancelled)?))
}
