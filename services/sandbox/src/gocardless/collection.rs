//! Mandates, payments and refunds through the API.

use chrono::NaiveDate;
use serde_json::Value;

use super::error::GcError;
use super::ids::new_id;
use super::model::{MandateStatus, Metadata, Origin, Payment, PaymentStatus, Refund, RefundStatus};
use super::simulator::GoCardlessSimulator;
use super::store::{NewEvent, Store};
use super::timeline::{
    cancel_open_payments, first_payment_step, first_refund_step, next_possible_charge_date,
};
use super::validate::{self, linked_resource_not_found};
use super::wire::{self, NewPayment, NewRefund};

/// Autogiro payment references are at most 11 characters (GoCardless's Autogiro limit).
const AUTOGIRO_REFERENCE_MAX: usize = 11;
/// GoCardless refuses a sixth refund of one payment.
const MAX_REFUNDS_PER_PAYMENT: usize = 5;
const MAX_RETRIES: u32 = 3;

fn what(
    resource_type: &'static str,
    action: &'static str,
    cause: &'static str,
    description: &'static str,
) -> NewEvent<'static> {
    NewEvent {
        resource_type,
        action,
        origin: Origin::Api,
        cause,
        description,
    }
}

fn conflict(store: &Store, envelope: &'static str, key: Option<&String>) -> Result<(), GcError> {
    match key.and_then(|k| store.idempotency.get(&(envelope, k.clone()))) {
        Some(existing) => Err(GcError::idempotent_creation_conflict(existing)),
        None => Ok(()),
    }
}

impl GoCardlessSimulator {
    fn mandate_json(&self, store: &Store, id: &str, today: NaiveDate) -> Result<Value, GcError> {
        let mandate = store
            .mandates
            .get(id)
            .ok_or_else(|| GcError::not_found(id))?;
        let next = next_possible_charge_date(store, id, today);
        Ok(wire::mandate(mandate, &self.creditor, next))
    }

    pub fn get_mandate(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, now| self.mandate_json(store, id, now.date_naive()))
    }

    pub fn get_customer(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, _| {
            store
                .customers
                .get(id)
                .map(wire::customer)
                .ok_or_else(|| GcError::not_found(id))
        })
    }

    pub fn cancel_mandate(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, now| {
            let mandate = store
                .mandates
                .get_mut(id)
                .ok_or_else(|| GcError::not_found(id))?;
            if !matches!(
                mandate.status,
                MandateStatus::PendingCustomerApproval
                    | MandateStatus::PendingSubmission
                    | MandateStatus::Submitted
                    | MandateStatus::Active
                    | MandateStatus::SuspendedByPayer
            ) {
                return Err(GcError::invalid_state(
                    "cancellation_failed",
                    format!(
                        "A mandate that is {} cannot be cancelled",
                        mandate.status.as_str()
                    ),
                ));
            }
            mandate.status = MandateStatus::Cancelled;
            mandate.next = None;
            let metadata = mandate.metadata.clone();
            store.emit(
                now,
                what(
                    "mandates",
                    "cancelled",
                    "mandate_cancelled",
                    "The mandate was cancelled at your request.",
                ),
                id,
                &[],
                &metadata,
            );
            cancel_open_payments(store, id, now, "mandate_cancelled");
            self.mandate_json(store, id, now.date_naive())
        })
    }

    pub fn create_payment(
        &self,
        request: NewPayment,
        key: Option<String>,
    ) -> Result<Value, GcError> {
        const ENVELOPE: &str = "payments";
        self.with_store(|store, now| {
            conflict(store, ENVELOPE, key.as_ref())?;
            let amount = validate::required(ENVELOPE, "amount", request.amount)?;
            if amount <= 0 {
                return Err(GcError::validation(
                    ENVELOPE,
                    "amount",
                    "must be greater than 0",
                ));
            }
            let currency = validate::required_text(ENVELOPE, "currency", request.currency)?;
            let mandate_id =
                validate::required_text(ENVELOPE, "links.mandate", request.links.mandate)?;
            validate::max_chars(
                ENVELOPE,
                "reference",
                request.reference.as_deref(),
                AUTOGIRO_REFERENCE_MAX,
            )?;
            validate::max_chars(ENVELOPE, "description", request.description.as_deref(), 255)?;
            let metadata = validate::metadata(ENVELOPE, request.metadata)?;
            let mandate = store
                .mandates
                .get(&mandate_id)
                .ok_or_else(|| linked_resource_not_found("mandate"))?;
            if currency != "SEK" {
                return Err(GcError::validation(
                    ENVELOPE,
                    "currency",
                    "must be SEK for an autogiro mandate",
                ));
            }
            if !mandate.status.takes_payments() {
                return Err(GcError::invalid_state(
                    "mandate_is_inactive",
                    format!(
                        "The mandate is {}, so payments cannot be created against it",
                        mandate.status.as_str()
                    ),
                ));
            }
            let earliest = next_possible_charge_date(store, &mandate_id, now.date_naive())
                .ok_or_else(|| {
                    GcError::invalid_state("mandate_is_inactive", "The mandate takes no payments")
                })?;
            let charge_date = match request.charge_date.as_deref() {
                Some(raw) => NaiveDate::parse_from_str(raw, "%Y-%m-%d").map_err(|_| {
                    GcError::validation(ENVELOPE, "charge_date", "is not a valid date (YYYY-MM-DD)")
                })?,
                None => earliest,
            };
            if charge_date < earliest {
                return Err(GcError::validation(
                    ENVELOPE,
                    "charge_date",
                    format!(
                        "must be on or after the mandate's next_possible_charge_date ({earliest})"
                    ),
                ));
            }
            let payment = Payment {
                id: new_id("PM"),
                created_at: now,
                charge_date,
                amount,
                amount_refunded: 0,
                currency,
                description: request.description,
                reference: request.reference,
                metadata,
                status: PaymentStatus::PendingSubmission,
                mandate: mandate_id.clone(),
                payout: None,
                retries: 0,
                next: Some(first_payment_step(charge_date)),
            };
            store.emit(
                now,
                what(
                    "payments",
                    "created",
                    "payment_created",
                    "Payment created via the API.",
                ),
                &payment.id,
                &[("mandate", mandate_id.as_str())],
                &payment.metadata,
            );
            if let Some(key) = key {
                store
                    .idempotency
                    .insert((ENVELOPE, key), payment.id.clone());
            }
            let body = wire::payment(&payment, &self.creditor);
            store.payments.insert(payment.id.clone(), payment);
            Ok(body)
        })
    }

    pub fn get_payment(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, _| {
            store
                .payments
                .get(id)
                .map(|p| wire::payment(p, &self.creditor))
                .ok_or_else(|| GcError::not_found(id))
        })
    }

    pub fn cancel_payment(&self, id: &str, metadata: Option<Metadata>) -> Result<Value, GcError> {
        self.with_store(|store, now| {
            let payment = store
                .payments
                .get_mut(id)
                .ok_or_else(|| GcError::not_found(id))?;
            if payment.status != PaymentStatus::PendingSubmission {
                return Err(GcError::invalid_state(
                    "cancellation_failed",
                    format!(
                        "A payment that is {} cannot be cancelled",
                        payment.status.as_str()
                    ),
                ));
            }
            payment.status = PaymentStatus::Cancelled;
            payment.next = None;
            let body = wire::payment(payment, &self.creditor);
            let mandate = payment.mandate.clone();
            store.emit(
                now,
                what(
                    "payments",
                    "cancelled",
                    "payment_cancelled",
                    "The payment was cancelled at your request.",
                ),
                id,
                &[("mandate", mandate.as_str())],
                &metadata.unwrap_or_default(),
            );
            Ok(body)
        })
    }

    pub fn retry_payment(&self, id: &str, metadata: Option<Metadata>) -> Result<Value, GcError> {
        self.with_store(|store, now| {
            let payment = store
                .payments
                .get(id)
                .ok_or_else(|| GcError::not_found(id))?;
            if payment.status != PaymentStatus::Failed {
                return Err(GcError::invalid_state(
                    "retry_failed",
                    "Only failed payments can be retried",
                ));
            }
            if payment.retries >= MAX_RETRIES {
                return Err(GcError::invalid_state(
                    "retry_failed",
                    "This payment has been retried 3 times",
                ));
            }
            let mandate_id = payment.mandate.clone();
            let active = store
                .mandates
                .get(&mandate_id)
                .is_some_and(|m| m.status == MandateStatus::Active);
            if !active {
                return Err(GcError::invalid_state(
                    "mandate_is_inactive",
                    "The payment's mandate is not active",
                ));
            }
            let charge_date = next_possible_charge_date(store, &mandate_id, now.date_naive())
                .unwrap_or(now.date_naive());
            let Some(payment) = store.payments.get_mut(id) else {
                return Err(GcError::not_found(id));
            };
            payment.retries += 1;
            payment.charge_date = charge_date;
            payment.status = PaymentStatus::PendingSubmission;
            payment.next = Some(first_payment_step(charge_date));
            let body = wire::payment(payment, &self.creditor);
            store.emit(
                now,
                what(
                    "payments",
                    "resubmission_requested",
                    "payment_retried",
                    "The payment will be resubmitted.",
                ),
                id,
                &[("mandate", mandate_id.as_str())],
                &metadata.unwrap_or_default(),
            );
            Ok(body)
        })
    }

    pub fn create_refund(&self, request: NewRefund, key: Option<String>) -> Result<Value, GcError> {
        const ENVELOPE: &str = "refunds";
        self.with_store(|store, now| {
            conflict(store, ENVELOPE, key.as_ref())?;
            let amount = validate::required(ENVELOPE, "amount", request.amount)?;
            if amount <= 0 {
                return Err(GcError::validation(ENVELOPE, "amount", "must be greater than 0"));
            }
            let confirmation = validate::required(ENVELOPE, "total_amount_confirmation", request.total_amount_confirmation)?;
            let payment_id = validate::required_text(ENVELOPE, "links.payment", request.links.payment)?;
            let metadata = validate::metadata(ENVELOPE, request.metadata)?;
            let payment = store.payments.get(&payment_id).ok_or_else(|| linked_resource_not_found("payment"))?;
            if !matches!(payment.status, PaymentStatus::Confirmed | PaymentStatus::PaidOut) {
                return Err(GcError::invalid_state(
                    "refund_payment_invalid_state",
                    format!("A payment that is {} cannot be refunded", payment.status.as_str()),
                ));
            }
            let refunds = store.refunds.values().filter(|r| r.payment == payment_id).count();
            if refunds >= MAX_REFUNDS_PER_PAYMENT {
                return Err(GcError::invalid_state("number_of_refunds_exceeded", "This payment already has 5 refunds"));
            }
            let after = payment.amount_refunded + amount;
            if after > payment.amount {
                return Err(GcError::validation(ENVELOPE, "amount", "exceeds the amount of the payment left to refund"));
            }
            if confirmation != after {
                return Err(GcError::invalid_state(
                    "total_amount_confirmation_invalid",
                    format!("total_amount_confirmation must be the payment's total refunded amount including this refund ({after})"),
                ));
            }
            let refund = Refund {
                id: new_id("RF"),
                created_at: now,
                amount,
                currency: payment.currency.clone(),
                reference: request.reference,
                metadata,
                status: RefundStatus::Created,
                payment: payment_id.clone(),
                mandate: payment.mandate.clone(),
                next: Some(first_refund_step(now)),
            };
            if let Some(p) = store.payments.get_mut(&payment_id) {
                p.amount_refunded = after;
            }
            store.emit(now, what("refunds", "created", "refund_created", "The refund has been created."),
                &refund.id, &[("payment", payment_id.as_str())], &refund.metadata);
            if let Some(key) = key {
                store.idempotency.insert((ENVELOPE, key), refund.id.clone());
            }
            let body = wire::refund(&refund);
            store.refunds.insert(refund.id.clone(), refund);
            Ok(body)
        })
    }

    pub fn get_refund(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, _| {
            store
                .refunds
                .get(id)
                .map(wire::refund)
                .ok_or_else(|| GcError::not_found(id))
        })
    }
}
