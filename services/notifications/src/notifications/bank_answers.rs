//! What banks do with the applications sent to them → a notification for the application's
//! assignee, pushed after commit (the advisor's bell shows it live and opens the application):
//! `core.bank.offer_made` "Offer received", `core.bank.message_sent` "Bank message received",
//! `core.bank.disbursed` "Application disbursed". One queue takes the three: they share who is
//! told and how. An application nobody is assigned to tells nobody.

use uuid::Uuid;
use zrm_domain::money::{Decimals, format_money};
use zrm_platform::bus::{Event, HandlerError};
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::{BankDisbursed, BankMessageSent, BankOfferMade};

use super::model::{
    APPLICATION_DISBURSED_TYPE, BANK_MESSAGE_RECEIVED_TYPE, NewNotification, OFFER_RECEIVED_TYPE,
};

/// Durable quorum queue of this consumer (also its name in the inbox).
pub const BANK_ANSWERS_QUEUE: &str = "notifications.core-bank-answers";
pub const BANK_OFFER_MADE: &str = "core.bank.offer_made";
pub const BANK_MESSAGE_SENT: &str = "core.bank.message_sent";
pub const BANK_DISBURSED: &str = "core.bank.disbursed";
pub const BANK_ANSWER_ROUTING_KEYS: [&str; 3] =
    [BANK_OFFER_MADE, BANK_MESSAGE_SENT, BANK_DISBURSED];

/// The application an event is about, and its assignee.
pub(super) struct About<'a> {
    pub application_id: i64,
    pub country: Country,
    pub assignee_id: Option<&'a str>,
}

/// The notification, or none when the application has no assignee. Stored in English; the apps
/// can render their own language from the type and the application.
pub fn bank_answer_notification(event: &Event) -> Result<Option<NewNotification>, HandlerError> {
    match event.event_type.as_str() {
        BANK_OFFER_MADE => {
            let offer: BankOfferMade = event.decode()?;
            addressed(
                &About {
                    application_id: offer.application_id,
                    country: offer.country(),
                    assignee_id: offer.assignee_id.as_deref(),
                },
                OFFER_RECEIVED_TYPE,
                "Offer received",
                |reference| {
                    format!(
                        "{} made an offer of {} on application {reference}",
                        offer.bank_name,
                        money(offer.amount)
                    )
                },
            )
        }
        BANK_MESSAGE_SENT => {
            let message: BankMessageSent = event.decode()?;
            if message.to_bank {
                return Ok(None);
            }
            addressed(
                &About {
                    application_id: message.application_id,
                    country: message.country(),
                    assignee_id: message.assignee_id.as_deref(),
                },
                BANK_MESSAGE_RECEIVED_TYPE,
                "Bank message received",
                |reference| format!("{} wrote about application {reference}", message.bank_name),
            )
        }
        BANK_DISBURSED => {
            let paid: BankDisbursed = event.decode()?;
            addressed(
                &About {
                    application_id: paid.application_id,
                    country: paid.country(),
                    assignee_id: paid.assignee_id.as_deref(),
                },
                APPLICATION_DISBURSED_TYPE,
                "Application disbursed",
                |reference| {
                    format!(
                        "{} paid out {} on application {reference}",
                        paid.bank_name,
                        money(paid.amount)
                    )
                },
            )
        }
        other => Err(HandlerError::Permanent(format!(
            "{other} is not a bank's answer"
        ))),
    }
}

fn money(whole_units: i64) -> String {
    format_money(whole_units.saturating_mul(100), Decimals::Never)
}

/// The notification for the application's assignee; none when it has none.
pub(super) fn addressed(
    about: &About<'_>,
    notification_type: &'static str,
    title: &str,
    message: impl FnOnce(&str) -> String,
) -> Result<Option<NewNotification>, HandlerError> {
    let Some(assignee) = about.assignee_id.filter(|id| !id.is_empty()) else {
        return Ok(None);
    };
    let to_user_id = Uuid::parse_str(assignee).map_err(|error| {
        HandlerError::Permanent(format!("assignee_id is not a user id: {error}"))
    })?;
    if about.application_id <= 0 {
        return Err(HandlerError::Permanent(format!(
            "application_id {} is not an application",
            about.application_id
        )));
    }
    let reference = reference(about)?;
    Ok(Some(NewNotification {
        to_user_id,
        notification_type,
        title: title.to_owned(),
        message: message(&reference),
        lead_id: None,
        application_id: Some(reference),
    }))
}

/// The application's reference number as the apps show and route it (`MOSE1001`).
fn reference(about: &About<'_>) -> Result<String, HandlerError> {
    match about.country {
        Country::Se => Ok(format!("MOSE{}", about.application_id)),
        Country::No => Ok(format!("MONO{}", about.application_id)),
        Country::Unspecified => Err(HandlerError::Permanent(format!(
            "the event on application {} names no country",
            about.application_id
        ))),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::notifications::test_events::event;

    fn offer(assignee: Option<String>, country: Country) -> Event {
        event(
            BANK_OFFER_MADE,
            &BankOfferMade {
                application_id: 1001,
                offer_id: 7,
                bank_id: 1,
                bank_name: "SBAB Bank".into(),
                amount: 2_400_000,
                assignee_id: assignee,
                country: country.into(),
            },
        )
    }

    fn message(to_bank: bool, assignee: &Uuid) -> Event {
        event(
            BANK_MESSAGE_SENT,
            &BankMessageSent {
                application_id: 1002,
                bank_id: 21,
                message_id: 3,
                kind: zrm_proto::core::v1::BankMessageKind::Comment.into(),
                to_bank,
                bank_name: "DNB".into(),
                assignee_id: Some(assignee.to_string()),
                country: Country::No.into(),
            },
        )
    }

    #[test]
    fn the_assignee_is_told_which_bank_offered_on_which_application() {
        let assignee = Uuid::new_v4();
        let notification =
            bank_answer_notification(&offer(Some(assignee.to_string()), Country::Se))
                .unwrap()
                .unwrap();
        assert_eq!(notification.to_user_id, assignee);
        assert_eq!(notification.notification_type, "offer_received");
        assert_eq!(notification.title, "Offer received");
        assert_eq!(
            notification.message,
            "SBAB Bank made an offer of 2\u{a0}400\u{a0}000\u{a0}kr on application MOSE1001"
        );
        assert_eq!(notification.application_id.as_deref(), Some("MOSE1001"));
    }

    #[test]
    fn a_bank_s_message_tells_the_assignee_and_the_lender_s_own_does_not() {
        let assignee = Uuid::new_v4();
        let notification = bank_answer_notification(&message(false, &assignee))
            .unwrap()
            .unwrap();
        assert_eq!(notification.notification_type, "bank_message_received");
        assert_eq!(notification.title, "Bank message received");
        assert_eq!(notification.message, "DNB wrote about application MONO1002");
        assert!(
            bank_answer_notification(&message(true, &assignee))
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn a_payout_tells_the_assignee_what_was_paid() {
        let assignee = Uuid::new_v4();
        let paid = event(
            BANK_DISBURSED,
            &BankDisbursed {
                application_id: 1003,
                country: Country::Se.into(),
                bank_id: 1,
                bank_name: "SBAB Bank".into(),
                disbursed_by: Uuid::new_v4().to_string(),
                amount: 2_300_000,
                assignee_id: Some(assignee.to_string()),
            },
        );
        let notification = bank_answer_notification(&paid).unwrap().unwrap();
        assert_eq!(notification.notification_type, "application_disbursed");
        assert_eq!(notification.title, "Application disbursed");
        assert_eq!(
            notification.message,
            "SBAB Bank paid out 2\u{a0}300\u{a0}000\u{a0}kr on application MOSE1003"
        );
    }

    #[test]
    fn nobody_is_told_without_an_assignee_and_a_malformed_event_is_permanent() {
        assert!(
            bank_answer_notification(&offer(None, Country::Se))
                .unwrap()
                .is_none()
        );
        let no_country = bank_answer_notification(&offer(
            Some(Uuid::new_v4().to_string()),
            Country::Unspecified,
        ));
        assert!(matches!(no_country, Err(HandlerError::Permanent(_))));
        let unknown =
            bank_answer_notification(&event("core.bank.unknown", &BankOfferMade::default()));
        assert!(matches!(unknown, Err(HandlerError::Permanent(_))));
    }
}
