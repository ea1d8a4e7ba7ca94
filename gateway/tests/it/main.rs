//! The gateway's tests that start it (and what it needs) themselves: sign-in, error bodies,
//! OpenAPI coverage, operations, push, server texts, a service down.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod auth;
mod bank_login;
mod common;
mod error_bodies;
mod openapi_covers_routes;
mod operations;
mod push;
mod push_resubscribe;
mod server_texts;
mod service_down;
