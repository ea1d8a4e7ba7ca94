//! Employee sign-in, look-ups and administration (core's `EmployeeService`).

pub mod admin_types;
pub mod all;
pub mod catalogue;
pub mod changes;
pub mod create;
pub mod get;
pub mod idp_login;
pub mod insurance_register;
pub mod login;
pub mod login_validate;
pub mod logout;
pub mod lookup;
pub mod me;
pub mod settings;
pub mod types;
pub mod update;
