//! The gateway's stack tests (feature `full-stack-tests`): they drive a running local stack
//! (gateway, services, sandbox, apps), one at a time, as they sign in the same demo users (see
//! `.config/nextest.toml`). `deploy/test.sh` runs them in its stack-api phase.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod full_stack;
mod stack_authorization;
mod stack_bank_portal;
mod stack_common;
mod stack_employee_admin;
mod stack_insurance;
mod stack_messages;
mod stack_mortgage_desk;
mod stack_my_pages;
mod stack_sms_webhooks;
mod stack_workplace;
