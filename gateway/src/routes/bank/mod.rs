//! Bank-partner sign-in: the employee password + one-time-code flow on the bank platform
//! (core's `EmployeeService`; bank partners are internal users with banks).

pub mod login;
pub mod login_validate;
