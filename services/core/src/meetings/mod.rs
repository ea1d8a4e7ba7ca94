//! Meetings of a handler about an application or a lead: booking (no handler double-booked:
//! checked in the transaction for a message naming the meeting in the way, and held by the
//! table's exclusion constraint), changing and cancelling, the lists (per application or lead,
//! a handler's or everyone's between two times), the tables' next/latest meeting, and a handler's
//! free slots of a working day.

pub mod book;
pub mod grpc;
pub mod model;
pub mod read;
pub mod slots;
pub mod storage;
