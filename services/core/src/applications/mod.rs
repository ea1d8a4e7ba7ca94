//! Mortgage applications: creation from kdlt customers, reading (with the applicants' names from
//! kdlt), the newest-first table with its filters, updates under optimistic concurrency with the
//! substatus transitions, assignment, and the event history of every change.

pub mod aml;
pub mod applicants;
pub mod assign;
pub mod bank_messages;
pub mod comments;
pub mod create;
pub mod deactivation;
pub mod duplicate;
pub mod events;
pub mod from_lead;
pub mod grpc;
pub mod history;
pub mod incomes;
pub mod insert_with_event;
pub mod invitations;
pub mod list;
pub mod model;
pub mod offers;
pub mod options;
pub mod prefs;
pub mod read;
pub mod rows;
pub mod search;
pub mod storage;
pub mod transitions;
pub mod update;
pub mod writer;
