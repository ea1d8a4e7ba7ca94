//! Anti-money-laundering reviews of a mortgage application: a mortgage admin who is not the
//! application's assignee records APPROVED or REJECTED with what was checked. The newest review
//! counts; the application is disbursed only while it is APPROVED (a later REJECTED withdraws the
//! clearance). Each review, its history entry and `core.application.updated` (field `aml`) commit
//! together.

pub mod model;
pub mod read;
pub mod review;
pub mod storage;
