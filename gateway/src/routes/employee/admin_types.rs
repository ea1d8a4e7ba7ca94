//! REST bodies of the employee administration (create, update, block, search, by coordinates,
//! the audit) and their conversions to and from core's messages. The schemas state exactly what
//! core's `employees::profile` checks, so a body the document admits is never refused as bad.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::KNOWN_ROLES;
use zrm_platform::grpc::common::{country_of_code, page_request};
use zrm_proto::core::v1 as proto;

use super::types::User;
use crate::extract::{not_in_address, trimmed_pattern, trimmed_text_schema};
use crate::routes::customer::types::nullable;

/// A coordinate code as core parses it: a known product, SE or NO, then three more parts of two
/// letters or digits; any letter case.
pub const ZOORDINATE_PATTERN: &str =
    "^([Mm][Oo]|[Uu][Ll]|[Cc][Cc]|[Ll][Ii]|[Aa][Ii]|[Zz][Ll])([Ss][Ee]|[Nn][Oo])[A-Za-z0-9]{6}$";

/// The editable fields of a person (create and update).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmployeeProfileBody {
    #[schema(schema_with = name_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub first_name: String,
    #[schema(schema_with = name_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub last_name: String,
    #[schema(schema_with = email_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub email: String,
    /// E.164, e.g. `+46701234567`; blank or absent: none.
    #[schema(schema_with = phone_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub phone_number: Option<String>,
    /// The language of the person's e-mails and default screen language (default `en`).
    #[serde(default)]
    pub language: LanguageCode,
    /// Role names of `GET /employee/roles`.
    #[schema(schema_with = roles_schema)]
    #[serde(default)]
    pub roles: Vec<String>,
    /// Coordinate codes (zoordinates), e.g. `MOSESTFTSA`.
    #[schema(schema_with = zoordinates_schema)]
    #[serde(default)]
    pub zoordinates: Vec<String>,
    /// The banks of a bank partner; empty for staff.
    #[schema(max_items = 20)]
    #[serde(default)]
    pub banks: Vec<BankBody>,
    /// The person's user ids at the telephony providers, `telavox:<id>` (one per provider).
    #[schema(schema_with = telephony_ids_schema)]
    #[serde(default)]
    pub telephony_ids: Vec<String>,
    /// The person's user id in Sverker, the legacy CRM; blank or absent: none.
    #[schema(schema_with = sverker_id_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub sverker_id: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LanguageCode {
    #[default]
    En,
    Sv,
    Nb,
}

impl LanguageCode {
    fn code(self) -> &'static str {
        match self {
            LanguageCode::En => "en",
            LanguageCode::Sv => "sv",
            LanguageCode::Nb => "nb",
        }
    }
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BankBody {
    pub country: BankCountry,
    pub product: BankProduct,
    /// A bank of the catalogue (`GET /bank/all`) in that country.
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    #[serde(deserialize_with = "crate::extract::integer")]
    pub bank_id: i64,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
pub enum BankCountry {
    #[serde(rename = "SE")]
    Se,
    #[serde(rename = "NO")]
    No,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BankProduct {
    Mortgage,
}

impl EmployeeProfileBody {
    pub fn into_proto(self) -> proto::EmployeeProfile {
        proto::EmployeeProfile {
            first_name: self.first_name,
            last_name: self.last_name,
            email: self.email,
            phone_number: self.phone_number.unwrap_or_default(),
            language: self.language.code().to_owned(),
            roles: self.roles,
            zoordinates: self.zoordinates,
            banks: self
                .banks
                .into_iter()
                .map(|bank| proto::Bank {
                    country: country_of_code(match bank.country {
                        BankCountry::Se => "SE",
                        BankCountry::No => "NO",
                    })
                    .into(),
                    product: match bank.product {
                        BankProduct::Mortgage => "mortgage".to_owned(),
                    },
                    // Out of range is no bank: core answers 404, as for any unknown bank.
                    bank_id: i32::try_from(bank.bank_id).unwrap_or(0),
                })
                .collect(),
            telephony_ids: self.telephony_ids,
            sverker_id: self.sverker_id,
        }
    }
}

/// `PUT /employee/{user_id}`: the whole profile, and whether the person is deactivated (has
/// left).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateEmployeeBody {
    pub profile: EmployeeProfileBody,
    /// A deactivated person can no longer sign in and leaves the pickers (default false).
    #[serde(default)]
    pub deactivated: bool,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BlockBody {
    /// true blocks (the person's sessions end at once), false unblocks.
    pub blocked: bool,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmployeeSearchBody {
    /// Part of a name, e-mail or phone number.
    #[schema(schema_with = search_text_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub text: String,
    #[schema(schema_with = crate::paging::page_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub page: Option<i64>,
    #[schema(schema_with = crate::paging::page_size_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub limit: Option<i64>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ByZoordinatesBody {
    /// Staff holding at least one of these coordinates.
    #[schema(schema_with = some_zoordinates_schema)]
    pub zoordinates: Vec<String>,
    /// Leave out deactivated employees (default false).
    #[serde(default)]
    pub without_deactivated: bool,
    #[schema(schema_with = crate::paging::page_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub page: Option<i64>,
    #[schema(schema_with = crate::paging::page_size_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub limit: Option<i64>,
}

/// `page` and `limit` of a list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PagingQuery {
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

/// The person after a change.
#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeChanged {
    pub user: User,
    /// True when the person's open sessions were ended (access or status changed).
    pub sessions_ended: bool,
}

/// An assignable role, with the name screens show.
#[derive(Debug, Serialize, ToSchema)]
pub struct RoleOption {
    /// e.g. `employee:admin`
    pub role: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RoleList {
    pub items: Vec<RoleOption>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ZoordinateList {
    /// Coordinate codes held by active employees, in code order.
    pub items: Vec<String>,
}

/// One audited change of a person.
#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeChangeEntry {
    pub change_id: i64,
    /// The administrator; absent when the identity provider's claims changed the access at a
    /// sign-in.
    pub changed_by: Option<String>,
    pub changed_by_name: Option<String>,
    pub changed_at: Option<DateTime<Utc>>,
    pub kind: ChangeKindBody,
    /// The audited fields before (absent on creation).
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    #[schema(value_type = Object)]
    pub after: serde_json::Value,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKindBody {
    Created,
    Updated,
    Blocked,
    Unblocked,
    SignedIn,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EmployeeChangePage {
    pub items: Vec<EmployeeChangeEntry>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl EmployeeChangeEntry {
    pub fn from_proto(change: proto::EmployeeChange) -> Option<Self> {
        let kind = match change.kind.as_str() {
            "created" => ChangeKindBody::Created,
            "updated" => ChangeKindBody::Updated,
            "blocked" => ChangeKindBody::Blocked,
            "unblocked" => ChangeKindBody::Unblocked,
            "signed_in" => ChangeKindBody::SignedIn,
            other => {
                tracing::warn!(kind = other, "unknown employee change kind left out");
                return None;
            }
        };
        Some(Self {
            change_id: change.change_id,
            changed_by: (!change.changed_by.is_empty()).then_some(change.changed_by),
            changed_by_name: (!change.changed_by_name.is_empty()).then_some(change.changed_by_name),
            changed_at: crate::convert::timestamp(change.changed_at),
            kind,
            before: change
                .before_json
                .and_then(|json| serde_json::from_str(&json).ok()),
            after: serde_json::from_str(&change.after_json).unwrap_or_default(),
        })
    }
}

pub fn page_of(page: u32, limit: u32) -> Option<zrm_proto::common::v1::PageRequest> {
    Some(page_request(page, limit))
}

pub fn name_schema() -> Schema {
    trimmed_text_schema(1, 100, "A name:")
}

pub fn email_schema() -> Schema {
    let not = not_in_address();
    let label = format!("[^.{not}]+");
    ObjectBuilder::new()
        .schema_type(Type::String)
        .max_length(Some(255))
        .pattern(Some(trimmed_pattern(
            &format!("[^{not}]+@{label}(\\.{label})+"),
            false,
        )))
        .description(Some(
            "The person's e-mail address (unique, any letter case): at most 255 characters as \
             sent; surrounding whitespace is removed.",
        ))
        .into()
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

fn sverker_id_schema() -> Schema {
    nullable(trimmed_text_schema(
        0,
        64,
        "The person's Sverker user id (blank: none):",
    ))
}

fn search_text_schema() -> Schema {
    trimmed_text_schema(2, 100, "The text searched for:")
}

fn roles_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(KNOWN_ROLES.iter().copied())),
        )
        .max_items(Some(30))
        .into()
}

fn zoordinate_schema() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(ZOORDINATE_PATTERN))
}

fn zoordinates_schema() -> Schema {
    ArrayBuilder::new()
        .items(zoordinate_schema())
        .max_items(Some(50))
        .into()
}

fn some_zoordinates_schema() -> Schema {
    ArrayBuilder::new()
        .items(zoordinate_schema())
        .min_items(Some(1))
        .max_items(Some(50))
        .into()
}

fn telephony_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^telavox:[A-Za-z0-9_-]{1,64}$")),
        )
        .max_items(Some(1))
        .into()
}
