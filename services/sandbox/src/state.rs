//! What the HTTP handlers share.

use std::sync::Arc;

use crate::bankid::BankIdSimulator;
use crate::bankid_no::BankIdNoSimulator;
use crate::clock::Clock;
use crate::credit_check::CreditCheckSimulator;
use crate::debt_register::DebtRegisterSimulator;
use crate::gocardless::GoCardlessSimulator;
use crate::mail::MailStore;
use crate::pep::PepSimulator;
use crate::sms::SmsSimulator;
use crate::staff_idp::StaffIdpSimulator;
use crate::telavox::TelavoxSimulator;
use crate::valuation::ValuationSimulator;
use crate::vipps::VippsSimulator;

#[derive(Debug, Clone)]
pub struct AppState {
    pub clock: Clock,
    /// The offset of `/sandbox/billing-clock` over `clock` (see `clock_api`).
    pub billing_clock: Clock,
    pub mail: Arc<MailStore>,
    pub bankid: Arc<BankIdSimulator>,
    pub sms: Arc<SmsSimulator>,
    pub gocardless: Arc<GoCardlessSimulator>,
    pub vipps: Arc<VippsSimulator>,
    pub bankid_no: Arc<BankIdNoSimulator>,
    pub staff_idp: Arc<StaffIdpSimulator>,
    pub telavox: Arc<TelavoxSimulator>,
    pub debt_register: Arc<DebtRegisterSimulator>,
    pub credit_check: Arc<CreditCheckSimulator>,
    pub valuation: Arc<ValuationSimulator>,
    pub pep: Arc<PepSimulator>,
    /// Where the SMTP sink listens, shown on the pages.
    pub smtp_address: String,
}
