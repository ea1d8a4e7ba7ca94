//! zrm-messaging: outgoing e-mail (recorded, then delivered over SMTP) and SMS to and from
//! customers (recorded, then handed to 46elks by the dispatcher), and the templates both are
//! written from, over gRPC.

pub mod app;
pub mod conversations;
pub mod customers;
pub mod email;
pub mod error;
pub mod schema;
pub mod settings;
pub mod sms;
pub mod state;
pub mod templates;
