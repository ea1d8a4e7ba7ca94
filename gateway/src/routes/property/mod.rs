//! The property of a mortgage application and its valuation (core's `PropertyService`). The
//! application is named by its reference number (`MOSE1001`) in every path.

pub mod get;
pub mod save;
pub mod types;
pub mod valuation;
