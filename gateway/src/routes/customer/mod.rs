//! Customer routes (kdlt's `CustomerService`), for staff with a customer role.

pub mod create;
pub mod get;
pub mod name;
pub mod search;
pub mod types;
pub mod update;
