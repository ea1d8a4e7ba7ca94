//! What goes between the lender and a bank about an application: an advisor's comments to a bank
//! and the documents (held by kdlt) shared with it; the bank-partner portal writes the bank's side.
//! Only a bank the application was sent to and that still works on it (not DECLINED or
//! CANCELLED) gets anything; a document goes to a bank once. Each message, its history entry and
//! `core.application.bank_message` (which the bank's integration forwards) commit together.

pub mod model;
pub mod read;
pub mod send;
pub mod storage;
