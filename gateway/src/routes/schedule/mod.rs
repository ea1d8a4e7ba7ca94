//! Schedule routes (core's `ScheduleService`): the staff's working days.

pub mod read;
pub mod set;
pub mod types;
