//! Leads: creation (with its event), reading, the newest-first list, assignment and
//! reprocessing of stored submissions.

pub mod assign;
pub mod create;
pub mod events;
pub mod grpc;
pub mod handle;
pub mod insert_with_event;
pub mod intake;
pub mod list;
pub mod model;
pub mod read;
pub mod reprocess;
pub mod rows;
pub mod search;
pub mod storage;
