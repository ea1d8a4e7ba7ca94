//! Agreements: draft (`POST /agreements` → `vippsConfirmationUrl`), fetch, list, update or stop
//! (`PATCH`), the test environment's force-accept, and what the user does in the app.

use actix_web::http::StatusCode;
use chrono::TimeDelta;
use serde_json::{Value, json};

use super::draft::{MAX_SUGGESTED_MAX_AMOUNT, initial_charge, interval, pricing};
use super::idempotency::Reply;
use super::ids;
use super::model::{Agreement, AgreementStatus, AgreementStep, PricingType, Scheduled};
use super::problem::VippsError;
use super::scripts::{PhoneScript, SCRIPTED_ANSWER_AFTER};
use super::simulator::VippsSimulator;
use super::timeline::{accept, end};
use super::validate;
use super::wire::{self, DraftAgreement, UpdateAgreement};

const DEFAULT_PAGE_SIZE: usize = 50;
const MAX_PAGE_SIZE: usize = 1000;

impl VippsSimulator {
    /// `landing_base` is where the user's browser reaches the sandbox (from the request's host).
    pub fn draft_agreement(
        &self,
        input: DraftAgreement,
        landing_base: &str,
    ) -> Result<Reply, VippsError> {
        if input.campaign.is_some() {
            return Err(VippsError::bad_request(
                "unsupported-feature",
                "Campaigns are not simulated by the sandbox",
            ));
        }
        if input.skip_landing_page == Some(true) {
            return Err(VippsError::problem(
                StatusCode::FORBIDDEN,
                "unsupported-feature",
                "skipLandingPage needs a sales unit on the allow list",
            ));
        }
        let pricing = pricing(input.pricing)?;
        let interval = interval(input.interval)?;
        let agreement_url =
            validate::merchant_url("merchantAgreementUrl", input.merchant_agreement_url, false)?;
        let redirect_url =
            validate::merchant_url("merchantRedirectUrl", input.merchant_redirect_url, true)?;
        let product_name = validate::text("productName", input.product_name, 45)?;
        validate::optional_text(
            "productDescription",
            input.product_description.as_deref(),
            100,
        )?;
        validate::phone("phoneNumber", input.phone_number.as_deref())?;
        validate::optional_text("externalId", input.external_id.as_deref(), 64)?;
        let timeout = TimeDelta::seconds(self.settings.agreement_timeout_seconds);
        self.with_ledger(|ledger, now| {
            let id = ids::agreement_id();
            let initial = input
                .initial_charge
                .map(|c| initial_charge(c, &id, now))
                .transpose()?;
            if let Some(charge) = &initial
                && ledger.charges.contains_key(&charge.id)
            {
                return Err(VippsError::problem(
                    StatusCode::CONFLICT,
                    "conflict",
                    "A charge with this orderId exists",
                ));
            }
            let script = PhoneScript::for_phone(input.phone_number.as_deref());
            let next = match script {
                PhoneScript::AcceptsByItself => Scheduled {
                    at: now + SCRIPTED_ANSWER_AFTER,
                    step: AgreementStep::UserAccepts,
                },
                PhoneScript::RejectsByItself => Scheduled {
                    at: now + SCRIPTED_ANSWER_AFTER,
                    step: AgreementStep::UserRejects,
                },
                PhoneScript::Manual | PhoneScript::ChargesFail | PhoneScript::FirstAttemptFails => {
                    Scheduled {
                        at: now + timeout,
                        step: AgreementStep::Expire,
                    }
                }
            };
            let uuid = uuid::Uuid::new_v4().to_string();
            let confirmation_url = if input.is_app == Some(true) {
                format!("vippsMT://?token={uuid}")
            } else {
                format!("{landing_base}/vipps/landing?token={uuid}")
            };
            let agreement = Agreement {
                id: id.clone(),
                uuid: uuid.clone(),
                status: AgreementStatus::Pending,
                created: now,
                start: None,
                stop: None,
                product_name,
                product_description: input.product_description,
                pricing,
                interval,
                merchant_agreement_url: agreement_url,
                merchant_redirect_url: redirect_url,
                phone_number: input.phone_number,
                external_id: input.external_id,
                initial_charge: initial.as_ref().map(|c| c.id.clone()),
                script,
                next: Some(next),
            };
            let charge_id = agreement.initial_charge.clone();
            ledger.agreements.insert(id.clone(), agreement);
            if let Some(charge) = initial {
                ledger.charges.insert(charge.id.clone(), charge);
            }
            Ok(Reply {
                status: StatusCode::CREATED,
                body: Some(json!({
                    "agreementId": id,
                    "uuid": uuid,
                    "vippsConfirmationUrl": confirmation_url,
                    "chargeId": charge_id,
                })),
            })
        })
    }

    pub fn get_agreement(&self, id: &str) -> Result<Value, VippsError> {
        validate::agreement_id(id)?;
        self.with_ledger(|ledger, _| {
            ledger
                .agreements
                .get(id)
                .map(wire::agreement)
                .ok_or_else(|| VippsError::not_found(format!("Agreement {id} not found")))
        })
    }

    pub fn list_agreements(
        &self,
        status: Option<&str>,
        page_number: Option<&str>,
        page_size: Option<&str>,
    ) -> Result<Value, VippsError> {
        let status = match status {
            None => AgreementStatus::Active,
            Some(s) => AgreementStatus::parse(s).ok_or_else(|| {
                VippsError::validation("status", "must be PENDING, ACTIVE, STOPPED or EXPIRED")
            })?,
        };
        let number = |field: &str, raw: Option<&str>, default: usize, max: usize| match raw {
            None => Ok(default),
            Some(raw) => raw
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| VippsError::validation(field, format!("must be 1 to {max}"))),
        };
        let page = number("pageNumber", page_number, 1, usize::MAX)?;
        let size = number("pageSize", page_size, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)?;
        self.with_ledger(|ledger, _| {
            let mut matching: Vec<&Agreement> = ledger
                .agreements
                .values()
                .filter(|a| a.status == status)
                .collect();
            matching.sort_by_key(|a| a.created);
            let page: Vec<Value> = matching
                .iter()
                .skip((page - 1).saturating_mul(size))
                .take(size)
                .map(|a| wire::agreement(a))
                .collect();
            Ok(Value::Array(page))
        })
    }

    pub fn update_agreement(&self, id: &str, update: UpdateAgreement) -> Result<Reply, VippsError> {
        validate::agreement_id(id)?;
        let illegal =
            |detail: &str| VippsError::bad_request("illegal-agreement-update", detail.to_owned());
        if let Some(status) = &update.status {
            if status != "STOPPED" {
                return Err(VippsError::validation(
                    "status",
                    "can only be set to STOPPED",
                ));
            }
            if update.changes_more_than_status() {
                return Err(illegal("Stopping an agreement allows no other changes"));
            }
        }
        validate::optional_text("productName", update.product_name.as_deref(), 45)?;
        validate::optional_text(
            "productDescription",
            update.product_description.as_deref(),
            100,
        )?;
        validate::optional_text("externalId", update.external_id.as_deref(), 64)?;
        if update.interval.is_some() {
            return Err(VippsError::bad_request(
                "unsupported-feature",
                "Changing the interval is not simulated by the sandbox",
            ));
        }
        let agreement_url = update
            .merchant_agreement_url
            .map(|u| validate::merchant_url("merchantAgreementUrl", Some(u), false))
            .transpose()?;
        self.with_ledger(|ledger, now| {
            let agreement = ledger
                .agreements
                .get_mut(id)
                .ok_or_else(|| VippsError::not_found(format!("Agreement {id} not found")))?;
            if update.status.is_some() {
                if !matches!(
                    agreement.status,
                    AgreementStatus::Pending | AgreementStatus::Active
                ) {
                    return Err(illegal(
                        "Cannot stop an agreement which is not pending or active.",
                    ));
                }
                end(
                    ledger,
                    id,
                    now,
                    AgreementStatus::Stopped,
                    "recurring.agreement-stopped.v1",
                );
                return Ok(Reply {
                    status: StatusCode::NO_CONTENT,
                    body: None,
                });
            }
            if agreement.status != AgreementStatus::Active {
                return Err(illegal("Cannot modify an agreement which is not active."));
            }
            if let Some(pricing) = update.pricing {
                match (
                    agreement.pricing.kind,
                    pricing.amount,
                    pricing.suggested_max_amount,
                ) {
                    (PricingType::Legacy, Some(amount), None) if amount > 0 => {
                        agreement.pricing.amount = Some(amount)
                    }
                    (PricingType::Variable, None, Some(max))
                        if (1..=MAX_SUGGESTED_MAX_AMOUNT).contains(&max) =>
                    {
                        agreement.pricing.suggested_max_amount = Some(max);
                    }
                    _ => {
                        return Err(illegal(
                            "amount updates LEGACY pricing, suggestedMaxAmount VARIABLE pricing",
                        ));
                    }
                }
            }
            if let Some(name) = update.product_name {
                agreement.product_name = name;
            }
            if update.product_description.is_some() {
                agreement.product_description = update.product_description;
            }
            if let Some(url) = agreement_url {
                agreement.merchant_agreement_url = url;
            }
            if update.external_id.is_some() {
                agreement.external_id = update.external_id;
            }
            Ok(Reply {
                status: StatusCode::NO_CONTENT,
                body: None,
            })
        })
    }

    /// The user accepts in the app (page, control API, the test environment's force-accept).
    pub fn user_accepts(&self, id: &str, phone: Option<String>) -> Result<(), VippsError> {
        validate::phone("phoneNumber", phone.as_deref())?;
        self.with_ledger(|ledger, now| {
            if !ledger.agreements.contains_key(id) {
                return Err(VippsError::not_found(format!("Agreement {id} not found")));
            }
            accept(ledger, id, now, phone)
                .map_err(|detail| VippsError::bad_request("illegal-agreement-update", detail))
        })
    }

    /// The user rejects in the app (`STOPPED`), or stops an active agreement.
    pub fn user_ends(&self, id: &str) -> Result<(), VippsError> {
        self.with_ledger(|ledger, now| {
            let status = ledger
                .agreements
                .get(id)
                .map(|a| a.status)
                .ok_or_else(|| VippsError::not_found(format!("Agreement {id} not found")))?;
            match status {
                AgreementStatus::Pending => end(
                    ledger,
                    id,
                    now,
                    AgreementStatus::Stopped,
                    "recurring.agreement-rejected.v1",
                ),
                AgreementStatus::Active => end(
                    ledger,
                    id,
                    now,
                    AgreementStatus::Stopped,
                    "recurring.agreement-stopped.v1",
                ),
                AgreementStatus::Stopped | AgreementStatus::Expired => {
                    return Err(VippsError::bad_request(
                        "illegal-agreement-update",
                        format!("the agreement is {}", status.as_str()),
                    ));
                }
            }
            Ok(())
        })
    }

    /// The agreement the landing page's `token` (its uuid) stands for.
    pub fn agreement_by_token(&self, token: &str) -> Option<Agreement> {
        self.with_ledger(|ledger, _| {
            ledger
                .agreements
                .values()
                .find(|a| a.uuid == token)
                .cloned()
        })
    }
}
