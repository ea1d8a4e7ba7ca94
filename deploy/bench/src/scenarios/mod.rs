//! The measured scenarios (read a lead, create a lead, assign a lead and receive the push, page
//! and search the customer register, page and read applications, create an application, page a
//! bank's applications in its portal, search each tab of the search drawer, send an SMS end to
//! end, an inbound SMS into an open chat window, customers signing in with BankID, the signups
//! report of a million insurances streamed as CSV), each beside its raw baseline.

pub mod applications;
pub mod assign;
pub mod bank;
pub mod bankid;
pub mod create;
pub mod customers;
pub mod get;
pub mod reports;
pub mod rounds;
pub mod search;
pub mod sms_inbound;
pub mod sms_send;
