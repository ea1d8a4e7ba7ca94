//! zrm-kdlt: customers and their data (consents, checks, documents, debt-register data), over gRPC
//! (`zrm.kdlt.v1`), with an append-only audit of every change and every view by staff. The service
//! has the shape every service follows (services/README.md).

pub mod app;
pub mod checks;
pub mod consents;
pub mod customers;
pub mod debt_register;
pub mod documents;
pub mod error;
pub mod events;
pub mod schema;
pub mod seed;
pub mod settings;
pub mod state;
