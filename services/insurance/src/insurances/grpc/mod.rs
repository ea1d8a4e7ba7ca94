//! The gRPC methods of this area: request validation, the calls into its domain functions
//! and the conversions between proto messages and domain types.

pub mod names;
pub mod requests;
pub mod responses;
pub mod service;
