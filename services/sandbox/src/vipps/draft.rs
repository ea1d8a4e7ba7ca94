//! The parts of a draft agreement that need more than a field check: pricing, interval and the
//! initial charge.

use chrono::{DateTime, Utc};

use super::ids;
use super::model::{
    Charge, ChargeStatus, ChargeType, HistoryEntry, Interval, IntervalUnit, Pricing, PricingType,
    TransactionType,
};
use super::problem::VippsError;
use super::validate;
use super::wire::{self, InitialChargeIn};

/// `suggestedMaxAmount` may be at most 20 000 NOK.
pub const MAX_SUGGESTED_MAX_AMOUNT: i64 = 2_000_000;
const MIN_CHARGE_AMOUNT: i64 = 100;

pub fn pricing(input: Option<wire::PricingIn>) -> Result<Pricing, VippsError> {
    let input = validate::required("pricing", input)?;
    let kind = match input.kind.as_deref() {
        None => PricingType::Legacy,
        Some(kind) => PricingType::parse(kind)
            .ok_or_else(|| VippsError::validation("pricing.type", "must be LEGACY or VARIABLE"))?,
    };
    let currency = validate::currency("pricing.currency", input.currency)?;
    match kind {
        PricingType::Legacy => {
            let amount = validate::required("pricing.amount", input.amount)?;
            if amount < 1 {
                return Err(VippsError::validation(
                    "pricing.amount",
                    "must be greater than 0",
                ));
            }
            Ok(Pricing {
                kind,
                amount: Some(amount),
                suggested_max_amount: None,
                max_amount: None,
                currency,
            })
        }
        PricingType::Variable => {
            let max = validate::required("pricing.suggestedMaxAmount", input.suggested_max_amount)?;
            if !(1..=MAX_SUGGESTED_MAX_AMOUNT).contains(&max) {
                return Err(VippsError::bad_request(
                    "invalid-suggested-max-amount",
                    "suggestedMaxAmount must be 1 to 2000000 øre",
                ));
            }
            Ok(Pricing {
                kind,
                amount: None,
                suggested_max_amount: Some(max),
                max_amount: None,
                currency,
            })
        }
    }
}

pub fn interval(input: Option<wire::IntervalIn>) -> Result<Interval, VippsError> {
    let input = validate::required("interval", input)?;
    let unit = validate::required("interval.unit", input.unit)?;
    let unit = IntervalUnit::parse(&unit).ok_or_else(|| {
        VippsError::validation("interval.unit", "must be YEAR, MONTH, WEEK or DAY")
    })?;
    let count = validate::required("interval.count", input.count)?;
    let count = u32::try_from(count)
        .ok()
        .filter(|c| (1..=31).contains(c))
        .ok_or_else(|| VippsError::validation("interval.count", "must be between 1 and 31"))?;
    Ok(Interval { unit, count })
}

pub fn initial_charge(
    input: InitialChargeIn,
    agreement_id: &str,
    now: DateTime<Utc>,
) -> Result<Charge, VippsError> {
    let amount = validate::required("initialCharge.amount", input.amount)?;
    if amount < MIN_CHARGE_AMOUNT {
        return Err(VippsError::validation(
            "initialCharge.amount",
            "must be at least 100",
        ));
    }
    let description = validate::text("initialCharge.description", input.description, 45)?;
    let kind = validate::required("initialCharge.transactionType", input.transaction_type)?;
    let transaction_type = TransactionType::parse(&kind).ok_or_else(|| {
        VippsError::validation(
            "initialCharge.transactionType",
            "must be DIRECT_CAPTURE or RESERVE_CAPTURE",
        )
    })?;
    validate::order_id("initialCharge.orderId", input.order_id.as_deref())?;
    validate::optional_text("initialCharge.externalId", input.external_id.as_deref(), 64)?;
    Ok(Charge {
        id: input.order_id.unwrap_or_else(ids::charge_id),
        agreement_id: agreement_id.to_owned(),
        created: now,
        amount,
        currency: "NOK".into(),
        description,
        due: now.date_naive(),
        status: ChargeStatus::Pending,
        charge_type: ChargeType::Initial,
        transaction_type,
        retry_days: 0,
        external_id: input.external_id,
        transaction_id: None,
        failure_reason: None,
        captured: 0,
        refunded: 0,
        cancelled: 0,
        attempts: 0,
        history: vec![HistoryEntry {
            occurred: now,
            event: "CREATE",
            amount,
            idempotency_key: None,
            success: true,
        }],
        next: None,
    })
}
