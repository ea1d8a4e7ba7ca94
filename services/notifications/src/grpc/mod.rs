//! The gRPC surface of notifications.

pub mod notification_messages;
pub mod notification_requests;
pub mod notification_service;
