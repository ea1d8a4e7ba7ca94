//! Customers: the customer register, with an audit of every change.

pub mod grpc;
pub mod model;
pub mod register;
pub mod rows;
pub mod storage;
