//! REST bodies of the employee routes, converted from core's `Employee`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::core::v1 as proto;

use crate::auth::{BankClaim, TokenPlatform, TokenSubject};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct User {
    pub user_id: String,
    pub first_name: String,
    pub last_name: String,
    /// First and last name.
    pub name: String,
    pub email: String,
    /// e.g. `online:admin`
    pub roles: Vec<String>,
    /// 10-character data-region codes (Product, Country, Office, EmploymentType, Department).
    pub zoordinates: Vec<String>,
    /// The banks of a bank partner; empty for staff. At least one makes a bank partner.
    pub banks: Vec<Bank>,
    pub phone_number: String,
    /// A deactivated employee can no longer sign in.
    pub deactivated: bool,
    /// The last sign-in; absent before the first.
    pub last_login: Option<DateTime<Utc>>,
    /// A blocked employee cannot sign in until unblocked; their sessions ended when blocked.
    pub blocked: bool,
    /// The person's user ids at the telephony providers, `telavox:<id>`.
    pub telephony_ids: Vec<String>,
    /// The person's user id in Sverker, the legacy CRM.
    pub sverker_id: Option<String>,
    /// `en`, `sv` or `nb`: the person's e-mails and default screen language.
    #[schema(pattern = "^(en|sv|nb)$")]
    pub language: String,
    /// True once an administrator created or edited the person in ZRM: their roles and
    /// coordinates are kept here, not taken from the identity provider at sign-in.
    pub access_managed_in_zrm: bool,
}

/// A bank (country and product) a bank partner works for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Bank {
    /// ISO 3166 alpha-2, e.g. `SE`.
    pub country: String,
    /// e.g. `mortgage`.
    pub product: String,
    /// The bank of the catalogue the partner works for there (`GET /bank/all`).
    pub bank_id: i32,
}

impl User {
    /// Users with banks are bank partners: they sign in on the bank platform only.
    pub fn is_bank_partner(&self) -> bool {
        !self.banks.is_empty()
    }
}

pub fn full_name(first_name: &str, last_name: &str) -> String {
    format!("{first_name} {last_name}").trim().to_string()
}

impl From<proto::Employee> for User {
    fn from(employee: proto::Employee) -> Self {
        Self {
            name: full_name(&employee.first_name, &employee.last_name),
            user_id: employee.user_id,
            first_name: employee.first_name,
            last_name: employee.last_name,
            email: employee.email,
            roles: employee.roles,
            zoordinates: employee.zoordinates,
            phone_number: employee.phone_number,
            deactivated: employee.deactivated,
            last_login: crate::convert::timestamp(employee.last_login),
            blocked: employee.blocked,
            telephony_ids: employee.telephony_ids,
            sverker_id: employee.sverker_id,
            language: employee.language,
            access_managed_in_zrm: employee.access_managed_in_zrm,
            banks: employee
                .banks
                .into_iter()
                .map(|bank| Bank {
                    country: zrm_platform::grpc::common::country_code(bank.country).to_owned(),
                    product: bank.product,
                    bank_id: bank.bank_id,
                })
                .collect(),
        }
    }
}

impl From<&User> for TokenSubject {
    fn from(user: &User) -> Self {
        Self {
            user_id: user.user_id.clone(),
            name: user.name.clone(),
            roles: user.roles.clone(),
            zoordinates: user.zoordinates.clone(),
            platform: if user.is_bank_partner() {
                TokenPlatform::Bank
            } else {
                TokenPlatform::Employee
            },
            banks: user
                .banks
                .iter()
                .map(|bank| BankClaim {
                    country: bank.country.clone(),
                    product: bank.product.clone(),
                    bank_id: bank.bank_id,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserPage {
    pub items: Vec<User>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EmployeeListQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// Leave out deactivated employees (default false).
    #[serde(default)]
    pub without_deactivated: bool,
}
