//! Customer routes (kdlt's `CustomerService`), for staff with a customer role.

pub mod audit;
pub mod block;
pub mod checks;
pub mod consents;
pub mod create;
pub mod erase;
pub mod get;
pub mod impersonate;
pub mod list;
pub mod lookup;
pub mod name;
pub mod options;
pub mod search;
pub mod types;
pub mod update;
