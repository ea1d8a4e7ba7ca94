//! Inviting an applicant to follow the application on My Pages: an e-mail (in the application's
//! country's language) naming the application and the advisor, with the link to My Pages, sent to
//! the address the customer register holds. The invitation is recorded (PENDING) with its history
//! entry before anything is sent, then marked SENT or FAILED; a failed or old one is sent again by
//! its id, to the address the register holds then. Nothing is sent to someone who is not an
//! applicant, or whose register entry has no e-mail address.

pub mod model;
pub mod send;
pub mod storage;
