//! zrm-kdlt: customers and their data (consents, checks, documents, debt-register data), over gRPC (`zrm.kdlt.v1`). The service has the shape every service
//! follows (services/README.md); its areas get their methods with the features that need them.

pub mod app;
pub mod customers;
pub mod error;
pub mod schema;
pub mod seed;
pub mod settings;
pub mod state;
