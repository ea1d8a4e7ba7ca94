//! Core's integration tests, against a database of their own each (see support).
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod applications;
mod applications_lookup;
mod calculations;
mod deactivation;
mod duplicate;
mod employee_administration;
mod employee_workplace;
mod incomes;
mod leads_assign;
mod leads_convert;
mod leads_create;
mod leads_handle;
mod leads_list;
mod leads_reprocess;
mod leads_search;
mod login;
mod meetings;
mod migrations;
mod offers;
mod property;
mod schedule;
mod support;
