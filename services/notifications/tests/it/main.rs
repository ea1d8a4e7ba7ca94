//! Notifications' integration tests, against a database and a broker vhost of their own each.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod consume;
mod notifications;
mod support;
