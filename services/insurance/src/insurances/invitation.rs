//! E-mailing the customer the link to an insurance's terms: the link (the encrypted id) to My
//! Pages of their country, sent as [`customer_mail`] does.

use chrono::{Duration, Utc};

use super::customer_mail::{self, Letter, MailSent};
use super::customer_mails::invitation_mail;
use super::lifecycle::Substatus;
use super::sign_up::own;
use crate::error::InsuranceError;
use crate::state::InsuranceState;

/// What messaging keeps the e-mail's record under.
pub const PURPOSE: &str = "insurance_invitation";

pub async fn send(
    state: &InsuranceState,
    insurance_id: i64,
    requested_by: &str,
) -> Result<MailSent, InsuranceError> {
    let insurance = own(state, insurance_id, None).await?;
    if insurance.substatus != Substatus::WaitingForCustomerAcceptance {
        return Err(InsuranceError::Precondition(
            "Only an insurance waiting for the customer's acceptance can be sent to the customer"
                .into(),
        ));
    }
    let link_expires_at = Utc::now() + Duration::days(state.link_valid_days);
    let token = state.cipher.seal(insurance_id, link_expires_at);
    let link = format!(
        "{}/insurance/terms?id={token}",
        state.my_pages_url(insurance.country)
    );
    let compose = |language, first_name: &str| {
        invitation_mail(
            language,
            first_name,
            insurance.group,
            &link,
            state.link_valid_days,
        )
    };
    let letter = Letter {
        purpose: PURPOSE,
        link_expires_at,
        compose: &compose,
    };
    customer_mail::send(state, &insurance, &letter, requested_by).await
}
