//! Messaging's integration tests: e-mail through the sandbox's SMTP sink, SMS through its 46elks, templates.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod harness;
mod kdlt;
mod sandbox;
mod send_email;
mod sms;
mod support;
mod templates;
