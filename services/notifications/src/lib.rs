//! zrm-notifications: notifications from events, their status life cycle, and Redis push.

pub mod app;
pub mod error;
pub mod notifications;
pub mod schema;
pub mod settings;
pub mod state;
