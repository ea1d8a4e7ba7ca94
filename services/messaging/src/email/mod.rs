//! Outgoing e-mail: record, deliver over SMTP, record the outcome.

pub mod grpc;
pub mod model;
pub mod rows;
pub mod send;
pub mod smtp;
pub mod storage;
