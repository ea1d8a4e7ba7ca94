//! Insurances: the insurances of customers. Served and health-checked over gRPC; the domain's
//! rules are here (the groups, insured amounts, the premium tariff and the lifecycle's state
//! machine), its storage, rows and events join them with the calls that need them.

pub mod amount;
pub mod group;
pub mod grpc;
pub mod lifecycle;
pub mod premium;
