//! Whom an SMS may go to. The rule (product decision, written in messaging's README):
//! - an erased or blocked customer gets no SMS, whether named or found by the number;
//! - a message about an application or lead is a service message: it is sent without marketing
//!   consent; any other message is marketing and goes only to a customer with SMS marketing
//!   consent in kdlt;
//! - a number several customers share is refused when any of them may not be written to, and
//!   the message is attached to a customer only when exactly one holds the number.

use crate::customers::{CustomerContact, CustomerRegister};
use crate::error::MessagingError;

use super::model::{Addressee, OutgoingSms, RequestedSms};

/// Customers of one number checked at most; more is a shared switchboard number, refused.
const MAX_CUSTOMERS_PER_NUMBER: usize = 5;

pub async fn resolve(
    register: &CustomerRegister,
    sms: RequestedSms,
) -> Result<OutgoingSms, MessagingError> {
    let marketing = sms.is_marketing();
    let (phone_number, customer_id) = match sms.to {
        Addressee::Customer {
            customer_id,
            phone_number,
        } => {
            let contact = register.contact(customer_id).await?;
            may_write(&contact, marketing)?;
            let phone_number = match phone_number {
                Some(number) => number,
                None => customers_number(&contact)?,
            };
            (phone_number, Some(customer_id))
        }
        Addressee::Number(phone_number) => {
            let customer_ids = register.customers_with_phone_number(&phone_number).await?;
            if customer_ids.len() > MAX_CUSTOMERS_PER_NUMBER {
                return Err(MessagingError::NotContactable(
                    "This number belongs to too many customers; write to one of them by their customer id",
                ));
            }
            for customer_id in &customer_ids {
                may_write(&register.contact(*customer_id).await?, marketing)?;
            }
            if customer_ids.is_empty() && marketing {
                return Err(MessagingError::NotContactable(
                    "The customer has not consented to SMS marketing",
                ));
            }
            let customer_id = match customer_ids.as_slice() {
                [only] => Some(*only),
                _ => None,
            };
            (phone_number, customer_id)
        }
    };
    Ok(OutgoingSms {
        phone_number,
        message: sms.message,
        customer_id,
        application_id_or_lead_id: sms.application_id_or_lead_id,
        sent_by: sms.sent_by,
    })
}

/// Whether the customer may get this SMS.
pub fn may_write(contact: &CustomerContact, marketing: bool) -> Result<(), MessagingError> {
    reachable(contact)?;
    if marketing && !contact.sms_marketing {
        return Err(MessagingError::NotContactable(
            "The customer has not consented to SMS marketing",
        ));
    }
    Ok(())
}

/// Whether the customer may be written to at all (by SMS or e-mail).
pub fn reachable(contact: &CustomerContact) -> Result<(), MessagingError> {
    if contact.erased {
        return Err(MessagingError::NotContactable(
            "The customer is erased and may not be contacted",
        ));
    }
    if contact.blocked {
        return Err(MessagingError::NotContactable(
            "The customer is blocked from contact",
        ));
    }
    Ok(())
}

fn customers_number(contact: &CustomerContact) -> Result<String, MessagingError> {
    zrm_domain::phone_number_forms(&contact.phone_number)
        .into_iter()
        .next()
        .ok_or(MessagingError::NotContactable(
            "The customer has no phone number",
        ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contact() -> CustomerContact {
        CustomerContact {
            customer_id: 7,
            phone_number: "+46701234567".into(),
            blocked: false,
            erased: false,
            sms_marketing: false,
            email_marketing: false,
            first_name: "Anna".into(),
            last_name: "Lindqvist".into(),
            email: "anna@example.se".into(),
            country: Some(zrm_domain::Country::Se),
        }
    }

    fn refusal(contact: &CustomerContact, marketing: bool) -> Option<&'static str> {
        match may_write(contact, marketing) {
            Ok(()) => None,
            Err(MessagingError::NotContactable(detail)) => Some(detail),
            Err(other) => panic!("{other:?}"),
        }
    }

    #[test]
    fn service_messages_need_no_consent_marketing_does() {
        assert_eq!(refusal(&contact(), false), None);
        assert_eq!(
            refusal(&contact(), true),
            Some("The customer has not consented to SMS marketing")
        );
        let consented = CustomerContact {
            sms_marketing: true,
            ..contact()
        };
        assert_eq!(refusal(&consented, true), None);
    }

    #[test]
    fn blocked_and_erased_customers_get_nothing_even_with_consent() {
        let blocked = CustomerContact {
            blocked: true,
            sms_marketing: true,
            ..contact()
        };
        assert_eq!(
            refusal(&blocked, false),
            Some("The customer is blocked from contact")
        );
        let erased = CustomerContact {
            erased: true,
            ..contact()
        };
        assert_eq!(
            refusal(&erased, false),
            Some("The customer is erased and may not be contacted")
        );
    }

    #[test]
    fn a_customer_without_a_number_is_named() {
        let silent = CustomerContact {
            phone_number: String::new(),
            ..contact()
        };
        assert!(matches!(
            customers_number(&silent),
            Err(MessagingError::NotContactable(
                "The customer has no phone number"
            ))
        ));
        assert_eq!(
            customers_number(&contact()).unwrap_or_default(),
            "+46701234567"
        );
    }
}
