//! The JSON GoCardless sends and takes: request bodies (inside their envelope key) and the
//! resources as the API renders them. The sandbox keeps its own copy of these shapes, apart from
//! the client in zrm-providers, so the two are independent readings of the protocol.

use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::model::{BillingRequest, Customer, Event, Flow, Mandate, Metadata, Payment, Refund};

pub const API_VERSION: &str = "2015-07-06";

/// GoCardless timestamps: UTC with milliseconds and `Z`.
pub fn time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Millis, true)
}

pub fn date(day: NaiveDate) -> String {
    day.format("%Y-%m-%d").to_string()
}

#[derive(Debug, Default, Deserialize)]
pub struct CustomerLink {
    pub customer: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct MandateRequestIn {
    pub scheme: Option<String>,
    pub currency: Option<String>,
    pub verify: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct NewBillingRequest {
    pub mandate_request: Option<MandateRequestIn>,
    pub payment_request: Option<Value>,
    #[serde(default)]
    pub links: CustomerLink,
    pub metadata: Option<Metadata>,
}

#[derive(Debug, Default, Deserialize)]
pub struct BillingRequestLink {
    pub billing_request: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct NewFlow {
    pub redirect_uri: Option<String>,
    pub exit_uri: Option<String>,
    pub lock_customer_details: Option<bool>,
    pub lock_bank_account: Option<bool>,
    #[serde(default)]
    pub links: BillingRequestLink,
}

#[derive(Debug, Default, Deserialize)]
pub struct MandateLink {
    pub mandate: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct NewPayment {
    pub amount: Option<i64>,
    pub currency: Option<String>,
    pub charge_date: Option<String>,
    pub reference: Option<String>,
    pub description: Option<String>,
    pub metadata: Option<Metadata>,
    pub retry_if_possible: Option<bool>,
    #[serde(default)]
    pub links: MandateLink,
}

#[derive(Debug, Default, Deserialize)]
pub struct PaymentLink {
    pub payment: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct NewRefund {
    pub amount: Option<i64>,
    pub total_amount_confirmation: Option<i64>,
    pub reference: Option<String>,
    pub metadata: Option<Metadata>,
    #[serde(default)]
    pub links: PaymentLink,
}

/// `{"data": {"metadata": {...}}}` of the `actions/*` endpoints.
#[derive(Debug, Default, Deserialize)]
pub struct ActionData {
    pub metadata: Option<Metadata>,
}

fn links(pairs: &[(&str, Option<&String>)]) -> Value {
    let mut map = Map::new();
    for (key, value) in pairs {
        if let Some(value) = value {
            map.insert((*key).to_owned(), json!(value));
        }
    }
    Value::Object(map)
}

pub fn billing_request(br: &BillingRequest, creditor: &str) -> Value {
    json!({
        "id": br.id,
        "created_at": time(br.created_at),
        "status": br.status.as_str(),
        "mandate_request": {
            "scheme": br.scheme,
            "currency": br.currency,
            "verify": "recommended",
            "links": links(&[("mandate", br.mandate.as_ref())]),
        },
        "payment_request": null,
        "metadata": br.metadata,
        "actions": [],
        "links": links(&[
            ("creditor", Some(&creditor.to_owned())),
            ("customer", br.customer.as_ref()),
            ("customer_bank_account", br.bank_account.as_ref()),
            ("mandate_request", Some(&br.mandate_request_id)),
            ("mandate_request_mandate", br.mandate.as_ref()),
        ]),
    })
}

pub fn flow(flow: &Flow) -> Value {
    json!({
        "id": flow.id,
        "created_at": time(flow.created_at),
        "expires_at": time(flow.expires_at),
        "authorisation_url": flow.authorisation_url,
        "auto_fulfil": true,
        "redirect_uri": flow.redirect_uri,
        "exit_uri": flow.exit_uri,
        "lock_customer_details": flow.lock_customer_details,
        "lock_bank_account": flow.lock_bank_account,
        "session_token": null,
        "show_redirect_buttons": false,
        "links": {"billing_request": flow.billing_request},
    })
}

pub fn customer(c: &Customer) -> Value {
    json!({
        "id": c.id,
        "created_at": time(c.created_at),
        "given_name": c.given_name,
        "family_name": c.family_name,
        "email": c.email,
        "swedish_identity_number": c.swedish_identity_number,
        "country_code": "SE",
        "language": "sv",
        "metadata": {},
    })
}

pub fn mandate(m: &Mandate, creditor: &str, next_possible: Option<NaiveDate>) -> Value {
    json!({
        "id": m.id,
        "created_at": time(m.created_at),
        "reference": m.reference,
        "status": m.status.as_str(),
        "scheme": m.scheme,
        "next_possible_charge_date": next_possible.map(date),
        "payments_require_approval": false,
        "metadata": m.metadata,
        "links": {
            "creditor": creditor,
            "customer": m.customer,
            "customer_bank_account": m.bank_account,
        },
    })
}

pub fn payment(p: &Payment, creditor: &str) -> Value {
    json!({
        "id": p.id,
        "created_at": time(p.created_at),
        "charge_date": date(p.charge_date),
        "amount": p.amount,
        "amount_refunded": p.amount_refunded,
        "currency": p.currency,
        "description": p.description,
        "reference": p.reference,
        "metadata": p.metadata,
        "status": p.status.as_str(),
        "scheme": "autogiro",
        "retry_if_possible": true,
        "links": links(&[
            ("creditor", Some(&creditor.to_owned())),
            ("mandate", Some(&p.mandate)),
            ("payout", p.payout.as_ref()),
        ]),
    })
}

pub fn refund(r: &Refund) -> Value {
    json!({
        "id": r.id,
        "created_at": time(r.created_at),
        "amount": r.amount,
        "currency": r.currency,
        "reference": r.reference,
        "metadata": r.metadata,
        "status": r.status.as_str(),
        "links": {"payment": r.payment, "mandate": r.mandate},
    })
}

pub fn event(e: &Event) -> Value {
    let mut details = json!({
        "origin": e.origin.as_str(),
        "cause": e.cause,
        "description": e.description,
    });
    if e.resource_type == "payments" || e.resource_type == "mandates" {
        details["scheme"] = json!("autogiro");
    }
    if let Some(retry) = e.will_attempt_retry {
        details["will_attempt_retry"] = json!(retry);
    }
    let mut links = Map::new();
    for (key, value) in &e.links {
        links.insert((*key).to_owned(), json!(value));
    }
    json!({
        "id": e.id,
        "created_at": time(e.created_at),
        "resource_type": e.resource_type,
        "action": e.action,
        "details": details,
        "metadata": {},
        "resource_metadata": e.resource_metadata,
        "links": links,
    })
}
