//! Employee sign-in and employee look-ups (core's `EmployeeService`).

pub mod all;
pub mod get;
pub mod idp_login;
pub mod login;
pub mod login_validate;
pub mod logout;
pub mod me;
pub mod settings;
pub mod types;
