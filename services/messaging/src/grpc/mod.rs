//! The gRPC surface of messaging.

pub mod email_requests;
pub mod email_service;
