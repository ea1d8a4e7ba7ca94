//! The bank-partner portal's applications (`applications.rs`, scoped to the partner's bank from
//! the token), the bank catalogue (`catalogue.rs`) and the bank-partner sign-in: the employee password + one-time-code flow on the bank platform
//! (core's `EmployeeService`; bank partners are internal users with banks).

pub mod applications;
pub mod catalogue;
pub mod login;
pub mod login_validate;
pub mod portal_types;
