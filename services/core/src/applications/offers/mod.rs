//! Banks and offers of an application: sending it to banks of its country (each bank NEW), an
//! offer a bank made (the bank ONGOING, a COMPLETE application OFFERED, `core.bank.offer_made`),
//! the customer accepting one (ACCEPTED; that bank ACCEPTED, the others DECLINED), and the
//! accepted bank DISBURSED with the application.

pub mod accept;
pub mod cancel;
pub mod disburse;
pub mod model;
pub mod read;
pub mod record;
pub mod send;
pub mod storage;
pub mod substatus;
