//! The link that lets a customer set up a new direct debit without signing in, for an insurance
//! whose mandate stopped or was never approved: staff read it (to give over the phone) or have
//! it e-mailed. It leads to the gateway's public `/insurance/api/request-new-mandate?id=…` with
//! the insurance's encrypted, expiring id; following it asks the provider for a new mandate page
//! and sends the browser there, or to the insurance on My Pages when none is needed any more.

use chrono::{DateTime, Duration, Utc};

use super::customer_mail::{self, Letter, MailSent};
use super::customer_mails::new_mandate_mail;
use super::encrypted_id::OpenError;
use super::model::Insurance;
use super::sign_up::{self, NewMandate, needs_new_mandate, own};
use crate::error::InsuranceError;
use crate::state::InsuranceState;

/// What messaging keeps the e-mail's record under.
pub const PURPOSE: &str = "insurance_new_mandate";

/// The gateway's public route the link leads to.
pub const ROUTE: &str = "/insurance/api/request-new-mandate";

pub struct MandateLink {
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

/// The insurance, if it needs a new direct debit from its customer.
async fn needing_mandate(
    state: &InsuranceState,
    insurance_id: i64,
) -> Result<Insurance, InsuranceError> {
    let insurance = own(state, insurance_id, None).await?;
    if !needs_new_mandate(&insurance) {
        return Err(InsuranceError::Precondition(
            "Only an insurance without an active direct debit needs a new one".into(),
        ));
    }
    Ok(insurance)
}

fn link_of(state: &InsuranceState, insurance_id: i64) -> MandateLink {
    let expires_at = Utc::now() + Duration::days(state.link_valid_days);
    let token = state.cipher.seal(insurance_id, expires_at);
    MandateLink {
        url: format!("{}{ROUTE}?id={token}", state.public_api_url),
        expires_at,
    }
}

/// The link for staff to give the customer.
pub async fn link(
    state: &InsuranceState,
    insurance_id: i64,
) -> Result<MandateLink, InsuranceError> {
    needing_mandate(state, insurance_id).await?;
    Ok(link_of(state, insurance_id))
}

/// E-mails the customer the link, in their country's language; logged as `EMAIL_SENT`.
pub async fn send(
    state: &InsuranceState,
    insurance_id: i64,
    requested_by: &str,
) -> Result<MailSent, InsuranceError> {
    let insurance = needing_mandate(state, insurance_id).await?;
    let link = link_of(state, insurance_id);
    let compose = |language, first_name: &str| {
        new_mandate_mail(
            language,
            first_name,
            insurance.group,
            &link.url,
            state.link_valid_days,
        )
    };
    let letter = Letter {
        purpose: PURPOSE,
        link_expires_at: link.expires_at,
        compose: &compose,
    };
    customer_mail::send(state, &insurance, &letter, requested_by).await
}

/// Where the browser that followed the link goes: the provider's page for a new mandate (its
/// success and fail pages on My Pages), or the insurance on My Pages when it has an active
/// direct debit again. A tampered or expired link is INVALID_ARGUMENT `id`.
pub async fn follow(state: &InsuranceState, token: &str) -> Result<String, InsuranceError> {
    let insurance_id = state
        .cipher
        .open(token.trim(), Utc::now())
        .map_err(|error: OpenError| InsuranceError::invalid("id", error.to_string()))?;
    let insurance = own(state, insurance_id, None).await?;
    let my_pages = state.my_pages_url(insurance.country);
    let at_my_pages = format!("{my_pages}/insurance/{insurance_id}");
    if !needs_new_mandate(&insurance) {
        return Ok(at_my_pages);
    }
    let (page, _) = sign_up::new_mandate(
        state,
        NewMandate {
            insurance_id,
            customer_id: insurance.customer_id,
            success_url: format!("{my_pages}/insurance/success"),
            fail_url: at_my_pages,
            requested_by: format!("customer:{}", insurance.customer_id),
        },
    )
    .await?;
    Ok(page.url)
}
