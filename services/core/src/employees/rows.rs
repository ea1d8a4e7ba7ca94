//! Diesel rows of `employees`, `employee_changes` and `login_challenges`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::{employee_changes, employees, login_challenges};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = employees, check_for_backend(diesel::pg::Pg))]
pub struct EmployeeRow {
    pub user_id: Uuid,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub language: String,
    pub deactivated: bool,
    pub last_login: Option<DateTime<Utc>>,
    /// `COUNTRY:product:BANK_ID`, e.g. `SE:mortgage:1`.
    pub banks: Vec<String>,
    pub blocked: bool,
    pub access_managed_in_zrm: bool,
    /// `provider:id`, e.g. `telavox:4711`.
    pub telephony_ids: Vec<String>,
    pub sverker_id: Option<String>,
}

/// An employee together with the hash the password check needs; never leaves the login flow.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = employees, check_for_backend(diesel::pg::Pg))]
pub struct EmployeeCredentialsRow {
    #[diesel(embed)]
    pub employee: EmployeeRow,
    pub password_hash: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = employees)]
pub struct NewEmployeeRow<'a> {
    pub user_id: Uuid,
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone_number: &'a str,
    pub password_hash: Option<&'a str>,
    pub roles: &'a [String],
    pub zoordinates: &'a [String],
    pub language: &'a str,
    pub banks: &'a [String],
    pub telephony_ids: &'a [String],
    pub sverker_id: Option<&'a str>,
    pub access_managed_in_zrm: bool,
}

/// The editable fields an administrator replaces.
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = employees, treat_none_as_null = true)]
pub struct EmployeeProfileChangeset<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone_number: &'a str,
    pub language: &'a str,
    pub roles: &'a [String],
    pub zoordinates: &'a [String],
    pub banks: &'a [String],
    pub telephony_ids: &'a [String],
    pub sverker_id: Option<&'a str>,
    pub deactivated: bool,
    pub access_managed_in_zrm: bool,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = employee_changes, check_for_backend(diesel::pg::Pg))]
pub struct EmployeeChangeRow {
    pub change_id: i64,
    pub user_id: Uuid,
    pub changed_by: Option<Uuid>,
    pub changed_at: DateTime<Utc>,
    pub kind: String,
    pub before: Option<serde_json::Value>,
    pub after: serde_json::Value,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = employee_changes)]
pub struct NewEmployeeChangeRow<'a> {
    pub user_id: Uuid,
    pub changed_by: Option<Uuid>,
    pub kind: &'a str,
    pub before: Option<&'a serde_json::Value>,
    pub after: &'a serde_json::Value,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = login_challenges, check_for_backend(diesel::pg::Pg))]
pub struct LoginChallengeRow {
    pub session_id: Uuid,
    pub employee_id: Uuid,
    pub code_hash: String,
    pub expires_at: DateTime<Utc>,
    pub attempts: i32,
    pub consumed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = login_challenges)]
pub struct NewLoginChallengeRow<'a> {
    pub session_id: Uuid,
    pub employee_id: Uuid,
    pub code_hash: &'a str,
    pub expires_at: DateTime<Utc>,
}
