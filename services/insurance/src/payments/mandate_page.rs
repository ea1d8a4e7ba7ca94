//! The mandate page the customer approves the direct debit on: a GoCardless billing request and
//! its hosted flow (Sweden), or a Vipps Recurring agreement's landing page (Norway). The
//! insurance id goes with the request (GoCardless metadata, Vipps external id) so a webhook about
//! it finds the insurance even before we stored the provider's reference.

use chrono::Utc;
use zrm_providers::gocardless::{GoCardless, NewBillingRequest, NewBillingRequestFlow};
use zrm_providers::vipps::{DraftAgreement, IntervalUnit, Pricing, VippsRecurring};

use super::new_idempotency_key;
use crate::error::InsuranceError;
use crate::insurances::amount::Money;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::model::{Insurance, MandateRef, PaymentProvider};
use crate::state::InsuranceState;

/// The metadata key (GoCardless) naming our insurance.
pub const INSURANCE_ID_KEY: &str = "insurance_id";

/// Where the provider's page returns the browser, and the payer's phone (Vipps prefills it).
pub struct PageRequest<'a> {
    pub success_url: &'a str,
    pub fail_url: &'a str,
    pub phone_number: &'a str,
}

pub struct MandatePage {
    /// Where the browser goes.
    pub url: String,
    pub mandate: MandateRef,
}

pub async fn request(
    state: &InsuranceState,
    insurance: &Insurance,
    premium: Money,
    page: &PageRequest<'_>,
) -> Result<MandatePage, InsuranceError> {
    match PaymentProvider::of_country(insurance.country) {
        PaymentProvider::GoCardless => gocardless(state, insurance, page).await,
        PaymentProvider::Vipps => vipps(state, insurance, premium, page).await,
    }
}

async fn gocardless(
    state: &InsuranceState,
    insurance: &Insurance,
    page: &PageRequest<'_>,
) -> Result<MandatePage, InsuranceError> {
    let name = PaymentProvider::GoCardless.name();
    let failed = |error| InsuranceError::provider(name, error);
    let client = &state.providers.gocardless;
    let mut new = NewBillingRequest::autogiro();
    new.metadata
        .insert(INSURANCE_ID_KEY.into(), insurance.insurance_id.to_string());
    let billing_request = client
        .create_billing_request(&new, &new_idempotency_key(name)?)
        .await
        .map_err(failed)?;
    let flow = client
        .create_billing_request_flow(
            &NewBillingRequestFlow {
                billing_request: billing_request.id.clone(),
                redirect_uri: Some(page.success_url.to_owned()),
                exit_uri: Some(page.fail_url.to_owned()),
            },
            &new_idempotency_key(name)?,
        )
        .await
        .map_err(failed)?;
    Ok(MandatePage {
        url: flow.authorisation_url,
        mandate: MandateRef {
            provider: PaymentProvider::GoCardless,
            request: Some(billing_request.id),
            reference: None,
            status: billing_request.status.as_str().to_owned(),
            updated_at: Utc::now(),
        },
    })
}

/// The name the customer sees in the Vipps app (at most 45 characters).
fn vipps_product_name(group: InsuranceGroup) -> &'static str {
    match group {
        InsuranceGroup::Safety => "Trygghetsforsikring",
        InsuranceGroup::Accident => "Ulykkesforsikring",
        InsuranceGroup::Life => "Livsforsikring",
    }
}

/// Vipps wants the MSISDN: country code and number, digits only.
fn msisdn(phone_number: &str) -> Option<String> {
    let digits: String = phone_number.chars().filter(char::is_ascii_digit).collect();
    (digits.len() >= 8).then_some(digits)
}

async fn vipps(
    state: &InsuranceState,
    insurance: &Insurance,
    premium: Money,
    page: &PageRequest<'_>,
) -> Result<MandatePage, InsuranceError> {
    let name = PaymentProvider::Vipps.name();
    let draft = DraftAgreement {
        product_name: vipps_product_name(insurance.group).into(),
        product_description: Some(format!(
            "{} nr. {}",
            insurance.product_code, insurance.insurance_id
        )),
        pricing: Pricing::Legacy {
            amount: premium.minor,
        },
        interval_unit: IntervalUnit::Month,
        interval_count: 1,
        merchant_redirect_url: page.success_url.to_owned(),
        merchant_agreement_url: page.success_url.to_owned(),
        phone_number: msisdn(page.phone_number),
        initial_charge: None,
        external_id: Some(insurance.insurance_id.to_string()),
        is_app: false,
    };
    let created = state
        .providers
        .vipps
        .create_agreement(&draft, &new_idempotency_key(name)?)
        .await
        .map_err(|error| InsuranceError::provider(name, error))?;
    Ok(MandatePage {
        url: created.confirmation_url,
        mandate: MandateRef {
            provider: PaymentProvider::Vipps,
            request: None,
            reference: Some(created.agreement_id),
            status: "PENDING".into(),
            updated_at: Utc::now(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vipps_gets_digits_and_short_names() {
        assert_eq!(msisdn("+47 900 00 001").as_deref(), Some("4790000001"));
        assert_eq!(msisdn("123"), None);
        for group in InsuranceGroup::ALL {
            assert!(vipps_product_name(group).chars().count() <= 45);
        }
    }
}
