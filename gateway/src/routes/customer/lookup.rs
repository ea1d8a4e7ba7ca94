//! Bulk lookups for services and screens that hold personal ids, phone numbers or e-mails:
//! `POST /customer/pnis-to-ids`, `/customer/phones-to-ids`, `/customer/duplicate-emails`,
//! `/customer/valid-emails`; and `GET /customer/last-updated` for those that follow the register.

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::RefOr;
use utoipa::openapi::SchemaFormat;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1 as proto;

use super::types::customer_id_of;
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, trimmed_pattern, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

/// The most values one lookup takes.
pub const MAX_LOOKUP_VALUES: usize = 100;

fn values_schema(item: Schema, what: &str) -> Schema {
    ArrayBuilder::new()
        .items(RefOr::T(item))
        .min_items(Some(1))
        .max_items(Some(MAX_LOOKUP_VALUES))
        .description(Some(format!("1 to {MAX_LOOKUP_VALUES} {what}.")))
        .into()
}

fn pnis_schema() -> Schema {
    let item = ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::Custom("personal-id".into())))
        .description(Some(
            "A Swedish or Norwegian personal id, in any written form",
        ));
    values_schema(item.into(), "personal ids")
}

fn phones_schema() -> Schema {
    let item = ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(trimmed_pattern(r"\+[1-9][0-9]{6,14}", false)))
        .description(Some("E.164, e.g. `+46701234567`"));
    values_schema(item.into(), "phone numbers in E.164")
}

fn emails_schema() -> Schema {
    values_schema(
        trimmed_text_schema(1, 254, "An e-mail address:"),
        "e-mail addresses",
    )
}

/// Refuses an empty or too long list, naming the field.
fn check_count(field: &'static str, count: usize) -> Result<(), GatewayError> {
    if count == 0 || count > MAX_LOOKUP_VALUES {
        return Err(GatewayError::field(
            field,
            format!("Give 1 to {MAX_LOOKUP_VALUES} values"),
        ));
    }
    Ok(())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PnisToIdsRequest {
    #[serde(deserialize_with = "crate::extract::texts")]
    #[schema(schema_with = pnis_schema)]
    pub pnis: Vec<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PhonesToIdsRequest {
    #[serde(deserialize_with = "crate::extract::texts")]
    #[schema(schema_with = phones_schema)]
    pub phone_numbers: Vec<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EmailsRequest {
    #[serde(deserialize_with = "crate::extract::texts")]
    #[schema(schema_with = emails_schema)]
    pub emails: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IdMatch {
    /// The value as asked.
    pub value: String,
    pub customer_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IdMatches {
    /// One entry per value some customer holds; values no customer holds are left out.
    pub items: Vec<IdMatch>,
}

impl IdMatches {
    fn of(matches: Vec<proto::IdMatch>) -> Result<Self, GatewayError> {
        let items = matches
            .into_iter()
            .map(|found| {
                Ok(IdMatch {
                    value: found.value,
                    customer_ids: found
                        .customer_ids
                        .iter()
                        .map(|id| customer_id_of(id))
                        .collect::<Result<_, GatewayError>>()?,
                })
            })
            .collect::<Result<_, GatewayError>>()?;
        Ok(Self { items })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ValidEmails {
    /// The addresses asked that are well formed and held by a customer who may be contacted.
    pub emails: Vec<String>,
}

#[utoipa::path(
    tag = "customer",
    request_body = PnisToIdsRequest,
    responses(
        (status = 200, body = IdMatches),
        (status = 400, description = "An invalid personal id (field `pnis[i]`) or count (field `pnis`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/pnis-to-ids")]
pub async fn pnis_to_ids(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<PnisToIdsRequest>,
) -> Result<web::Json<IdMatches>, GatewayError> {
    let pnis = body.into_inner().pnis;
    check_count("pnis", pnis.len())?;
    let response = state
        .clients
        .customers()
        .pnis_to_ids(state.clients.kdlt.request(proto::PnisToIdsRequest { pnis }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(IdMatches::of(response.matches)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = PhonesToIdsRequest,
    responses(
        (status = 200, body = IdMatches),
        (status = 400, description = "A number not in E.164 (field `phone_numbers[i]`) or a bad count (field `phone_numbers`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/phones-to-ids")]
pub async fn phones_to_ids(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<PhonesToIdsRequest>,
) -> Result<web::Json<IdMatches>, GatewayError> {
    let phone_numbers = body.into_inner().phone_numbers;
    check_count("phone_numbers", phone_numbers.len())?;
    let request = proto::PhonesToIdsRequest { phone_numbers };
    let response = state
        .clients
        .customers()
        .phones_to_ids(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(IdMatches::of(response.matches)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = EmailsRequest,
    responses(
        (status = 200, description = "The addresses more than one customer holds, in any letter case", body = IdMatches),
        (status = 400, description = "A bad count or a value out of bounds (field `emails`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/duplicate-emails")]
pub async fn duplicate_emails(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<EmailsRequest>,
) -> Result<web::Json<IdMatches>, GatewayError> {
    let emails = body.into_inner().emails;
    check_count("emails", emails.len())?;
    let response = state
        .clients
        .customers()
        .duplicate_emails(state.clients.kdlt.request(proto::EmailsRequest { emails }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(IdMatches::of(response.duplicates)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = EmailsRequest,
    responses(
        (status = 200, body = ValidEmails),
        (status = 400, description = "A bad count or a value out of bounds (field `emails`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/valid-emails")]
pub async fn valid_emails(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<EmailsRequest>,
) -> Result<web::Json<ValidEmails>, GatewayError> {
    let emails = body.into_inner().emails;
    check_count("emails", emails.len())?;
    let response = state
        .clients
        .customers()
        .valid_emails(state.clients.kdlt.request(proto::EmailsRequest { emails }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(ValidEmails {
        emails: response.emails,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LastUpdatedQuery {
    /// Changes at or after this time (RFC 3339, e.g. `2026-11-01T00:00:00Z`).
    pub since: DateTime<Utc>,
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerChange {
    pub customer_id: i64,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerChangePage {
    /// Oldest change first.
    pub items: Vec<CustomerChange>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[utoipa::path(
    tag = "customer",
    params(LastUpdatedQuery),
    responses(
        (status = 200, body = CustomerChangePage),
        (status = 400, description = "A missing or invalid `since`, or bad paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/last-updated")]
pub async fn last_updated(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    query: QueryParams<LastUpdatedQuery>,
) -> Result<web::Json<CustomerChangePage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::LastUpdatedRequest {
        since: Some(prost_types::Timestamp {
            seconds: query.since.timestamp(),
            nanos: i32::try_from(query.since.timestamp_subsec_nanos()).unwrap_or(0),
        }),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .customers()
        .last_updated(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let items = response
        .changes
        .into_iter()
        .map(|change| {
            Ok(CustomerChange {
                customer_id: customer_id_of(&change.customer_id)?,
                updated_at: crate::convert::timestamp_or_epoch(change.updated_at),
            })
        })
        .collect::<Result<_, GatewayError>>()?;
    Ok(web::Json(CustomerChangePage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
