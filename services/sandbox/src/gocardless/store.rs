//! Everything the simulated GoCardless account holds, and the event log with what webhooks still
//! have to carry.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::ids::new_id;
use super::model::{
    BankAccount, BillingRequest, Customer, Event, Flow, Mandate, Metadata, Origin, Payment, Refund,
};

#[derive(Debug, Default)]
pub struct Store {
    pub billing_requests: HashMap<String, BillingRequest>,
    pub flows: HashMap<String, Flow>,
    pub customers: HashMap<String, Customer>,
    pub bank_accounts: HashMap<String, BankAccount>,
    pub mandates: HashMap<String, Mandate>,
    pub payments: HashMap<String, Payment>,
    pub refunds: HashMap<String, Refund>,
    /// Oldest first.
    pub events: Vec<Event>,
    /// Events not yet handed to the webhook outbox, oldest first.
    pub unsent: Vec<Event>,
    /// (endpoint, `Idempotency-Key`) → the id of the resource that key created.
    pub idempotency: HashMap<(&'static str, String), String>,
}

/// What happened, before it gets its id and time.
pub struct NewEvent<'a> {
    pub resource_type: &'static str,
    pub action: &'static str,
    pub origin: Origin,
    pub cause: &'static str,
    pub description: &'a str,
}

impl Store {
    /// Records an event about `resource_id` (linked under the resource's singular name) plus
    /// `related` links.
    pub fn emit(
        &mut self,
        at: DateTime<Utc>,
        what: NewEvent<'_>,
        resource_id: &str,
        related: &[(&'static str, &str)],
        metadata: &Metadata,
    ) {
        let key = match what.resource_type {
            "payments" => "payment",
            "mandates" => "mandate",
            "refunds" => "refund",
            "payouts" => "payout",
            _ => "billing_request",
        };
        let mut links = vec![(key, resource_id.to_owned())];
        links.extend(related.iter().map(|(k, v)| (*k, (*v).to_owned())));
        let event = Event {
            id: new_id("EV"),
            created_at: at,
            resource_type: what.resource_type,
            action: what.action,
            origin: what.origin,
            cause: what.cause,
            description: what.description.to_owned(),
            will_attempt_retry: (what.resource_type == "payments" && what.action == "failed")
                .then_some(false),
            links,
            resource_metadata: metadata.clone(),
        };
        self.events.push(event.clone());
        self.unsent.push(event);
    }
}
