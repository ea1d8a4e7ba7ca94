//! zrm-insurance: insurances, their types and rules, mandates, charges, refunds and cancellations, over gRPC (`zrm.insurance.v1`). The service has the shape every service
//! follows (services/README.md); its areas get their methods with the features that need them.

pub mod app;
pub mod error;
pub mod insurances;
pub mod settings;
pub mod state;
