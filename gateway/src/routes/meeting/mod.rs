//! Meeting routes (core's `MeetingService`): book, read, change, cancel, the lists (of
//! applications and leads, the caller's between two times), a handler's free slots of a day, and
//! the tables' next meeting (`summaries.rs`, used by the lead and application lists).

pub mod book;
pub mod read;
pub mod summaries;
pub mod types;
