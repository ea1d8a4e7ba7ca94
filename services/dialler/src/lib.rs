//! zrm-dialler: dial-maker campaigns, cards, outcomes, callbacks and blocked phones, over gRPC (`zrm.dialler.v1`). The service has the shape every service
//! follows (services/README.md); its areas get their methods with the features that need them.

pub mod app;
pub mod campaigns;
pub mod error;
pub mod settings;
pub mod state;
