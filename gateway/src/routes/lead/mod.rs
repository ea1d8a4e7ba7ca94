//! Lead routes (core's `LeadService`).

pub mod assign;
pub mod convert;
pub mod create;
pub mod get;
pub mod handle;
pub mod list;
pub mod reprocess;
pub mod search;
pub mod types;
