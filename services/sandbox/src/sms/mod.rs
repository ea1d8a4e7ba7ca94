//! 46elks-style SMS gateway simulator: the `/a1/sms` API, delivery reports and inbound messages
//! posted to webhooks (with retries), a control API and a page showing every text.

pub mod api;
pub mod control;
pub mod message;
pub mod page;
pub mod simulator;
pub mod store;

pub use simulator::SmsSimulator;
