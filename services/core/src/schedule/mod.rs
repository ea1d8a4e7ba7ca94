//! Staff working days: the desk (product and country) an employee works on a day and their hours
//! there, or a day off. The meetings' free slots are read inside these hours (a day without an
//! entry is an ordinary working day); "who works this day" lists them.

pub mod grpc;
pub mod model;
pub mod read;
pub mod set;
pub mod storage;
