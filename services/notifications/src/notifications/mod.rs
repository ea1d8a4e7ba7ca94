//! Notifications and their status life cycle (created → received → read → deleted), fed by
//! events, pushed through Redis.

pub mod acknowledge;
pub mod application_work;
pub mod bank_answers;
pub mod events;
pub mod grpc;
pub mod list;
pub mod model;
pub mod push;
pub mod rows;
pub mod sms;
pub mod storage;
