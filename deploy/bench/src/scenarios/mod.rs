//! The measured scenarios (read a lead, create a lead, assign a lead and receive the push, page
//! and search the customer register, page and read applications, create an application), each
//! beside its raw baseline.

pub mod applications;
pub mod assign;
pub mod create;
pub mod customers;
pub mod get;
pub mod rounds;
