//! Routing keys of the events core publishes about applications (`zrm.core.v1` event messages).

pub const APPLICATION_CREATED: &str = "core.application.created";
pub const APPLICATION_UPDATED: &str = "core.application.updated";
pub const APPLICATION_STATUS_CHANGED: &str = "core.application.status_changed";
pub const APPLICATION_ASSIGNED: &str = "core.application.assigned";
pub const APPLICATION_COMMENTED: &str = "core.application.commented";
pub const APPLICATION_DEACTIVATED: &str = "core.application.deactivated";
pub const APPLICATION_REACTIVATED: &str = "core.application.reactivated";
pub const APPLICATION_DISBURSED: &str = "core.application.disbursed";
/// Something went to a bank (the bank's integration forwards it).
pub const BANK_MESSAGE: &str = "core.application.bank_message";
/// What banks do with the applications sent to them.
pub const BANK_OFFER_MADE: &str = "core.bank.offer_made";
pub const BANK_MESSAGE_SENT: &str = "core.bank.message_sent";
pub const BANK_REJECTED: &str = "core.bank.rejected";
pub const BANK_DISBURSED: &str = "core.bank.disbursed";
