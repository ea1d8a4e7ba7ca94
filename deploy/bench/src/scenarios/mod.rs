//! The three measured scenarios of issue 2 §7, each beside its raw baseline.

pub mod assign;
pub mod create;
pub mod get;
pub mod rounds;
