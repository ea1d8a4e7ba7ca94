//! The JSON GoCardless answers with, and the request bodies (inside their envelope key).

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::types::{
    BillingRequest, BillingRequestFlow, BillingRequestStatus, Event, Mandate, MandateStatus,
    Metadata, NewBillingRequest, NewBillingRequestFlow, NewPayment, NewRefund, Payment,
    PaymentStatus, Refund, RefundStatus,
};

/// GoCardless metadata values are strings; anything else is dropped.
fn metadata(raw: Option<Map<String, Value>>) -> Metadata {
    raw.unwrap_or_default()
        .into_iter()
        .filter_map(|(k, v)| v.as_str().map(|s| (k, s.to_owned())))
        .collect()
}

#[derive(Debug, Default, Deserialize)]
pub struct Links(pub BTreeMap<String, Value>);

impl Links {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).and_then(Value::as_str).map(str::to_owned)
    }
}

#[derive(Debug, Deserialize)]
pub struct WireBillingRequest {
    id: String,
    status: String,
    created_at: DateTime<Utc>,
    metadata: Option<Map<String, Value>>,
    #[serde(default)]
    links: Links,
}

impl From<WireBillingRequest> for BillingRequest {
    fn from(w: WireBillingRequest) -> Self {
        Self {
            status: BillingRequestStatus::parse(&w.status),
            customer: w.links.get("customer"),
            mandate: w.links.get("mandate_request_mandate"),
            metadata: metadata(w.metadata),
            id: w.id,
            created_at: w.created_at,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct WireFlow {
    id: String,
    authorisation_url: String,
    expires_at: DateTime<Utc>,
    #[serde(default)]
    links: Links,
}

impl From<WireFlow> for BillingRequestFlow {
    fn from(w: WireFlow) -> Self {
        Self {
            billing_request: w.links.get("billing_request").unwrap_or_default(),
            id: w.id,
            authorisation_url: w.authorisation_url,
            expires_at: w.expires_at,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct WireMandate {
    id: String,
    status: String,
    reference: Option<String>,
    scheme: String,
    created_at: DateTime<Utc>,
    next_possible_charge_date: Option<NaiveDate>,
    metadata: Option<Map<String, Value>>,
    #[serde(default)]
    links: Links,
}

impl From<WireMandate> for Mandate {
    fn from(w: WireMandate) -> Self {
        Self {
            status: MandateStatus::parse(&w.status),
            customer: w.links.get("customer"),
            customer_bank_account: w.links.get("customer_bank_account"),
            metadata: metadata(w.metadata),
            id: w.id,
            reference: w.reference,
            scheme: w.scheme,
            created_at: w.created_at,
            next_possible_charge_date: w.next_possible_charge_date,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct WirePayment {
    id: String,
    status: String,
    amount: i64,
    #[serde(default)]
    amount_refunded: i64,
    currency: String,
    charge_date: NaiveDate,
    created_at: DateTime<Utc>,
    reference: Option<String>,
    description: Option<String>,
    metadata: Option<Map<String, Value>>,
    #[serde(default)]
    links: Links,
}

impl From<WirePayment> for Payment {
    fn from(w: WirePayment) -> Self {
        Self {
            status: PaymentStatus::parse(&w.status),
            mandate: w.links.get("mandate").unwrap_or_default(),
            payout: w.links.get("payout"),
            metadata: metadata(w.metadata),
            id: w.id,
            amount: w.amount,
            amount_refunded: w.amount_refunded,
            currency: w.currency,
            charge_date: w.charge_date,
            created_at: w.created_at,
            reference: w.reference,
            description: w.description,
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct WireRefund {
    id: String,
    status: String,
    amount: i64,
    currency: String,
    created_at: DateTime<Utc>,
    #[serde(default)]
    links: Links,
}

impl From<WireRefund> for Refund {
    fn from(w: WireRefund) -> Self {
        Self {
            status: RefundStatus::parse(&w.status),
            payment: w.links.get("payment").unwrap_or_default(),
            id: w.id,
            amount: w.amount,
            currency: w.currency,
            created_at: w.created_at,
        }
    }
}

#[derive(Debug, Default, Deserialize)]
pub struct WireDetails {
    origin: Option<String>,
    cause: Option<String>,
    description: Option<String>,
    will_attempt_retry: Option<bool>,
}

#[derive(Debug, Deserialize)]
pub struct WireEvent {
    id: String,
    created_at: DateTime<Utc>,
    resource_type: String,
    action: String,
    #[serde(default)]
    details: WireDetails,
    #[serde(default)]
    links: Links,
}

impl From<WireEvent> for Event {
    fn from(w: WireEvent) -> Self {
        let links = w
            .links
            .0
            .into_iter()
            .filter_map(|(k, v)| v.as_str().map(|s| (k, s.to_owned())))
            .collect();
        Self {
            id: w.id,
            created_at: w.created_at,
            resource_type: w.resource_type,
            action: w.action,
            origin: w.details.origin,
            cause: w.details.cause,
            description: w.details.description,
            will_attempt_retry: w.details.will_attempt_retry,
            links,
        }
    }
}

#[derive(Debug, Default, Deserialize)]
pub struct Cursors {
    pub after: Option<String>,
    pub before: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct Meta {
    #[serde(default)]
    pub cursors: Cursors,
}

#[derive(Debug, Deserialize)]
pub struct WireEventList {
    pub events: Vec<WireEvent>,
    #[serde(default)]
    pub meta: Meta,
}

/// The webhook body: `{"events": [...]}`.
#[derive(Debug, Deserialize)]
pub struct WireWebhook {
    pub events: Vec<WireEvent>,
}

pub fn billing_request_body(r: &NewBillingRequest) -> Value {
    let mut body = json!({
        "mandate_request": {"scheme": r.scheme, "currency": r.currency},
        "metadata": r.metadata,
    });
    if let Some(customer) = &r.customer {
        body["links"] = json!({ "customer": customer });
    }
    body
}

pub fn flow_body(r: &NewBillingRequestFlow) -> Value {
    json!({
        "redirect_uri": r.redirect_uri,
        "exit_uri": r.exit_uri,
        "links": {"billing_request": r.billing_request},
    })
}

pub fn payment_body(p: &NewPayment) -> Value {
    json!({
        "amount": p.amount,
        "currency": p.currency,
        "charge_date": p.charge_date.map(|d| d.format("%Y-%m-%d").to_string()),
        "reference": p.reference,
        "description": p.description,
        "metadata": p.metadata,
        "links": {"mandate": p.mandate},
    })
}

pub fn refund_body(r: &NewRefund) -> Value {
    json!({
        "amount": r.amount,
        "total_amount_confirmation": r.total_amount_confirmation,
        "reference": r.reference,
        "metadata": r.metadata,
        "links": {"payment": r.payment},
    })
}
