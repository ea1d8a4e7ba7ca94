//! The property a mortgage application is for: created and replaced by the advisor under
//! optimistic concurrency, and valued by the valuation provider. Each change is an application
//! history entry and a `core.application.updated` event.

pub mod grpc;
pub mod model;
pub mod read;
pub mod save;
pub mod storage;
pub mod valuate;
