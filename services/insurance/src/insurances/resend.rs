//! Staff's "resend": the e-mail the insurance's state calls for goes out again with a fresh
//! link — the invitation to its terms while it waits for the customer, the new-mandate link
//! while it has no active direct debit.

use super::customer_mail::MailSent;
use super::lifecycle::Substatus;
use super::sign_up::{needs_new_mandate, own};
use super::{invitation, new_mandate_link};
use crate::error::InsuranceError;
use crate::state::InsuranceState;

pub async fn resend(
    state: &InsuranceState,
    insurance_id: i64,
    requested_by: &str,
) -> Result<MailSent, InsuranceError> {
    let insurance = own(state, insurance_id, None).await?;
    if insurance.substatus == Substatus::WaitingForCustomerAcceptance {
        invitation::send(state, insurance_id, requested_by).await
    } else if needs_new_mandate(&insurance) {
        new_mandate_link::send(state, insurance_id, requested_by).await
    } else {
        Err(InsuranceError::Precondition(
            "There is no e-mail to resend: the insurance neither waits for the customer nor needs a new direct debit"
                .into(),
        ))
    }
}
