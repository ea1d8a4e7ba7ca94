//! Leads: creation (with its event), reading, the newest-first list and assignment.

pub mod assign;
pub mod create;
pub mod events;
pub mod ids;
pub mod insert_with_event;
pub mod list;
pub mod model;
pub mod read;
pub mod rows;
pub mod storage;
