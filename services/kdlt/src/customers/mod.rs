//! Customers: the customer register (views and changes audited), lookups, blocks, export and
//! erasure.

pub mod block;
pub mod erasure;
pub mod grpc;
pub mod lookup;
pub mod model;
pub mod name_start;
pub mod options;
pub mod register;
pub mod rows;
pub mod storage;
