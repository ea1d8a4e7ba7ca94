//! Sending a customer an e-mail about their insurance: the customer's address and first name
//! from kdlt, the e-mail in their country's language through messaging, and `EMAIL_SENT` in the
//! insurance's log with what it was for.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use tonic::Code;
use zrm_domain::{Country, Language};
use zrm_proto::kdlt::v1::GetCustomerRequest;
use zrm_proto::messaging::v1::SendEmailRequest;

use super::customer_mails::Mail;
use super::event_type::EventType;
use super::model::Insurance;
use super::storage;
use crate::error::InsuranceError;
use crate::state::{InsuranceState, pooled};

/// An e-mail that went out: where to and when, and until when its link works.
pub struct MailSent {
    pub purpose: &'static str,
    pub sent_to: String,
    pub sent_at: DateTime<Utc>,
    pub link_expires_at: DateTime<Utc>,
}

/// What a customer is written to about, and the link it carries.
pub struct Letter<'a> {
    /// What messaging keeps the e-mail's record under (and the log's `purpose`).
    pub purpose: &'static str,
    pub link_expires_at: DateTime<Utc>,
    /// The e-mail in a language, to the customer of that first name.
    pub compose: &'a (dyn Fn(Language, &str) -> Mail + Sync),
}

/// The language a customer of the country is written to in.
pub fn language_of(country: Country) -> Language {
    match country {
        Country::Se => Language::Sv,
        Country::No => Language::Nb,
    }
}

fn peer(service: &'static str) -> impl Fn(tonic::Status) -> InsuranceError {
    move |status| InsuranceError::Peer {
        service,
        status: Box::new(status),
    }
}

pub async fn send(
    state: &InsuranceState,
    insurance: &Insurance,
    letter: &Letter<'_>,
    requested_by: &str,
) -> Result<MailSent, InsuranceError> {
    let customer = state
        .peers
        .customers
        .clone()
        .get_customer(zrm_platform::grpc::request(
            GetCustomerRequest {
                customer_id: insurance.customer_id.to_string(),
                requested_by: String::new(),
            },
            state.peers.customers_deadline,
        ))
        .await
        .map_err(|status| {
            if status.code() == Code::NotFound {
                InsuranceError::Precondition("The customer is not in the register".into())
            } else {
                peer("kdlt")(status)
            }
        })?
        .into_inner();
    let to = customer.email.trim().to_owned();
    if to.is_empty() {
        return Err(InsuranceError::Precondition(
            "The customer has no e-mail address; add one on the customer first".into(),
        ));
    }
    let mail = (letter.compose)(language_of(insurance.country), customer.first_name.trim());
    let sent = state
        .peers
        .email
        .clone()
        .send_email(zrm_platform::grpc::request(
            SendEmailRequest {
                to: to.clone(),
                subject: mail.subject.to_owned(),
                body_text: mail.body,
                purpose: letter.purpose.to_owned(),
            },
            state.peers.email_deadline,
        ))
        .await
        .map_err(|status| {
            // kdlt keeps any address with an `@` and a dotted domain; messaging refuses one that
            // mail cannot be written to. That is the customer's data to correct, not an outage.
            if status.code() == Code::InvalidArgument {
                InsuranceError::Precondition(
                    "The customer's e-mail address cannot be written to; correct it on the customer first"
                        .into(),
                )
            } else {
                peer("messaging")(status)
            }
        })?
        .into_inner();
    let now = Utc::now();
    let details: Value = json!({
        "purpose": letter.purpose,
        "to": to,
        "message_id": sent.message_id,
        "link_expires_at": letter.link_expires_at,
    });
    let mut conn = pooled(&state.pool).await?;
    storage::append_event(
        &mut conn,
        insurance.insurance_id,
        EventType::EmailSent,
        requested_by,
        now,
        details,
    )
    .await?;
    Ok(MailSent {
        purpose: letter.purpose,
        sent_to: to,
        sent_at: now,
        link_expires_at: letter.link_expires_at,
    })
}
