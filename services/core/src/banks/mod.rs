//! The bank catalogue: the banks applications are sent to, per country, and how each takes
//! applications of a product (API, e-mail or phone). Reference data from the migrations.

pub mod catalogue;
pub mod grpc;
pub mod model;
