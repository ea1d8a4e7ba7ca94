//! Billing requests: what a mandate set-up starts from (`POST /billing_requests`), fulfilled
//! when the payer completes its flow's hosted page (see `flows`).

use serde_json::Value;

use super::error::GcError;
use super::ids::new_id;
use super::model::{BillingRequest, BillingRequestStatus, Origin};
use super::simulator::GoCardlessSimulator;
use super::store::NewEvent;
use super::validate::{self, linked_resource_not_found};
use super::wire::{self, NewBillingRequest};

pub(super) fn what(
    action: &'static str,
    origin: Origin,
    cause: &'static str,
    description: &'static str,
) -> NewEvent<'static> {
    NewEvent {
        resource_type: "billing_requests",
        action,
        origin,
        cause,
        description,
    }
}

impl GoCardlessSimulator {
    pub fn create_billing_request(
        &self,
        request: NewBillingRequest,
        idempotency_key: Option<String>,
    ) -> Result<Value, GcError> {
        const ENVELOPE: &str = "billing_requests";
        self.with_store(|store, now| {
            if let Some(key) = &idempotency_key
                && let Some(existing) = store.idempotency.get(&(ENVELOPE, key.clone()))
            {
                return Err(GcError::idempotent_creation_conflict(existing));
            }
            if request.payment_request.is_some() {
                return Err(GcError::validation(
                    ENVELOPE,
                    "payment_request",
                    "is not supported by this sandbox; request a mandate (Autogiro)",
                ));
            }
            let mandate_request =
                validate::required(ENVELOPE, "mandate_request", request.mandate_request)?;
            let scheme = mandate_request.scheme.unwrap_or_else(|| "autogiro".into());
            if scheme != "autogiro" {
                return Err(GcError::validation(
                    ENVELOPE,
                    "mandate_request.scheme",
                    "is not supported by this sandbox (autogiro only)",
                ));
            }
            let currency = validate::required_text(
                ENVELOPE,
                "mandate_request.currency",
                mandate_request.currency,
            )?;
            if currency != "SEK" {
                return Err(GcError::validation(
                    ENVELOPE,
                    "mandate_request.currency",
                    "must be SEK for autogiro",
                ));
            }
            if let Some(customer) = &request.links.customer
                && !store.customers.contains_key(customer)
            {
                return Err(linked_resource_not_found("customer"));
            }
            let metadata = validate::metadata(ENVELOPE, request.metadata)?;
            let br = BillingRequest {
                id: new_id("BRQ"),
                created_at: now,
                status: BillingRequestStatus::Pending,
                scheme,
                currency,
                metadata,
                customer: request.links.customer,
                bank_account: None,
                mandate: None,
                mandate_request_id: new_id("MRQ"),
            };
            store.emit(
                now,
                what(
                    "created",
                    Origin::Api,
                    "billing_request_created",
                    "This billing request has been created.",
                ),
                &br.id,
                &[],
                &br.metadata,
            );
            if let Some(key) = idempotency_key {
                store.idempotency.insert((ENVELOPE, key), br.id.clone());
            }
            let body = wire::billing_request(&br, &self.creditor);
            store.billing_requests.insert(br.id.clone(), br);
            Ok(body)
        })
    }

    pub fn get_billing_request(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, _| {
            store
                .billing_requests
                .get(id)
                .map(|br| wire::billing_request(br, &self.creditor))
                .ok_or_else(|| GcError::not_found(id))
        })
    }

    pub fn cancel_billing_request(&self, id: &str) -> Result<Value, GcError> {
        self.with_store(|store, now| {
            let br = store
                .billing_requests
                .get_mut(id)
                .ok_or_else(|| GcError::not_found(id))?;
            if !matches!(
                br.status,
                BillingRequestStatus::Pending | BillingRequestStatus::ReadyToFulfil
            ) {
                return Err(GcError::invalid_state(
                    "billing_request_not_cancellable",
                    format!(
                        "A billing request that is {} cannot be cancelled",
                        br.status.as_str()
                    ),
                ));
            }
            br.status = BillingRequestStatus::Cancelled;
            let (body, metadata) = (
                wire::billing_request(br, &self.creditor),
                br.metadata.clone(),
            );
            store.emit(
                now,
                what(
                    "cancelled",
                    Origin::Api,
                    "billing_request_cancelled",
                    "This billing request has been cancelled.",
                ),
                id,
                &[],
                &metadata,
            );
            Ok(body)
        })
    }
}
