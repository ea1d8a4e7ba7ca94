//! Notification routes (the notifications service) and the live websocket.

pub mod acknowledge;
pub mod list;
pub mod types;
pub mod ws;
pub mod ws_token;
