//! zrm-messaging: outgoing e-mail (recorded, then delivered over SMTP) over gRPC.

pub mod app;
pub mod email;
pub mod error;
pub mod schema;
pub mod settings;
pub mod state;
