//! The sandbox's simulators, through HTTP as the providers' clients reach them.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod bankid_pages_and_control;
mod common;
mod gocardless_api;
mod mail_sink;
mod oidc_common;
mod oidc_pages;
mod oidc_protocol;
mod sms;
mod vipps_api;
