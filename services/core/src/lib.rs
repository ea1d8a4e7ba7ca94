//! zrm-core: mortgage applications, leads, meetings and the staff's working days, and employees
//! (with their password + one-time-code sign-in) over gRPC.

pub mod app;
pub mod applications;
pub mod bank_portal;
pub mod banks;
pub mod calculations;
pub mod employees;
pub mod error;
pub mod i18n;
pub mod ids;
pub mod leads;
pub mod mail;
pub mod meetings;
pub mod outbox_insert;
pub mod property;
pub mod schedule;
pub mod schema;
pub mod seed;
pub mod settings;
pub mod state;
