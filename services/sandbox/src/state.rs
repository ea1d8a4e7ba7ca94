//! What the HTTP handlers share.

use std::sync::Arc;

use crate::bankid::BankIdSimulator;
use crate::clock::Clock;
use crate::gocardless::GoCardlessSimulator;
use crate::mail::MailStore;
use crate::sms::SmsSimulator;

#[derive(Debug, Clone)]
pub struct AppState {
    pub clock: Clock,
    pub mail: Arc<MailStore>,
    pub bankid: Arc<BankIdSimulator>,
    pub sms: Arc<SmsSimulator>,
    pub gocardless: Arc<GoCardlessSimulator>,
    /// Where the SMTP sink listens, shown on the pages.
    pub smtp_address: String,
}
