//! The one cross-cutting wrapper around every request.

mod request_context;

pub use request_context::{REQUEST_ID_HEADER, request_context};
