//! The insurance service's integration tests, against a database of their own each.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod eligibility;
mod reports;
mod sales_report;
mod seed;
mod serves;
