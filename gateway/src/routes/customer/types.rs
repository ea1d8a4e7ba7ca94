//! REST bodies of the customer routes, converted to and from kdlt's messages. kdlt decides the
//! rules; the schemas here describe them exactly, so the document and the service agree.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::common::v1::PageInfo;
use zrm_proto::kdlt::v1 as proto;

use crate::convert::{timestamp, timestamp_or_epoch};
use crate::error::GatewayError;
use crate::extract::{not_in_address, trimmed_pattern, trimmed_text_schema};
use crate::paging::Paging;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Customer {
    pub customer_id: i64,
    /// `SE` or `NO`.
    pub country: String,
    /// Normalised: SE 12 digits, NO 11 digits.
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    /// E.164.
    pub phone_number: Option<String>,
    pub email: Option<String>,
    /// The customer's My Pages account, when they have one.
    pub user_id: Option<String>,
    /// The id in the legacy customer system.
    pub sverker_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Set while the customer is blocked (no contact, no checks).
    pub blocked_at: Option<DateTime<Utc>>,
    pub block_reason: Option<String>,
    /// Set once the customer is erased; the personal fields then hold placeholders.
    pub erased_at: Option<DateTime<Utc>>,
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl TryFrom<proto::Customer> for Customer {
    type Error = GatewayError;

    fn try_from(customer: proto::Customer) -> Result<Self, GatewayError> {
        Ok(Self {
            customer_id: customer_id_of(&customer.customer_id)?,
            country: country_code(customer.country).to_owned(),
            pni: customer.pni,
            first_name: customer.first_name,
            last_name: customer.last_name,
            phone_number: non_empty(customer.phone_number),
            email: non_empty(customer.email),
            user_id: customer.user_id,
            sverker_id: customer.sverker_id,
            created_at: timestamp_or_epoch(customer.created_at),
            updated_at: timestamp_or_epoch(customer.updated_at),
            blocked_at: customer
                .block
                .as_ref()
                .and_then(|block| timestamp(block.blocked_at)),
            block_reason: customer.block.map(|block| block.reason),
            erased_at: timestamp(customer.erased_at),
        })
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CustomerName {
    pub customer_id: i64,
    pub first_name: String,
    pub last_name: String,
}

/// Customers of a page of kdlt's answer.
pub fn customers_of(customers: Vec<proto::Customer>) -> Result<Vec<Customer>, GatewayError> {
    customers.into_iter().map(Customer::try_from).collect()
}

/// A request naming one customer.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CustomerIdRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
}

impl TryFrom<proto::CustomerName> for CustomerName {
    type Error = GatewayError;

    fn try_from(name: proto::CustomerName) -> Result<Self, GatewayError> {
        Ok(Self {
            customer_id: customer_id_of(&name.customer_id)?,
            first_name: name.first_name,
            last_name: name.last_name,
        })
    }
}

pub fn customer_id_of(text: &str) -> Result<i64, GatewayError> {
    text.parse()
        .map_err(|_| GatewayError::Internal(format!("kdlt answered customer id {text:?}")))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NameByPniRequest {
    /// A Swedish or Norwegian personal id, in any form people write it.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "personal-id")]
    pub pni: String,
}

/// The customers of a list or search page.
#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerPage {
    pub items: Vec<Customer>,
    /// How many match; a search by name stops counting at 1,000 (see `total_is_lower_bound`).
    pub total: u64,
    /// More than `total` match (a name search counts up to 1,000): narrow the search to see them
    /// all.
    pub total_is_lower_bound: bool,
    pub page: u32,
    pub limit: u32,
}

impl CustomerPage {
    pub fn of(
        customers: Vec<proto::Customer>,
        info: Option<PageInfo>,
        paging: Paging,
    ) -> Result<Self, GatewayError> {
        let info = info.unwrap_or_default();
        Ok(Self {
            items: customers_of(customers)?,
            total: info.total,
            total_is_lower_bound: info.total_is_lower_bound,
            page: paging.page,
            limit: paging.limit,
        })
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateCustomerRequest {
    #[schema(schema_with = country_schema)]
    pub country: String,
    /// A personal id of the country, in any form people write it.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(format = "personal-id")]
    pub pni: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = name_schema)]
    pub first_name: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = name_schema)]
    pub last_name: String,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = phone_schema)]
    pub phone_number: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = email_schema)]
    pub email: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = sverker_id_schema)]
    pub sverker_id: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateCustomerRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = optional_name_schema)]
    pub first_name: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = optional_name_schema)]
    pub last_name: Option<String>,
    /// Blank removes the number; absent or null leaves it.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = phone_schema)]
    pub phone_number: Option<String>,
    /// Blank removes the address; absent or null leaves it.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = email_schema)]
    pub email: Option<String>,
}

/// The keys a customer is searched by.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SearchKey {
    Pni,
    PhoneNumber,
    Email,
    SverkerId,
    Id,
    /// The start of the first or last name, "first last" or "last first" (when no name starts
    /// with it, a part of a name); 2 to 100 characters, a shorter or longer value finds nothing.
    Name,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SearchCustomersRequest {
    pub key: SearchKey,
    /// The full value of the key: a partial value finds nothing, except with key `name`. A
    /// personal id in any written form, a phone number in E.164 or national form, an e-mail in
    /// any letter case.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = search_value_schema)]
    pub value: String,
    /// Why you look the customer up; kept in each found customer's audit.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = lookup_reason_schema)]
    pub reason: String,
}

fn lookup_reason_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(zrm_domain::LOOKUP_REASONS))
        .description(Some("Why the customer is looked up"))
        .into()
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

pub fn country_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(["SE", "NO"]))
        .description(Some("`SE` or `NO`"))
        .into()
}

fn name_schema() -> Schema {
    trimmed_text_schema(1, 100, "A name:")
}

pub fn nullable(schema: Schema) -> Schema {
    let mut schema = schema;
    if let Schema::Object(object) = &mut schema {
        object.schema_type = SchemaType::from_iter([Type::String, Type::Null]);
    }
    schema
}

fn optional_name_schema() -> Schema {
    nullable(name_schema())
}

fn sverker_id_schema() -> Schema {
    nullable(trimmed_text_schema(
        0,
        100,
        "The id in the legacy customer system (blank: none):",
    ))
}

fn search_value_schema() -> Schema {
    trimmed_text_schema(1, 254, "The value searched for:")
}

pub fn phone_schema() -> Schema {
    nullable(
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(trimmed_pattern(r"\+[1-9][0-9]{6,14}", true)))
            .description(Some(
                "E.164, e.g. `+46701234567` (surrounding whitespace is removed; blank: none)",
            ))
            .into(),
    )
}

/// A phone number that must be given: E.164, surrounding whitespace removed.
pub fn phone_schema_required() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(trimmed_pattern(r"\+[1-9][0-9]{6,14}", false)))
        .description(Some(
            "E.164, e.g. `+46701234567` (surrounding whitespace is removed)",
        ))
        .into()
}

pub fn email_schema() -> Schema {
    let not = not_in_address();
    let local = format!("[^{not}]+");
    let domain = format!("[^.{not}][^{not}]*\\.[^{not}]*[^.{not}]");
    nullable(
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(trimmed_pattern(&format!("{local}@{domain}"), true)))
            .description(Some(
                "An e-mail address: one `@` between a local part and a domain with a dot, no \
                 whitespace or control characters (surrounding whitespace is removed; blank: none)",
            ))
            .into(),
    )
}

impl CreateCustomerRequest {
    pub fn into_proto(self, requested_by: String) -> proto::CreateCustomerRequest {
        proto::CreateCustomerRequest {
            country: country_of_code(&self.country).into(),
            pni: self.pni,
            first_name: self.first_name,
            last_name: self.last_name,
            phone_number: self.phone_number,
            email: self.email,
            sverker_id: self.sverker_id,
            requested_by,
        }
    }
}

impl UpdateCustomerRequest {
    pub fn into_proto(self, requested_by: String) -> proto::UpdateCustomerRequest {
        proto::UpdateCustomerRequest {
            customer_id: self.customer_id.to_string(),
            first_name: self.first_name,
            last_name: self.last_name,
            phone_number: self.phone_number,
            email: self.email,
            requested_by,
        }
    }
}

impl From<SearchKey> for proto::CustomerSearchKey {
    fn from(key: SearchKey) -> Self {
        match key {
            SearchKey::Pni => proto::CustomerSearchKey::Pni,
            SearchKey::PhoneNumber => proto::CustomerSearchKey::PhoneNumber,
            SearchKey::Email => proto::CustomerSearchKey::Email,
            SearchKey::SverkerId => proto::CustomerSearchKey::SverkerId,
            SearchKey::Id => proto::CustomerSearchKey::Id,
            SearchKey::Name => proto::CustomerSearchKey::Name,
        }
    }
}
