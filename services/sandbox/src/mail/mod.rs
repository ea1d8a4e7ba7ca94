//! The e-mail sink: an SMTP listener that accepts every message, a bounded in-memory store,
//! a JSON API for tests and a page where a person reads the mail the product sent them.

pub mod api;
pub mod page;
pub mod parse;
pub mod smtp;
pub mod store;

pub use store::{MailStore, StoredMail};
