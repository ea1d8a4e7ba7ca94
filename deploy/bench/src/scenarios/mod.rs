//! The three measured scenarios (read a lead, create a lead, assign a lead and receive the
//! push), each beside its raw baseline.

pub mod assign;
pub mod create;
pub mod get;
pub mod rounds;
