//! Billing request flows: the flow's `authorisation_url` is the sandbox's hosted page, where the
//! payer approves (customer, bank account and mandate are created, the billing request is
//! fulfilled) or leaves.

use chrono::TimeDelta;
use serde_json::Value;

use super::billing::what;
use super::error::GcError;
use super::ids::new_id;
use super::model::{
    BankAccount, BillingRequest, BillingRequestStatus, Customer, Flow, Mandate, MandateStatus,
    Origin,
};
use super::scripts::AccountScript;
use super::simulator::GoCardlessSimulator;
use super::store::NewEvent;
use super::timeline::first_mandate_step;
use super::validate::{self, linked_resource_not_found};
use super::wire::{self, NewFlow};
use crate::error::SandboxError;

fn gone(message: &str) -> SandboxError {
    SandboxError::NotFound(message.to_owned())
}

const FLOW_LIFETIME: TimeDelta = TimeDelta::days(7);

/// What the payer enters on the hosted page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayerDetails {
    pub given_name: String,
    pub family_name: String,
    pub email: String,
    /// Canonical 12-digit personnummer / samordningsnummer.
    pub swedish_identity_number: String,
    pub clearing_number: String,
    pub account_number: String,
}

/// A flow as the hosted page shows it.
#[derive(Debug, Clone)]
pub struct FlowView {
    pub flow: Flow,
    pub billing_request: BillingRequest,
    pub customer: Option<Customer>,
}

impl GoCardlessSimulator {
    /// `page_base` is where the payer's browser reaches the sandbox (from the request's host).
    pub fn create_flow(
        &self,
        request: NewFlow,
        idempotency_key: Option<String>,
        page_base: &str,
    ) -> Result<Value, GcError> {
        const ENVELOPE: &str = "billing_request_flows";
        self.with_store(|store, now| {
            if let Some(key) = &idempotency_key
                && let Some(existing) = store.idempotency.get(&(ENVELOPE, key.clone()))
            {
                return Err(GcError::idempotent_creation_conflict(existing));
            }
            let br_id = validate::required_text(
                ENVELOPE,
                "links.billing_request",
                request.links.billing_request,
            )?;
            validate::url(ENVELOPE, "redirect_uri", request.redirect_uri.as_deref())?;
            validate::url(ENVELOPE, "exit_uri", request.exit_uri.as_deref())?;
            let br = store
                .billing_requests
                .get(&br_id)
                .ok_or_else(|| linked_resource_not_found("billing_request"))?;
            if br.status != BillingRequestStatus::Pending {
                return Err(GcError::invalid_state(
                    "billing_request_not_pending",
                    format!(
                        "The billing request is {}; a flow needs a pending one",
                        br.status.as_str()
                    ),
                ));
            }
            let metadata = br.metadata.clone();
            let id = new_id("BRF");
            let flow = Flow {
                authorisation_url: format!("{page_base}/gocardless/flow?id={id}"),
                id,
                created_at: now,
                expires_at: now + FLOW_LIFETIME,
                billing_request: br_id.clone(),
                redirect_uri: request.redirect_uri,
                exit_uri: request.exit_uri,
                lock_customer_details: request.lock_customer_details.unwrap_or(false),
                lock_bank_account: request.lock_bank_account.unwrap_or(false),
                visited: false,
            };
            store.emit(
                now,
                what(
                    "flow_created",
                    Origin::Api,
                    "billing_request_flow_created",
                    "A billing request flow has been created against this billing request.",
                ),
                &br_id,
                &[],
                &metadata,
            );
            if let Some(key) = idempotency_key {
                store.idempotency.insert((ENVELOPE, key), flow.id.clone());
            }
            let body = wire::flow(&flow);
            store.flows.insert(flow.id.clone(), flow);
            Ok(body)
        })
    }

    /// The hosted page opens: the first visit is recorded as `flow_visited`.
    pub fn visit_flow(&self, flow_id: &str) -> Option<FlowView> {
        self.with_store(|store, now| {
            let flow = store.flows.get_mut(flow_id)?;
            let first_visit = !flow.visited;
            flow.visited = true;
            let flow = flow.clone();
            let br = store.billing_requests.get(&flow.billing_request)?.clone();
            if first_visit {
                store.emit(
                    now,
                    what(
                        "flow_visited",
                        Origin::Customer,
                        "billing_request_flow_visited",
                        "The billing request flow has been visited.",
                    ),
                    &br.id,
                    &[],
                    &br.metadata,
                );
            }
            let customer = br
                .customer
                .as_ref()
                .and_then(|c| store.customers.get(c))
                .cloned();
            Some(FlowView {
                flow,
                billing_request: br,
                customer,
            })
        })
    }

    /// The payer confirms on the hosted page. Returns where to send them (`redirect_uri`).
    pub fn approve_flow(
        &self,
        flow_id: &str,
        payer: PayerDetails,
    ) -> Result<Option<String>, SandboxError> {
        self.with_store(|store, now| {
            let flow = store
                .flows
                .get(flow_id)
                .ok_or_else(|| gone("This payment page does not exist."))?
                .clone();
            if now > flow.expires_at {
                return Err(SandboxError::Conflict(
                    "This payment page has expired.".into(),
                ));
            }
            let br = store
                .billing_requests
                .get(&flow.billing_request)
                .ok_or_else(|| gone("The billing request is gone."))?
                .clone();
            if br.status != BillingRequestStatus::Pending {
                return Err(SandboxError::Conflict(format!(
                    "This request is already {}.",
                    br.status.as_str()
                )));
            }
            let customer_id = br.customer.clone().unwrap_or_else(|| new_id("CU"));
            store
                .customers
                .entry(customer_id.clone())
                .or_insert_with(|| Customer {
                    id: customer_id.clone(),
                    created_at: now,
                    given_name: payer.given_name.clone(),
                    family_name: payer.family_name.clone(),
                    email: payer.email.clone(),
                    swedish_identity_number: payer.swedish_identity_number.clone(),
                });
            let script = AccountScript::for_account(&payer.account_number);
            let account = BankAccount {
                id: new_id("BA"),
                created_at: now,
                account_holder_name: format!("{} {}", payer.given_name, payer.family_name),
                account_number: format!("{}-{}", payer.clearing_number, payer.account_number),
                customer: customer_id.clone(),
                script,
            };
            let mandate = Mandate {
                id: new_id("MD"),
                created_at: now,
                reference: new_id("ZRM").chars().take(10).collect(),
                status: MandateStatus::PendingSubmission,
                scheme: br.scheme.clone(),
                metadata: br.metadata.clone(),
                customer: customer_id.clone(),
                bank_account: account.id.clone(),
                script,
                activated_at: None,
                next: Some(first_mandate_step(now)),
            };
            let (mandate_id, account_id) = (mandate.id.clone(), account.id.clone());
            store.emit(
                now,
                NewEvent {
                    resource_type: "mandates",
                    action: "created",
                    origin: Origin::Customer,
                    cause: "mandate_created",
                    description: "Mandate created by the payer through a billing request flow.",
                },
                &mandate_id,
                &[],
                &mandate.metadata,
            );
            store.bank_accounts.insert(account_id.clone(), account);
            store.mandates.insert(mandate_id.clone(), mandate);
            if let Some(br) = store.billing_requests.get_mut(&flow.billing_request) {
                br.status = BillingRequestStatus::Fulfilled;
                br.customer = Some(customer_id);
                br.bank_account = Some(account_id);
                br.mandate = Some(mandate_id.clone());
            }
            store.emit(
                now,
                what(
                    "fulfilled",
                    Origin::Customer,
                    "billing_request_fulfilled",
                    "This billing request has been fulfilled, and the resources have been created.",
                ),
                &br.id,
                &[("mandate_request_mandate", mandate_id.as_str())],
                &br.metadata,
            );
            Ok(flow.redirect_uri)
        })
    }

    /// The payer leaves the page without approving. Returns where to send them (`exit_uri`).
    pub fn exit_flow(&self, flow_id: &str) -> Result<Option<String>, SandboxError> {
        self.with_store(|store, now| {
            let flow = store
                .flows
                .get(flow_id)
                .ok_or_else(|| gone("This payment page does not exist."))?
                .clone();
            let br = store
                .billing_requests
                .get(&flow.billing_request)
                .ok_or_else(|| gone("The billing request is gone."))?
                .clone();
            store.emit(
                now,
                what(
                    "flow_exited",
                    Origin::Customer,
                    "billing_request_flow_exited",
                    "The payer left the billing request flow without completing it.",
                ),
                &br.id,
                &[],
                &br.metadata,
            );
            Ok(flow.exit_uri)
        })
    }
}
