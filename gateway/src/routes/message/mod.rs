//! Messages to and from customers (messaging): raw SMS sends, a customer's messages, and the
//! SMS of unknown senders waiting to be attached to a customer, and the live stream of SMS events
//! for the chat windows.

pub mod about;
pub mod by_customer;
pub mod conversations;
pub mod send;
pub mod stream;
pub mod templates;
pub mod types;
pub mod unknown_senders;
