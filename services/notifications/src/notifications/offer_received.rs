//! `core.offer.received` → an "Offer received" notification for the application's assignee,
//! pushed after commit (the advisor's bell shows it live). An application nobody is assigned to
//! tells nobody.

use diesel_async::AsyncPgConnection;
use uuid::Uuid;
use zrm_domain::money::{Decimals, format_money};
use zrm_platform::bus::{Event, EventHandler, HandlerError};
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::OfferReceived;

use super::events::store_notification;
use super::model::{NewNotification, Notification, OFFER_RECEIVED_TYPE};
use super::push::NotificationPusher;

/// Durable quorum queue of this consumer (also its name in the inbox).
pub const OFFER_RECEIVED_QUEUE: &str = "notifications.core-offer-received";
pub const OFFER_RECEIVED_ROUTING_KEY: &str = "core.offer.received";

pub struct OfferReceivedHandler {
    pusher: NotificationPusher,
}

impl OfferReceivedHandler {
    pub fn new(pusher: NotificationPusher) -> Self {
        OfferReceivedHandler { pusher }
    }
}

/// The application's reference number as the apps show and route it (`MOSE1001`).
fn reference(event: &OfferReceived) -> Result<String, HandlerError> {
    match event.country() {
        Country::Se => Ok(format!("MOSE{}", event.application_id)),
        Country::No => Ok(format!("MONO{}", event.application_id)),
        Country::Unspecified => Err(HandlerError::Permanent(format!(
            "the offer on application {} names no country",
            event.application_id
        ))),
    }
}

/// The notification, or none when the application has no assignee. Stored in English; the apps
/// can render their own language from the type and the application.
pub fn offer_received_notification(
    event: &OfferReceived,
) -> Result<Option<NewNotification>, HandlerError> {
    let Some(assignee) = event.assignee_id.as_deref().filter(|id| !id.is_empty()) else {
        return Ok(None);
    };
    let to_user_id = Uuid::parse_str(assignee).map_err(|error| {
        HandlerError::Permanent(format!("assignee_id is not a user id: {error}"))
    })?;
    if event.application_id <= 0 {
        return Err(HandlerError::Permanent(format!(
            "application_id {} is not an application",
            event.application_id
        )));
    }
    let reference = reference(event)?;
    Ok(Some(NewNotification {
        to_user_id,
        notification_type: OFFER_RECEIVED_TYPE,
        title: "Offer received".to_owned(),
        message: format!(
            "{} made an offer of {} on application {reference}",
            event.bank_name,
            format_money(event.amount.saturating_mul(100), Decimals::Never)
        ),
        lead_id: None,
        application_id: Some(reference),
    }))
}

impl EventHandler for OfferReceivedHandler {
    type Output = Option<Notification>;

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<Self::Output, HandlerError> {
        let received: OfferReceived = event.decode()?;
        let Some(notification) = offer_received_notification(&received)? else {
            return Ok(None);
        };
        store_notification(connection, &notification)
            .await
            .map(Some)
    }

    async fn after_commit(&self, output: Self::Output) {
        if let Some(notification) = output {
            self.pusher.push(&notification).await;
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn offer(assignee: Option<String>) -> OfferReceived {
        OfferReceived {
            application_id: 1001,
            offer_id: 7,
            bank_id: 1,
            bank_name: "SBAB Bank".into(),
            amount: 2_400_000,
            assignee_id: assignee,
            country: Country::Se.into(),
        }
    }

    #[test]
    fn the_assignee_is_told_which_bank_offered_on_which_application() {
        let assignee = Uuid::new_v4();
        let notification = offer_received_notification(&offer(Some(assignee.to_string())))
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
    fn nobody_is_told_without_an_assignee_and_a_malformed_event_is_permanent() {
        assert!(offer_received_notification(&offer(None)).unwrap().is_none());
        let bad = offer_received_notification(&OfferReceived {
            country: Country::Unspecified.into(),
            ..offer(Some(Uuid::new_v4().to_string()))
        });
        assert!(matches!(bad, Err(HandlerError::Permanent(_))));
    }
}
