//! zrm-insurance: insurances, their types and rules, mandates, charges, refunds and cancellations,
//! over gRPC (`zrm.insurance.v1`). The service has the shape every service follows
//! (services/README.md).

pub mod app;
pub mod clock;
pub mod error;
pub mod insurances;
pub mod payments;
pub mod reports;
pub mod schema;
pub mod seed;
pub mod settings;
pub mod state;
pub mod users;
pub mod winback;
