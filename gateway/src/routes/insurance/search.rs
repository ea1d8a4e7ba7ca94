//! `GET /insurance/api/search?text&page&limit`: the back office's global search, its Insurances
//! tab (shown to staff on a department KH coordinate). What the text means is in
//! [`super::search_text`]: an insurance id finds that insurance; a personal id the insurances of
//! that customer (kdlt `PnisToIds`); other text those of the customers kdlt's person search
//! names (`FindCustomerIds`, at most 200, newest first: a phone number exactly, else a part of a
//! name), listed by insurance `ListCustomersInsurances`. Each hit carries its customer's name and personal
//! id (kdlt `GetCustomers`, the view audited under the employee).

use std::collections::HashMap;

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::Required;
use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
use utoipa::openapi::schema::Schema;
use utoipa::{IntoParams, ToSchema};
use zrm_proto::insurance::v1::{self as proto, InsuranceRequest};
use zrm_proto::kdlt::v1::{
    Customer, FindCustomerIdsRequest, GetCustomersRequest, PnisToIdsRequest,
};

use super::customers::insurances_of_customers;
use super::search_text::{InsuranceSearchText, MAX_CHARS, MIN_CHARS};
use super::types::{Insurance, InsuranceGroup, InsuranceStatus, InsuranceSubstatus, Money};
use crate::auth::StaffUser;
use crate::clients::{INSURANCE, KDLT};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{QueryParams, trimmed_text_schema};
use crate::grpc_status::{GrpcResultExt, status_to_error};
use crate::paging::{self, Paging};
use crate::state::AppState;

/// As many customers as kdlt's `FindCustomerIds` names at most (the insurance service's bound).
const MAX_PEOPLE: u32 = 200;

fn search_text_schema() -> Schema {
    trimmed_text_schema(
        MIN_CHARS,
        MAX_CHARS,
        "An insurance id (digits, no leading zero), a Swedish or Norwegian personal id, a phone \
         number, or the start of a first or last name (else a part of one):",
    )
}

#[derive(Debug, Deserialize)]
pub struct InsuranceSearchQuery {
    pub q: String,
    pub page: Option<u32>,
    pub limit: Option<u32>,
}

/// Written out because utoipa drops `required` from a parameter given by `schema_with`, and the
/// text is required (a request without it is 400 naming `q`).
impl IntoParams for InsuranceSearchQuery {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<utoipa::openapi::path::Parameter> {
        // The schemas describe themselves.
        let query = |name: &str, required: Required, schema: Schema| {
            ParameterBuilder::new()
                .name(name)
                .parameter_in(ParameterIn::Query)
                .required(required)
                .schema(Some(schema))
                .build()
        };
        vec![
            query("q", Required::True, search_text_schema()),
            query("page", Required::False, crate::paging::page_schema()),
            query("limit", Required::False, crate::paging::page_size_schema()),
        ]
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceSearchCustomer {
    pub customer_id: i64,
    /// Empty when the register no longer holds the customer.
    pub first_name: String,
    pub last_name: String,
    /// Normalised (Sweden 12 digits, Norway 11); the client formats it for the country.
    pub pni: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceSearchHit {
    pub insurance_id: i64,
    /// When the customer accepted the terms; absent while they have not.
    #[serde(rename = "signupDate")]
    pub signup_date: Option<DateTime<Utc>>,
    #[serde(rename = "dateCreated")]
    pub date_created: DateTime<Utc>,
    /// `SE` or `NO`.
    pub country: String,
    pub customer: InsuranceSearchCustomer,
    pub insurance_group: InsuranceGroup,
    /// The insured monthly amount (safety, accident) or sum (life): the list's Total.
    pub insured_amount: Money,
    /// The monthly premium.
    pub premium: Money,
    pub status: InsuranceStatus,
    pub substatus: InsuranceSubstatus,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceSearchPage {
    pub items: Vec<InsuranceSearchHit>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
    /// The text named more than 200 people: only the insurances of the newest 200 are here
    /// (a longer name part narrows it).
    pub more_people: bool,
}

#[utoipa::path(
    tag = "insurance",
    params(InsuranceSearchQuery),
    responses(
        (status = 200, description = "The insurances found, newest first, with the total", body = InsuranceSearchPage),
        (status = 400, description = "The text is shorter than 2 or longer than 100 characters once trimmed, or holds NUL (field `q`), or bad paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/search")]
pub async fn search_insurances(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<InsuranceSearchQuery>,
) -> Result<web::Json<InsuranceSearchPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let found = match InsuranceSearchText::parse(&query.q, Utc::now().date_naive())? {
        InsuranceSearchText::PersonalIds(pnis) => {
            let customers = customers_of_pnis(&state, pnis).await?;
            insurances_of(&state, customers, false, paging).await?
        }
        InsuranceSearchText::InsuranceId { id, text } => match insurance(&state, id).await? {
            Some(insurance) => Found {
                // The one hit is on the first page.
                insurances: if paging.page == 1 {
                    vec![insurance]
                } else {
                    Vec::new()
                },
                total: 1,
                more_people: false,
            },
            None => people_search(&state, text, paging).await?,
        },
        InsuranceSearchText::Person(text) => people_search(&state, text, paging).await?,
    };
    let customers = customers_by_id(&state, &user.user_id, &found.insurances).await?;
    let items = found
        .insurances
        .into_iter()
        .map(|insurance| Insurance::try_from(insurance).map(|insurance| hit(insurance, &customers)))
        .collect::<Result<_, _>>()?;
    Ok(web::Json(InsuranceSearchPage {
        items,
        total: found.total,
        page: paging.page,
        limit: paging.limit,
        more_people: found.more_people,
    }))
}

/// One page of what was found.
struct Found {
    insurances: Vec<proto::Insurance>,
    total: u64,
    more_people: bool,
}

impl Found {
    fn nothing() -> Self {
        Self {
            insurances: Vec::new(),
            total: 0,
            more_people: false,
        }
    }
}

/// The insurance of this id; None when there is none.
async fn insurance(state: &AppState, id: i64) -> Result<Option<proto::Insurance>, GatewayError> {
    let answer = state
        .clients
        .insurances()
        .get_insurance(state.clients.insurance.request(InsuranceRequest {
            insurance_id: id,
            customer_id: String::new(),
        }))
        .await;
    match answer {
        Ok(found) => Ok(Some(found.into_inner())),
        Err(status) if status.code() == tonic::Code::NotFound => Ok(None),
        Err(status) => Err(status_to_error(INSURANCE, status)),
    }
}

/// The customers holding one of these personal ids (normally one).
async fn customers_of_pnis(
    state: &AppState,
    pnis: Vec<String>,
) -> Result<Vec<String>, GatewayError> {
    let matches = state
        .clients
        .customers()
        .pnis_to_ids(state.clients.kdlt.request(PnisToIdsRequest { pnis }))
        .await
        .or_gateway_error(KDLT)?
        .matches;
    Ok(matches
        .into_iter()
        .flat_map(|found| found.customer_ids)
        .collect())
}

/// The insurances of the customers kdlt's person search names (a phone number, a name part).
async fn people_search(
    state: &AppState,
    text: String,
    paging: Paging,
) -> Result<Found, GatewayError> {
    let people = state
        .clients
        .customers()
        .find_customer_ids(state.clients.kdlt.request(FindCustomerIdsRequest {
            text,
            limit: MAX_PEOPLE,
        }))
        .await
        .or_gateway_error(KDLT)
        .map_err(|error| error.with_field("q"))?;
    let customers = people.customer_ids.iter().map(i64::to_string).collect();
    insurances_of(state, customers, people.more, paging).await
}

/// One page of these customers' insurances, newest first.
async fn insurances_of(
    state: &AppState,
    customer_ids: Vec<String>,
    more_people: bool,
    paging: Paging,
) -> Result<Found, GatewayError> {
    if customer_ids.is_empty() {
        return Ok(Found::nothing());
    }
    let page = insurances_of_customers(state, customer_ids, paging).await?;
    Ok(Found {
        insurances: page.insurances,
        total: page.page.unwrap_or_default().total,
        more_people,
    })
}

/// The customers of a page's insurances (at most 50, within kdlt's 100), by id; the employee's
/// view of them is audited.
async fn customers_by_id(
    state: &AppState,
    employee: &str,
    insurances: &[proto::Insurance],
) -> Result<HashMap<String, Customer>, GatewayError> {
    let mut customer_ids: Vec<String> = insurances
        .iter()
        .map(|insurance| insurance.customer_id.clone())
        .collect();
    customer_ids.sort();
    customer_ids.dedup();
    if customer_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let customers = state
        .clients
        .customers()
        .get_customers(state.clients.kdlt.request(GetCustomersRequest {
            customer_ids,
            requested_by: employee.to_owned(),
        }))
        .await
        .or_gateway_error(KDLT)?
        .customers;
    Ok(customers
        .into_iter()
        .map(|customer| (customer.customer_id.clone(), customer))
        .collect())
}

fn hit(insurance: Insurance, customers: &HashMap<String, Customer>) -> InsuranceSearchHit {
    let customer = customers.get(&insurance.customer_id.to_string());
    let text = |value: fn(&Customer) -> &String| customer.map(value).cloned().unwrap_or_default();
    InsuranceSearchHit {
        insurance_id: insurance.insurance_id,
        signup_date: insurance.signup_date,
        date_created: insurance.date_created,
        country: insurance.country,
        customer: InsuranceSearchCustomer {
            customer_id: insurance.customer_id,
            first_name: text(|customer| &customer.first_name),
            last_name: text(|customer| &customer.last_name),
            pni: text(|customer| &customer.pni),
        },
        insurance_group: insurance.insurance_group,
        insured_amount: insurance.insured_amount,
        premium: insurance.premium,
        status: insurance.status,
        substatus: insurance.substatus,
    }
}
