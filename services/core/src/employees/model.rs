//! Employee as the domain sees it: no password hash, language parsed.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::i18n::Language;
use zrm_domain::Page;

use super::rows::EmployeeRow;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Employee {
    pub user_id: Uuid,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub language: Language,
    pub deactivated: bool,
    pub last_login: Option<DateTime<Utc>>,
}

impl Employee {
    pub fn full_name(&self) -> String {
        full_name(&self.first_name, &self.last_name)
    }
}

pub fn full_name(first_name: &str, last_name: &str) -> String {
    format!("{first_name} {last_name}").trim().to_owned()
}

impl From<EmployeeRow> for Employee {
    fn from(row: EmployeeRow) -> Self {
        Employee {
            user_id: row.user_id,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            phone_number: row.phone_number,
            roles: row.roles,
            zoordinates: row.zoordinates,
            // The column is constrained to the known codes; English is the fallback regardless.
            language: row.language.parse().unwrap_or_default(),
            deactivated: row.deactivated,
            last_login: row.last_login,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmployeePage {
    pub employees: Vec<Employee>,
    pub total: u64,
    pub page: Page,
}

/// The session a successful password check opens; the code went out by e-mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginChallenge {
    pub session_id: Uuid,
    pub expires_at: DateTime<Utc>,
}
