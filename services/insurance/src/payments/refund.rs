//! Paying a collected premium back, in part or whole: never more than was collected and not yet
//! refunded. The payment's row stays locked while the provider is asked, so two refunds of one
//! payment cannot both pass the check; the idempotency key is the payment and the refunded total
//! it leads to, so a retry after a lost answer cannot refund twice.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_providers::gocardless::{self, GoCardless};
use zrm_providers::vipps::VippsRecurring;
use zrm_providers::{IdempotencyKey, ProviderError};

use super::payment_state::PaymentState;
use super::storage::{self, NewRefund, PaymentRecord};
use crate::error::InsuranceError;
use crate::insurances::event_type::EventType;
use crate::insurances::model::PaymentProvider;
use crate::insurances::storage as insurance_storage;
use crate::state::{InsuranceState, pooled};

pub struct RefundAsked {
    pub payment_id: i64,
    pub amount_minor: i64,
    pub requested_by: String,
}

/// What may still be refunded of the payment, in minor units.
pub fn refundable(payment: &PaymentRecord) -> i64 {
    if payment.state == PaymentState::Collected {
        (payment.row.amount_minor - payment.row.refunded_minor).max(0)
    } else {
        0
    }
}

/// A provider that refuses the refund (it no longer knows the payment, or counts what is left
/// otherwise) is the refund's answer, not an outage; a provider that cannot be reached is.
fn provider_failed(provider: PaymentProvider, error: ProviderError) -> InsuranceError {
    let status = if let ProviderError::GoCardless(error) = &error {
        Some(error.status)
    } else if let ProviderError::Vipps(error) = &error {
        Some(error.status)
    } else {
        None
    };
    match status {
        Some(400..=428 | 430..=499) => {
            tracing::warn!(provider = provider.name(), %error, "refund refused by the provider");
            InsuranceError::Precondition(
                "The payment provider refused the refund; nothing was refunded".into(),
            )
        }
        _ => InsuranceError::provider(provider.name(), error),
    }
}

fn refund_key(payment_id: i64, total_after: i64) -> Result<IdempotencyKey, InsuranceError> {
    IdempotencyKey::new(format!("rf-{payment_id}-{total_after}"))
        .map_err(|error| InsuranceError::provider("idempotency", error))
}

pub async fn refund(
    state: &InsuranceState,
    asked: RefundAsked,
) -> Result<PaymentRecord, InsuranceError> {
    if asked.amount_minor < 1 {
        return Err(InsuranceError::invalid(
            "amount_minor_units",
            "Must be more than 0",
        ));
    }
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let insurance_id = storage::insurance_of_payment(conn, asked.payment_id)
            .await?
            .ok_or(InsuranceError::PaymentNotFound(asked.payment_id))?;
        // The insurance before its payment, in the order the webhooks and the billing job lock
        // them: the other order deadlocks with a webhook about the same insurance (the refund's
        // event row's key check waits for the insurance the webhook holds).
        let insurance = insurance_storage::lock(conn, insurance_id).await?;
        let payment = storage::lock_payment(conn, asked.payment_id)
            .await?
            .ok_or(InsuranceError::PaymentNotFound(asked.payment_id))?;
        if payment.state != PaymentState::Collected {
            return Err(InsuranceError::Precondition(
                "Only a collected payment can be refunded".into(),
            ));
        }
        if asked.amount_minor > refundable(&payment) {
            return Err(InsuranceError::invalid(
                "amount_minor_units",
                "Must be at most what was collected and not yet refunded",
            ));
        }
        let total_after = payment.row.refunded_minor + asked.amount_minor;
        let key = refund_key(payment.row.payment_id, total_after)?;
        let provider = payment.provider;
        let failed = |error| provider_failed(provider, error);
        let (reference, status) = match provider {
            PaymentProvider::GoCardless => {
                let refund = state
                    .providers
                    .gocardless
                    .create_refund(
                        &gocardless::NewRefund {
                            payment: payment.row.provider_reference.clone(),
                            amount: asked.amount_minor,
                            total_amount_confirmation: total_after,
                            reference: None,
                            metadata: gocardless::Metadata::from([(
                                "insurance_id".to_owned(),
                                insurance.insurance_id.to_string(),
                            )]),
                        },
                        &key,
                    )
                    .await
                    .map_err(failed)?;
                (refund.id, refund.status.as_str().to_owned())
            }
            PaymentProvider::Vipps => {
                state
                    .providers
                    .vipps
                    .refund_charge(
                        &payment.row.mandate_reference,
                        &payment.row.provider_reference,
                        asked.amount_minor,
                        &format!("Refund, insurance {}", insurance.insurance_id),
                        &key,
                    )
                    .await
                    .map_err(failed)?;
                // Vipps refunds at once and gives the refund no id of its own.
                (key.as_str().to_owned(), "REFUNDED".to_owned())
            }
        };
        let now = Utc::now();
        storage::insert_refund(
            conn,
            &NewRefund {
                payment_id: payment.row.payment_id,
                provider_reference: &reference,
                amount_minor: asked.amount_minor,
                currency: &payment.row.currency,
                provider_status: &status,
                requested_by: &asked.requested_by,
            },
            now,
        )
        .await?;
        insurance_storage::append_event(
            conn,
            insurance.insurance_id,
            EventType::RefundCreated,
            &asked.requested_by,
            now,
            json!({
                "payment": payment.row.provider_reference,
                "refund": reference,
                "amount_minor": asked.amount_minor,
                "currency": payment.row.currency,
            }),
        )
        .await?;
        storage::lock_payment(conn, payment.row.payment_id)
            .await?
            .ok_or(InsuranceError::PaymentNotFound(payment.row.payment_id))
    })
    .await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::NaiveDate;

    use super::*;
    use crate::payments::storage::PaymentRow;

    fn payment(state: PaymentState, amount: i64, refunded: i64) -> PaymentRecord {
        let day = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
        PaymentRecord {
            provider: PaymentProvider::GoCardless,
            state,
            row: PaymentRow {
                payment_id: 1,
                insurance_id: 100_001,
                provider: "GOCARDLESS".into(),
                provider_reference: "PM1".into(),
                period_start: day,
                charge_date: day,
                amount_minor: amount,
                currency: "SEK".into(),
                refunded_minor: refunded,
                state: state.code().into(),
                provider_status: "confirmed".into(),
                alerts_checked: true,
                created_at: Utc::now(),
                updated_at: Utc::now(),
                mandate_reference: "MD1".into(),
            },
        }
    }

    #[test]
    fn only_what_was_collected_and_not_yet_refunded_can_be_refunded() {
        assert_eq!(
            refundable(&payment(PaymentState::Collected, 15_900, 0)),
            15_900
        );
        assert_eq!(
            refundable(&payment(PaymentState::Collected, 15_900, 5_000)),
            10_900
        );
        assert_eq!(
            refundable(&payment(PaymentState::Collected, 15_900, 15_900)),
            0
        );
        assert_eq!(refundable(&payment(PaymentState::Pending, 15_900, 0)), 0);
        assert_eq!(refundable(&payment(PaymentState::Missed, 15_900, 0)), 0);
    }

    #[test]
    fn the_refund_key_names_the_payment_and_the_total_it_leads_to() {
        assert_eq!(refund_key(7, 5_000).unwrap().as_str(), "rf-7-5000");
        assert!(
            refund_key(i64::MAX, 999_999_999_999)
                .unwrap()
                .as_str()
                .len()
                <= IdempotencyKey::MAX_CHARS
        );
    }
}
