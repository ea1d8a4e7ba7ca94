//! The plumbing every ZRM process shares, in one place each (see README.md).

pub mod bus;
pub mod cli;
pub mod config;
pub mod context;
pub mod db;
pub mod error;
pub mod grpc;
pub mod metrics;
pub mod outbox;
pub mod redis;
pub mod schema;
pub mod service;
pub mod shutdown;
pub mod storage;
pub mod telemetry;
#[cfg(feature = "testing")]
pub mod testing;

pub use error::PlatformError;

// Every ZRM process allocates many small, short-lived buffers per request (HTTP/2 frames,
// protobuf and JSON bodies, query rows); mimalloc serves those markedly cheaper than glibc's
// malloc, which showed up at 5–8 % of the services' CPU under load.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
