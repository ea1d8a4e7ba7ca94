//! `POST /insurance/api/customers_insurances`: the insurances of several customers at once (a
//! household, a screen of a customer list), newest first, one page on the server: the rows of
//! `GET /insurance/api/get_insurances_by_customer_id` for up to 100 customers in one call.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa::openapi::schema::{
    ArrayBuilder, KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type,
};
use zrm_platform::grpc::common::page_request;
use zrm_proto::insurance::v1::CustomersInsurancesRequest;

use super::types::InsurancePage;
use crate::auth::StaffUser;
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::state::AppState;

/// The most customers one call names.
pub const MAX_CUSTOMERS: usize = 100;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CustomersInsurancesBody {
    /// 1 to 100 distinct customer ids.
    #[serde(deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = customer_ids_schema)]
    pub customer_ids: Vec<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(schema_with = crate::paging::page_schema)]
    pub page: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<i64>,
}

fn customer_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .min_items(Some(1))
        .max_items(Some(MAX_CUSTOMERS))
        .unique_items(true)
        .description(Some("1 to 100 distinct customer ids."))
        .into()
}

/// The ids as the service takes them: 1 to 100, each from 1, none twice (400 `customer_ids`).
fn checked_ids(ids: &[i64]) -> Result<Vec<String>, GatewayError> {
    let refused = |detail: &str| GatewayError::field("customer_ids", detail.to_owned());
    if ids.is_empty() || ids.len() > MAX_CUSTOMERS {
        return Err(refused("Give 1 to 100 customer ids"));
    }
    if ids.iter().any(|id| *id < 1) {
        return Err(refused("Customer ids are whole numbers from 1"));
    }
    let distinct: std::collections::HashSet<i64> = ids.iter().copied().collect();
    if distinct.len() != ids.len() {
        return Err(refused("Name each customer once"));
    }
    Ok(ids.iter().map(i64::to_string).collect())
}

#[utoipa::path(
    tag = "insurance",
    request_body = CustomersInsurancesBody,
    responses(
        (status = 200, description = "The customers' insurances, newest first, with the total", body = InsurancePage),
        (status = 400, description = "No ids, more than 100, an id below 1 or one twice (`customer_ids`), or invalid paging (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/customers_insurances")]
pub async fn customers_insurances(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CustomersInsurancesBody>,
) -> Result<web::Json<InsurancePage>, GatewayError> {
    let body = body.into_inner();
    let customer_ids = checked_ids(&body.customer_ids)?;
    // JSON numbers such as 2.0 are whole numbers too; paging then checks the range.
    let whole = |value: Option<i64>, field: &str| {
        value
            .map(|value| {
                u32::try_from(value).map_err(|_| GatewayError::field(field, "Must be 1 or more"))
            })
            .transpose()
    };
    let paging = paging::parse(whole(body.page, "page")?, whole(body.limit, "limit")?)?;
    let response = insurances_of_customers(&state, customer_ids, paging).await?;
    Ok(web::Json(InsurancePage::of(
        response.insurances,
        response.page,
        paging,
    )?))
}

/// One page of the insurances of these customers (1 to 200 ids), newest first.
pub(super) async fn insurances_of_customers(
    state: &AppState,
    customer_ids: Vec<String>,
    paging: Paging,
) -> Result<zrm_proto::insurance::v1::InsurancePage, GatewayError> {
    state
        .clients
        .insurances()
        .list_customers_insurances(state.clients.insurance.request(CustomersInsurancesRequest {
            customer_ids,
            page: Some(page_request(paging.page, paging.limit)),
        }))
        .await
        .or_gateway_error(INSURANCE)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_ids_are_one_to_a_hundred_distinct_ids_from_one() {
        assert_eq!(checked_ids(&[3, 1]).unwrap(), ["3", "1"]);
        let hundred: Vec<i64> = (1..=100).collect();
        assert_eq!(checked_ids(&hundred).unwrap().len(), 100);
        for refused in [vec![], (1..=101).collect(), vec![1, 0], vec![4, 4]] {
            let field = checked_ids(&refused)
                .unwrap_err()
                .into_validation()
                .and_then(|(field, _)| field);
            assert_eq!(field.as_deref(), Some("customer_ids"), "{refused:?}");
        }
    }
}
