//! Insurances: the domain's rules (the groups, insured amounts, the premium tariff and the
//! lifecycle's state machine), the insurance as stored, and the flows of selling, accepting and
//! cancelling one.

pub mod amount;
pub mod cancel;
pub mod cancel_cause;
pub mod customer_mail;
pub mod customer_mails;
pub mod eligibility;
pub mod encrypted_id;
pub mod event_type;
pub mod group;
pub mod grpc;
pub mod invitation;
pub mod lifecycle;
pub mod model;
pub mod new_mandate_link;
pub mod premium;
pub mod resend;
pub mod rules;
pub mod sign_up;
pub mod storage;
