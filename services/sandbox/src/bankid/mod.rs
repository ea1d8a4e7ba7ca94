//! BankID Sweden RP API v6.0 simulator: the relying-party endpoints, a control API standing in
//! for the person with the BankID app, and a page to approve pending logins.

pub mod completion;
pub mod control;
pub mod error_code;
pub mod hints;
pub mod order;
pub mod page;
pub mod persons;
pub mod rp_api;
pub mod simulator;
pub mod validate;
pub mod wire;

pub use simulator::BankIdSimulator;
