//! The gRPC surface of core: request validation, the calls into the domain modules, and the
//! conversions between proto messages and domain types.

pub mod employee_requests;
pub mod employee_service;
pub mod lead_requests;
pub mod lead_responses;
pub mod lead_service;
