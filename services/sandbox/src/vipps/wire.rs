//! The JSON of the Recurring API v3 (camelCase): request bodies as taken and agreements, charges
//! and webhook payloads as rendered. The sandbox keeps its own copy of these shapes, apart from
//! the client in zrm-providers.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Deserialize;
use serde_json::{Value, json};

use super::model::{Agreement, Charge, IntervalUnit, Notice, PricingType};

pub fn time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricingIn {
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub amount: Option<i64>,
    pub suggested_max_amount: Option<i64>,
    pub currency: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub struct IntervalIn {
    pub unit: Option<String>,
    pub count: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitialChargeIn {
    pub amount: Option<i64>,
    pub description: Option<String>,
    pub transaction_type: Option<String>,
    pub order_id: Option<String>,
    pub external_id: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DraftAgreement {
    pub pricing: Option<PricingIn>,
    pub interval: Option<IntervalIn>,
    pub merchant_agreement_url: Option<String>,
    pub merchant_redirect_url: Option<String>,
    pub product_name: Option<String>,
    pub product_description: Option<String>,
    pub phone_number: Option<String>,
    pub initial_charge: Option<InitialChargeIn>,
    pub campaign: Option<Value>,
    pub is_app: Option<bool>,
    pub skip_landing_page: Option<bool>,
    pub scope: Option<String>,
    pub external_id: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PricingUpdate {
    pub amount: Option<i64>,
    pub suggested_max_amount: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateAgreement {
    pub status: Option<String>,
    pub product_name: Option<String>,
    pub product_description: Option<String>,
    pub merchant_agreement_url: Option<String>,
    pub external_id: Option<String>,
    pub pricing: Option<PricingUpdate>,
    pub interval: Option<Value>,
}

impl UpdateAgreement {
    pub fn changes_more_than_status(&self) -> bool {
        self.product_name.is_some()
            || self.product_description.is_some()
            || self.merchant_agreement_url.is_some()
            || self.external_id.is_some()
            || self.pricing.is_some()
            || self.interval.is_some()
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AcceptAgreement {
    pub phone_number: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewCharge {
    pub amount: Option<i64>,
    pub transaction_type: Option<String>,
    pub description: Option<String>,
    pub due: Option<String>,
    pub retry_days: Option<i64>,
    pub order_id: Option<String>,
    pub external_id: Option<String>,
}

/// The body of capture and refund.
#[derive(Debug, Default, Deserialize)]
pub struct Adjustment {
    pub amount: Option<i64>,
    pub description: Option<String>,
}

fn interval_text(unit: IntervalUnit, count: u32) -> String {
    let unit = match unit {
        IntervalUnit::Year => "year",
        IntervalUnit::Month => "month",
        IntervalUnit::Week => "week",
        IntervalUnit::Day => "day",
    };
    if count == 1 {
        format!("every {unit}")
    } else {
        format!("every {count} {unit}s")
    }
}

pub fn agreement(a: &Agreement) -> Value {
    let pricing = match a.pricing.kind {
        PricingType::Legacy => json!({
            "type": "LEGACY", "amount": a.pricing.amount, "currency": a.pricing.currency,
        }),
        PricingType::Variable => json!({
            "type": "VARIABLE",
            "suggestedMaxAmount": a.pricing.suggested_max_amount,
            "maxAmount": a.pricing.max_amount,
            "currency": a.pricing.currency,
        }),
    };
    json!({
        "id": a.id,
        "uuid": a.uuid,
        "status": a.status.as_str(),
        "created": time(a.created),
        "start": a.start.map(time),
        "stop": a.stop.map(time),
        "productName": a.product_name,
        "productDescription": a.product_description,
        "pricing": pricing,
        "interval": {
            "unit": a.interval.unit.as_str(),
            "count": a.interval.count,
            "text": interval_text(a.interval.unit, a.interval.count),
        },
        "campaign": null,
        "merchantAgreementUrl": a.merchant_agreement_url,
        "merchantRedirectUrl": a.merchant_redirect_url,
        "externalId": a.external_id,
        "sub": null,
        "userinfoUrl": null,
        "countryCode": "NO",
    })
}

fn failure_description(reason: &str) -> &'static str {
    match reason {
        "user_action_required" => "User action required",
        "charge_amount_too_high" => "Amount is higher than the user's specified max amount",
        "non_technical_error" => "Payment failed",
        _ => "Technical error",
    }
}

pub fn charge(c: &Charge, agreement_external_id: Option<&str>) -> Value {
    json!({
        "id": c.id,
        "agreementId": c.agreement_id,
        "externalId": c.external_id,
        "externalAgreementId": agreement_external_id,
        "amount": c.amount,
        "currency": c.currency,
        "description": c.description,
        "due": c.due.format("%Y-%m-%d").to_string(),
        "status": c.status.as_str(),
        "type": c.charge_type.as_str(),
        "transactionType": c.transaction_type.as_str(),
        "retryDays": c.retry_days,
        "transactionId": c.transaction_id,
        "failureReason": c.failure_reason,
        "failureDescription": c.failure_reason.map(failure_description),
        "summary": {"captured": c.captured, "refunded": c.refunded, "cancelled": c.cancelled},
        "history": c.history.iter().map(|h| json!({
            "occurred": time(h.occurred),
            "event": h.event,
            "amount": h.amount,
            "idempotencyKey": h.idempotency_key,
            "success": h.success,
        })).collect::<Vec<_>>(),
    })
}

pub fn notice(n: &Notice, msn: &str) -> Value {
    let mut body = json!({
        "msn": msn,
        "agreementId": n.agreement_id,
        "eventType": n.event_type,
        "occurred": time(n.occurred),
    });
    let mut put = |key: &str, value: Value| {
        if !value.is_null() {
            body[key] = value;
        }
    };
    put("agreementExternalId", json!(n.agreement_external_id));
    put("chargeId", json!(n.charge_id));
    put("chargeExternalId", json!(n.charge_external_id));
    put("chargeType", json!(n.charge_type.map(|t| t.as_str())));
    put("amount", json!(n.amount));
    if n.amount.is_some() {
        put("currency", json!("NOK"));
    }
    put("failureReason", json!(n.failure_reason));
    body
}
