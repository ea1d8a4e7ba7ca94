//! `POST /message/by-customer?page&limit`: a customer's SMS, newest first, as the chat window
//! polls them. The body names the customer by any of the keys the caller has: `customer_id`,
//! `pni` (kdlt finds the customer), `phone_number` (the SMS to and from it, attached to a
//! customer or not); the page holds the messages of all of them.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{PartialSchema, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::PnisToIdsRequest;
use zrm_proto::messaging::v1::ListSmsRequest;

use super::types::{E164, SmsPage, e164_number};
use crate::auth::StaffUser;
use crate::clients::{KDLT, MESSAGING};
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, trimmed_pattern};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MessagesByCustomerRequest {
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub customer_id: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub phone_number: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub pni: Option<String>,
}

/// The schema of [`MessagesByCustomerRequest`]: each key may be null or absent, one at least
/// is given.
pub struct MessagesByCustomerBody;

impl PartialSchema for MessagesByCustomerBody {
    fn schema() -> RefOr<Schema> {
        let given = |name: &str, kind: &str| json!({"type": "object", "required": [name], "properties": {name: {"type": kind}}});
        let keys = json!({
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "customer_id": {"type": ["integer", "null"], "format": "int64", "minimum": 1},
                "phone_number": {
                    "type": ["string", "null"],
                    "pattern": trimmed_pattern(E164, false),
                    "description": "E.164, e.g. `+46701234567`."
                },
                "pni": {
                    "type": ["string", "null"],
                    "format": "personal-id",
                    "description": "A Swedish or Norwegian personal id, in any form people write it."
                }
            }
        });
        // utoipa's object schema has no `anyOf` of its own: the keys and the "one at least" are
        // two parts of an `allOf`.
        let schema = json!({
            "description": "Whose messages: by customer id, personal id or phone number (null or absent: not by that key); one at least.",
            "allOf": [
                keys,
                {"anyOf": [
                    given("customer_id", "integer"),
                    given("pni", "string"),
                    given("phone_number", "string"),
                ]}
            ]
        });
        // A literal schema: `the_body_schema_wants_one_key_at_least` reads it back.
        RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
    }
}

impl ToSchema for MessagesByCustomerBody {}

#[utoipa::path(
    tag = "message",
    params(PageQuery),
    request_body = MessagesByCustomerBody,
    responses(
        (status = 200, description = "Newest first, with the exact total", body = SmsPage),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/by-customer")]
pub async fn messages_by_customer(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
    body: JsonBody<MessagesByCustomerRequest>,
) -> Result<web::Json<SmsPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let body = body.into_inner();
    if body.customer_id.is_none() && body.pni.is_none() && body.phone_number.is_none() {
        return Err(GatewayError::field(
            "customer_id",
            "Give customer_id, pni or phone_number",
        ));
    }
    // Every field is checked before kdlt is asked about the personal id.
    let phone_number = body
        .phone_number
        .map(|number| e164_number("phone_number", &number))
        .transpose()?;
    let mut customer_ids = Vec::new();
    if let Some(customer_id) = body.customer_id {
        if customer_id < 1 {
            return Err(GatewayError::field("customer_id", "Must be 1 or more"));
        }
        customer_ids.push(customer_id);
    }
    if let Some(pni) = body.pni {
        customer_ids.extend(customers_of_pni(&state, pni).await?);
    }
    // A personal id of nobody, alone, names no messages.
    if customer_ids.is_empty() && phone_number.is_none() {
        return Ok(web::Json(SmsPage::empty(paging)));
    }
    customer_ids.sort_unstable();
    customer_ids.dedup();
    let request = ListSmsRequest {
        phone_number: phone_number.unwrap_or_default(),
        page: Some(page_request(paging.page, paging.limit)),
        customer_ids,
    };
    let answer = state
        .clients
        .sms()
        .list_sms(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut page = SmsPage::of(answer, paging);
    name_actors(&state, &mut page.items).await;
    Ok(web::Json(page))
}

/// The customers kdlt holds with the personal id (none: an empty list).
async fn customers_of_pni(state: &AppState, pni: String) -> Result<Vec<i64>, GatewayError> {
    let answer = state
        .clients
        .customers()
        .pnis_to_ids(
            state
                .clients
                .kdlt
                .request(PnisToIdsRequest { pnis: vec![pni] }),
        )
        .await
        .or_gateway_error(KDLT)
        // kdlt names the list's element; the body's field is `pni`.
        .map_err(|error| error.with_field("pni"))?;
    Ok(answer
        .matches
        .into_iter()
        .flat_map(|found| found.customer_ids)
        .filter_map(|id| id.parse().ok())
        .collect())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_body_schema_wants_one_key_at_least() {
        let RefOr::T(schema) = MessagesByCustomerBody::schema() else {
            panic!("a reference");
        };
        let json = serde_json::to_value(schema).unwrap();
        let parts = json["allOf"].as_array().unwrap();
        assert_eq!(parts[0]["additionalProperties"], json!(false));
        let keys = parts[1]["anyOf"].as_array().unwrap();
        assert_eq!(keys.len(), 3);
        assert_eq!(keys[1]["required"], json!(["pni"]));
        assert_eq!(keys[1]["properties"]["pni"]["type"], json!("string"));
    }
}
