//! The bank-partner portal's side of mortgage applications: a bank sees, and acts on, only the
//! applications sent to it. Every finder here takes the bank id (which the gateway reads from the
//! partner's verified token) together with the application id, and one not sent to that bank is
//! `ApplicationNotFound`, exactly as one that does not exist.

pub mod grpc;
pub mod list;
pub mod model;
pub mod read;
pub mod respond;
pub mod storage;
