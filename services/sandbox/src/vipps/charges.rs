//! Charges on an active agreement: create (due-date and amount rules), fetch, list, cancel
//! (`DELETE`), capture and refund; plus "charge charged" / "charge failed" for the control API.

use actix_web::http::StatusCode;
use chrono::{Days, Months};
use serde_json::{Value, json};

use super::idempotency::Reply;
use super::ids;
use super::ledger::Ledger;
use super::model::{
    AgreementStatus, Charge, ChargeStatus, ChargeType, HistoryEntry, PricingType, TransactionType,
};
use super::problem::VippsError;
use super::simulator::VippsSimulator;
use super::timeline::{cancel_charge, charge_fails, charge_succeeds, first_charge_step};
use super::validate;
use super::wire::{self, Adjustment, NewCharge};

const MIN_AMOUNT: i64 = 100;
const MAX_RETRY_DAYS: i64 = 14;
/// A LEGACY agreement's charge may be at most 5 times its price.
const LEGACY_PRICE_FACTOR: i64 = 5;

fn no_content() -> Reply {
    Reply {
        status: StatusCode::NO_CONTENT,
        body: None,
    }
}

fn find<'a>(
    ledger: &'a Ledger,
    agreement_id: &str,
    charge_id: &str,
) -> Result<&'a Charge, VippsError> {
    ledger
        .charges
        .get(charge_id)
        .filter(|c| c.agreement_id == agreement_id)
        .ok_or_else(|| {
            VippsError::not_found(format!(
                "Charge {charge_id} not found on agreement {agreement_id}"
            ))
        })
}

fn adjustment(input: Adjustment) -> Result<(i64, String), VippsError> {
    let amount = validate::required("amount", input.amount)?;
    if amount < 1 {
        return Err(VippsError::validation("amount", "must be greater than 0"));
    }
    let description = validate::text("description", input.description, 45)?;
    Ok((amount, description))
}

impl VippsSimulator {
    pub fn create_charge(
        &self,
        agreement_id: &str,
        input: NewCharge,
        key: &str,
    ) -> Result<Reply, VippsError> {
        validate::agreement_id(agreement_id)?;
        let amount = validate::required("amount", input.amount)?;
        if amount < MIN_AMOUNT {
            return Err(VippsError::validation("amount", "must be at least 100"));
        }
        let kind = validate::required("transactionType", input.transaction_type)?;
        let transaction_type = TransactionType::parse(&kind).ok_or_else(|| {
            VippsError::validation(
                "transactionType",
                "must be DIRECT_CAPTURE or RESERVE_CAPTURE",
            )
        })?;
        let description = validate::text("description", input.description, 45)?;
        let due = validate::date("due", input.due)?;
        let retry_days = input.retry_days.unwrap_or(0);
        if !(0..=MAX_RETRY_DAYS).contains(&retry_days) {
            return Err(VippsError::validation(
                "retryDays",
                "must be between 0 and 14",
            ));
        }
        validate::order_id("orderId", input.order_id.as_deref())?;
        validate::optional_text("externalId", input.external_id.as_deref(), 64)?;
        let lead_days = self.settings.charge_min_lead_days.unsigned_abs();
        self.with_ledger(|ledger, now| {
            let agreement = ledger
                .agreements
                .get(agreement_id)
                .ok_or_else(|| VippsError::not_found(format!("Agreement {agreement_id} not found")))?;
            if agreement.status != AgreementStatus::Active {
                return Err(VippsError::bad_request("charge-creation-failed",
                    format!("The agreement is {}; charges need an ACTIVE agreement", agreement.status.as_str())));
            }
            let today = now.date_naive();
            let earliest = today.checked_add_days(Days::new(lead_days)).unwrap_or(today);
            if due < earliest {
                return Err(VippsError::bad_request("charge-due-too-soon",
                    format!("due must be at least {lead_days} day(s) in the future (earliest {earliest})")));
            }
            if today.checked_add_months(Months::new(24)).is_some_and(|latest| due > latest) {
                return Err(VippsError::bad_request("charge-due-in-too-long", "due must be at most 2 years in the future"));
            }
            let limit = match agreement.pricing.kind {
                PricingType::Legacy => agreement.pricing.amount.unwrap_or(0).saturating_mul(LEGACY_PRICE_FACTOR),
                PricingType::Variable => agreement.pricing.suggested_max_amount.max(agreement.pricing.max_amount).unwrap_or(0),
            };
            if amount > limit {
                return Err(VippsError::bad_request("charge-amount-too-high", format!("amount may be at most {limit} for this agreement")));
            }
            let id = input.order_id.unwrap_or_else(ids::charge_id);
            if ledger.charges.contains_key(&id) {
                return Err(VippsError::problem(StatusCode::CONFLICT, "conflict", format!("A charge with id {id} exists")));
            }
            let charge = Charge {
                id: id.clone(),
                agreement_id: agreement_id.to_owned(),
                created: now,
                amount,
                currency: "NOK".into(),
                description,
                due,
                status: ChargeStatus::Pending,
                charge_type: ChargeType::Recurring,
                transaction_type,
                retry_days: u32::try_from(retry_days).unwrap_or(0),
                external_id: input.external_id,
                transaction_id: None,
                failure_reason: None,
                captured: 0,
                refunded: 0,
                cancelled: 0,
                attempts: 0,
                history: vec![HistoryEntry { occurred: now, event: "CREATE", amount, idempotency_key: Some(key.to_owned()), success: true }],
                next: Some(first_charge_step(now, due)),
            };
            ledger.charges.insert(id.clone(), charge);
            Ok(Reply { status: StatusCode::CREATED, body: Some(json!({ "chargeId": id })) })
        })
    }

    pub fn get_charge(&self, agreement_id: &str, charge_id: &str) -> Result<Value, VippsError> {
        validate::agreement_id(agreement_id)?;
        self.with_ledger(|ledger, _| {
            let charge = find(ledger, agreement_id, charge_id)?;
            let external = ledger
                .agreements
                .get(agreement_id)
                .and_then(|a| a.external_id.as_deref());
            Ok(wire::charge(charge, external))
        })
    }

    /// `GET /charges/{chargeId}` without the agreement (for investigations).
    pub fn get_charge_by_id(&self, charge_id: &str) -> Result<Value, VippsError> {
        self.with_ledger(|ledger, _| {
            let charge = ledger
                .charges
                .get(charge_id)
                .ok_or_else(|| VippsError::not_found(format!("Charge {charge_id} not found")))?;
            let external = ledger
                .agreements
                .get(&charge.agreement_id)
                .and_then(|a| a.external_id.as_deref());
            Ok(wire::charge(charge, external))
        })
    }

    pub fn list_charges(
        &self,
        agreement_id: &str,
        status: Option<&str>,
    ) -> Result<Value, VippsError> {
        validate::agreement_id(agreement_id)?;
        let status = status
            .map(|s| {
                ChargeStatus::parse(s)
                    .ok_or_else(|| VippsError::validation("status", "is not a charge status"))
            })
            .transpose()?;
        self.with_ledger(|ledger, _| {
            let agreement = ledger.agreements.get(agreement_id).ok_or_else(|| {
                VippsError::not_found(format!("Agreement {agreement_id} not found"))
            })?;
            let external = agreement.external_id.as_deref();
            let items: Vec<Value> = ledger
                .charges_of(agreement_id)
                .into_iter()
                .filter(|c| status.is_none_or(|s| c.status == s))
                .map(|c| wire::charge(c, external))
                .collect();
            Ok(Value::Array(items))
        })
    }

    pub fn cancel_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        key: &str,
    ) -> Result<Reply, VippsError> {
        validate::agreement_id(agreement_id)?;
        self.with_ledger(|ledger, now| {
            let status = find(ledger, agreement_id, charge_id)?.status;
            if !matches!(
                status,
                ChargeStatus::Pending
                    | ChargeStatus::Due
                    | ChargeStatus::Reserved
                    | ChargeStatus::PartiallyCaptured
            ) {
                return Err(VippsError::bad_request(
                    "cancel-charge-failed",
                    format!("A {} charge cannot be cancelled", status.as_str()),
                ));
            }
            cancel_charge(ledger, charge_id, now, Some(key.to_owned()));
            Ok(no_content())
        })
    }

    pub fn capture_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        input: Adjustment,
        key: &str,
    ) -> Result<Reply, VippsError> {
        validate::agreement_id(agreement_id)?;
        let (amount, _description) = adjustment(input)?;
        self.with_ledger(|ledger, now| {
            let charge = find(ledger, agreement_id, charge_id)?;
            if !matches!(
                charge.status,
                ChargeStatus::Reserved | ChargeStatus::PartiallyCaptured
            ) {
                return Err(VippsError::bad_request(
                    "charge-capture-failed",
                    format!("A {} charge cannot be captured", charge.status.as_str()),
                ));
            }
            if amount > charge.reserved_left() {
                return Err(VippsError::bad_request(
                    "charge-capture-failed",
                    format!("At most {} is left to capture", charge.reserved_left()),
                ));
            }
            let Some(charge) = ledger.charges.get_mut(charge_id) else {
                return Err(VippsError::not_found(format!(
                    "Charge {charge_id} not found"
                )));
            };
            charge.captured += amount;
            charge.status = if charge.reserved_left() == 0 {
                ChargeStatus::Charged
            } else {
                ChargeStatus::PartiallyCaptured
            };
            charge.history.push(HistoryEntry {
                occurred: now,
                event: "CAPTURE",
                amount,
                idempotency_key: Some(key.to_owned()),
                success: true,
            });
            ledger.charge_notice("recurring.charge-captured.v1", charge_id, amount, now);
            Ok(no_content())
        })
    }

    pub fn refund_charge(
        &self,
        agreement_id: &str,
        charge_id: &str,
        input: Adjustment,
        key: &str,
    ) -> Result<Reply, VippsError> {
        validate::agreement_id(agreement_id)?;
        let (amount, _description) = adjustment(input)?;
        self.with_ledger(|ledger, now| {
            let charge = find(ledger, agreement_id, charge_id)?;
            if !matches!(
                charge.status,
                ChargeStatus::Charged
                    | ChargeStatus::PartiallyRefunded
                    | ChargeStatus::PartiallyCaptured
            ) {
                return Err(VippsError::bad_request(
                    "operation-failed",
                    format!("A {} charge cannot be refunded", charge.status.as_str()),
                ));
            }
            let left = charge.captured - charge.refunded;
            if amount > left {
                return Err(VippsError::bad_request(
                    "operation-failed",
                    format!("At most {left} is left to refund"),
                ));
            }
            let Some(charge) = ledger.charges.get_mut(charge_id) else {
                return Err(VippsError::not_found(format!(
                    "Charge {charge_id} not found"
                )));
            };
            charge.refunded += amount;
            charge.status = if charge.refunded == charge.captured {
                ChargeStatus::Refunded
            } else {
                ChargeStatus::PartiallyRefunded
            };
            charge.history.push(HistoryEntry {
                occurred: now,
                event: "REFUND",
                amount,
                idempotency_key: Some(key.to_owned()),
                success: true,
            });
            Ok(no_content())
        })
    }

    /// "Charge charged" (`succeed`) or "charge failed" (`reason`) now, for a charge not yet final.
    pub fn force_charge(
        &self,
        charge_id: &str,
        outcome: Result<(), &'static str>,
    ) -> Result<Value, VippsError> {
        self.with_ledger(|ledger, now| {
            let charge = ledger
                .charges
                .get_mut(charge_id)
                .ok_or_else(|| VippsError::not_found(format!("Charge {charge_id} not found")))?;
            if !matches!(
                charge.status,
                ChargeStatus::Pending | ChargeStatus::Due | ChargeStatus::Processing
            ) {
                return Err(VippsError::problem(
                    StatusCode::CONFLICT,
                    "conflict",
                    format!("The charge is already {}", charge.status.as_str()),
                ));
            }
            charge.attempts += 1;
            match outcome {
                Ok(()) => charge_succeeds(ledger, charge_id, now),
                Err(reason) => charge_fails(ledger, charge_id, now, reason),
            }
            let charge = ledger
                .charges
                .get(charge_id)
                .ok_or_else(|| VippsError::not_found(charge_id.to_owned()))?;
            Ok(wire::charge(charge, None))
        })
    }
}
