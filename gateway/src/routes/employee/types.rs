//! REST bodies of the employee routes, converted from core's `Employee`.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::core::v1 as proto;

use crate::auth::TokenSubject;

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
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    pub limit: Option<u32>,
    /// Leave out deactivated employees (default false).
    #[serde(default)]
    pub without_deactivated: bool,
}
