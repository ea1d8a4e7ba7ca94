//! Everything the simulated merchant holds at Vipps MobilePay: agreements, charges, access tokens,
//! remembered idempotent answers and the webhooks still to send.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::idempotency::Stored;
use super::model::{Agreement, Charge, ChargeType, HistoryEntry, Notice};

#[derive(Debug, Default)]
pub struct Ledger {
    pub agreements: HashMap<String, Agreement>,
    pub charges: HashMap<String, Charge>,
    /// Access token → when it expires (simulated clock).
    pub tokens: HashMap<String, DateTime<Utc>>,
    pub tokens_issued: u64,
    /// `Idempotency-Key` → the request it came with and the answer given.
    pub idempotency: HashMap<String, Stored>,
    /// Webhooks not yet handed to the outbox, oldest first.
    pub unsent: Vec<Notice>,
}

impl Ledger {
    pub fn agreement_notice(
        &mut self,
        event_type: &'static str,
        agreement_id: &str,
        at: DateTime<Utc>,
    ) {
        let external = self
            .agreements
            .get(agreement_id)
            .and_then(|a| a.external_id.clone());
        self.unsent.push(Notice {
            event_type,
            occurred: at,
            agreement_id: agreement_id.to_owned(),
            agreement_external_id: external,
            charge_id: None,
            charge_external_id: None,
            charge_type: None,
            amount: None,
            failure_reason: None,
        });
    }

    pub fn charge_notice(
        &mut self,
        event_type: &'static str,
        charge_id: &str,
        amount: i64,
        at: DateTime<Utc>,
    ) {
        let Some(charge) = self.charges.get(charge_id) else {
            return;
        };
        let external = self
            .agreements
            .get(&charge.agreement_id)
            .and_then(|a| a.external_id.clone());
        let notice = Notice {
            event_type,
            occurred: at,
            agreement_id: charge.agreement_id.clone(),
            agreement_external_id: external,
            charge_id: Some(charge.id.clone()),
            charge_external_id: charge.external_id.clone(),
            charge_type: Some(charge.charge_type),
            amount: Some(amount),
            failure_reason: charge.failure_reason,
        };
        self.unsent.push(notice);
    }

    pub fn record(&mut self, charge_id: &str, entry: HistoryEntry) {
        if let Some(charge) = self.charges.get_mut(charge_id) {
            charge.history.push(entry);
        }
    }

    /// The agreement's charges, oldest first.
    pub fn charges_of(&self, agreement_id: &str) -> Vec<&Charge> {
        let mut charges: Vec<&Charge> = self
            .charges
            .values()
            .filter(|c| c.agreement_id == agreement_id)
            .collect();
        charges.sort_by_key(|c| (c.created, c.charge_type != ChargeType::Initial));
        charges
    }
}
