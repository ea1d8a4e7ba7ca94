//! `zrm.messaging.v1.SmsService`: validation and conversions in `requests`, the calls in
//! `service`.

pub mod requests;
pub mod service;
