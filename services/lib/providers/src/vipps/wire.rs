//! The JSON of the Recurring API v3 and the Access Token API as the client reads and writes it.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Deserializer};
use serde_json::{Value, json};

use super::types::{
    Agreement, AgreementStatus, Charge, ChargeEvent, ChargeStatus, ChargeSummary, ChargeType,
    DraftAgreement, NewCharge, Pricing,
};

/// Azure AD style tokens give numbers as strings; accept both.
fn number_or_string<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
    match Value::deserialize(deserializer)? {
        Value::Number(n) => n
            .as_i64()
            .ok_or_else(|| serde::de::Error::custom("not an integer")),
        Value::String(s) => s.parse().map_err(serde::de::Error::custom),
        other @ (Value::Null | Value::Bool(_) | Value::Array(_) | Value::Object(_)) => Err(
            serde::de::Error::custom(format!("expected a number, got {other}")),
        ),
    }
}

#[derive(Debug, Deserialize)]
pub struct WireToken {
    pub access_token: String,
    #[serde(deserialize_with = "number_or_string")]
    pub expires_in: i64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireCreated {
    pub agreement_id: String,
    pub uuid: Option<String>,
    pub vipps_confirmation_url: String,
    pub charge_id: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireChargeCreated {
    pub charge_id: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WirePricing {
    amount: Option<i64>,
    suggested_max_amount: Option<i64>,
    max_amount: Option<i64>,
    currency: String,
}

#[derive(Debug, Deserialize)]
struct WireInterval {
    unit: String,
    count: u32,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireAgreement {
    id: String,
    status: String,
    product_name: String,
    product_description: Option<String>,
    pricing: WirePricing,
    interval: WireInterval,
    created: Option<DateTime<Utc>>,
    start: Option<DateTime<Utc>>,
    stop: Option<DateTime<Utc>>,
    external_id: Option<String>,
}

impl From<WireAgreement> for Agreement {
    fn from(w: WireAgreement) -> Self {
        Self {
            id: w.id,
            status: AgreementStatus::parse(&w.status),
            product_name: w.product_name,
            product_description: w.product_description,
            price: w.pricing.amount.or(w.pricing.suggested_max_amount),
            max_amount: w.pricing.max_amount,
            currency: w.pricing.currency,
            interval_unit: w.interval.unit,
            interval_count: w.interval.count,
            created: w.created,
            start: w.start,
            stop: w.stop,
            external_id: w.external_id,
        }
    }
}

#[derive(Debug, Default, Deserialize)]
struct WireSummary {
    captured: i64,
    refunded: i64,
    cancelled: i64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireHistory {
    occurred: DateTime<Utc>,
    event: String,
    amount: i64,
    idempotency_key: Option<String>,
    success: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireCharge {
    id: String,
    agreement_id: String,
    status: String,
    #[serde(rename = "type")]
    charge_type: String,
    transaction_type: String,
    amount: i64,
    currency: String,
    description: String,
    due: NaiveDate,
    retry_days: u32,
    transaction_id: Option<String>,
    failure_reason: Option<String>,
    #[serde(default)]
    summary: WireSummary,
    #[serde(default)]
    history: Vec<WireHistory>,
}

impl From<WireCharge> for Charge {
    fn from(w: WireCharge) -> Self {
        Self {
            id: w.id,
            agreement_id: w.agreement_id,
            status: ChargeStatus::parse(&w.status),
            charge_type: ChargeType::parse(&w.charge_type),
            transaction_type: w.transaction_type,
            amount: w.amount,
            currency: w.currency,
            description: w.description,
            due: w.due,
            retry_days: w.retry_days,
            transaction_id: w.transaction_id,
            failure_reason: w.failure_reason,
            summary: ChargeSummary {
                captured: w.summary.captured,
                refunded: w.summary.refunded,
                cancelled: w.summary.cancelled,
            },
            history: w
                .history
                .into_iter()
                .map(|h| ChargeEvent {
                    occurred: h.occurred,
                    event: h.event,
                    amount: h.amount,
                    idempotency_key: h.idempotency_key,
                    success: h.success,
                })
                .collect(),
        }
    }
}

pub fn draft_body(d: &DraftAgreement) -> Value {
    let pricing = match d.pricing {
        Pricing::Legacy { amount } => {
            json!({"type": "LEGACY", "amount": amount, "currency": "NOK"})
        }
        Pricing::Variable {
            suggested_max_amount,
        } => {
            json!({"type": "VARIABLE", "suggestedMaxAmount": suggested_max_amount, "currency": "NOK"})
        }
    };
    let mut body = json!({
        "pricing": pricing,
        "interval": {"unit": d.interval_unit.as_str(), "count": d.interval_count},
        "merchantRedirectUrl": d.merchant_redirect_url,
        "merchantAgreementUrl": d.merchant_agreement_url,
        "productName": d.product_name,
        "isApp": d.is_app,
    });
    let mut put = |key: &str, value: Value| {
        if !value.is_null() {
            body[key] = value;
        }
    };
    put("productDescription", json!(d.product_description));
    put("phoneNumber", json!(d.phone_number));
    put("externalId", json!(d.external_id));
    if let Some(c) = &d.initial_charge {
        let mut charge = json!({"amount": c.amount, "description": c.description, "transactionType": c.transaction_type.as_str()});
        if let Some(order) = &c.order_id {
            charge["orderId"] = json!(order);
        }
        put("initialCharge", charge);
    }
    body
}

pub fn charge_body(c: &NewCharge) -> Value {
    let mut body = json!({
        "amount": c.amount,
        "description": c.description,
        "due": c.due.format("%Y-%m-%d").to_string(),
        "retryDays": c.retry_days,
        "transactionType": c.transaction_type.as_str(),
    });
    if let Some(order) = &c.order_id {
        body["orderId"] = json!(order);
    }
    if let Some(external) = &c.external_id {
        body["externalId"] = json!(external);
    }
    body
}
