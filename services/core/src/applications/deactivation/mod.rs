//! Four-eyes deactivation: an employee asks for an application to be deactivated with one of the
//! deactivation reasons; another employee (the gateway admits mortgage admins) approves it, which
//! deactivates the application, or rejects it. The requester never reviews their own request (the
//! table refuses it too); one request per application waits at a time. A deactivated application
//! can be reactivated.

pub mod inbox;
pub mod model;
pub mod reactivate;
pub mod request;
pub mod review;
pub mod rows;
pub mod storage;
