//! Colleagues' work on an application → a notification for the employee it concerns, pushed after
//! commit: `core.application.assigned` "Application assigned" for the new assignee, and
//! `core.application.commented` "Internal comment" for the assignee when someone else wrote it.

use zrm_platform::bus::{Event, HandlerError};
use zrm_proto::core::v1::{ApplicationAssigned, ApplicationCommented};

use super::bank_answers::{About, addressed};
use super::model::{APPLICATION_ASSIGNED_TYPE, INTERNAL_COMMENT_TYPE, NewNotification};

/// Durable quorum queue of this consumer (also its name in the inbox).
pub const APPLICATION_WORK_QUEUE: &str = "notifications.core-application-work";
pub const APPLICATION_ASSIGNED: &str = "core.application.assigned";
pub const APPLICATION_COMMENTED: &str = "core.application.commented";
pub const APPLICATION_WORK_ROUTING_KEYS: [&str; 2] = [APPLICATION_ASSIGNED, APPLICATION_COMMENTED];

/// The notification, or none when nobody is to be told (no assignee, or the assignee commented).
/// Stored in English; the gateway translates it for its reader.
pub fn application_work_notification(
    event: &Event,
) -> Result<Option<NewNotification>, HandlerError> {
    match event.event_type.as_str() {
        APPLICATION_ASSIGNED => {
            let assigned: ApplicationAssigned = event.decode()?;
            let applicant = assigned.applicant_name.trim().to_owned();
            addressed(
                &About {
                    application_id: assigned.application_id,
                    country: assigned.country(),
                    assignee_id: Some(&assigned.assignee_id),
                },
                APPLICATION_ASSIGNED_TYPE,
                "Application assigned",
                |reference| {
                    if applicant.is_empty() {
                        format!("Application {reference} was assigned to you")
                    } else {
                        format!("Application {reference} ({applicant}) was assigned to you")
                    }
                },
            )
        }
        APPLICATION_COMMENTED => {
            let commented: ApplicationCommented = event.decode()?;
            if commented.assignee_id.as_deref() == Some(commented.author.as_str()) {
                return Ok(None);
            }
            let author = commented.author_name.trim().to_owned();
            addressed(
                &About {
                    application_id: commented.application_id,
                    country: commented.country(),
                    assignee_id: commented.assignee_id.as_deref(),
                },
                INTERNAL_COMMENT_TYPE,
                "Internal comment",
                |reference| {
                    if author.is_empty() {
                        format!("A colleague commented on application {reference}")
                    } else {
                        format!("{author} commented on application {reference}")
                    }
                },
            )
        }
        other => Err(HandlerError::Permanent(format!(
            "{other} is not work on an application"
        ))),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use uuid::Uuid;
    use zrm_proto::common::v1::Country;

    use super::*;
    use crate::notifications::test_events::event;

    #[test]
    fn the_new_assignee_is_told_by_reference_and_applicant() {
        let assignee = Uuid::new_v4();
        let told = application_work_notification(&event(
            APPLICATION_ASSIGNED,
            &ApplicationAssigned {
                application_id: 1042,
                assignee_id: assignee.to_string(),
                assigned_by: Uuid::new_v4().to_string(),
                applicant_name: "Maja Ekström".into(),
                country: Country::No.into(),
            },
        ))
        .unwrap()
        .unwrap();
        assert_eq!(told.to_user_id, assignee);
        assert_eq!(told.notification_type, "application_assigned");
        assert_eq!(told.title, "Application assigned");
        assert_eq!(
            told.message,
            "Application MONO1042 (Maja Ekström) was assigned to you"
        );
        assert_eq!(told.application_id.as_deref(), Some("MONO1042"));
    }

    #[test]
    fn the_assignee_hears_of_a_colleagues_comment_not_of_their_own() {
        let assignee = Uuid::new_v4().to_string();
        let comment = |author: &str| ApplicationCommented {
            application_id: 7,
            comment_id: 1,
            author: author.to_owned(),
            country: Country::Se.into(),
            assignee_id: Some(assignee.clone()),
            author_name: "Erik Lind".into(),
        };
        let colleague = Uuid::new_v4().to_string();
        let told =
            application_work_notification(&event(APPLICATION_COMMENTED, &comment(&colleague)))
                .unwrap()
                .unwrap();
        assert_eq!(told.notification_type, "internal_comment");
        assert_eq!(told.message, "Erik Lind commented on application MOSE7");
        assert!(
            application_work_notification(&event(APPLICATION_COMMENTED, &comment(&assignee)))
                .unwrap()
                .is_none()
        );
        let unassigned = ApplicationCommented {
            assignee_id: None,
            ..comment(&colleague)
        };
        assert!(
            application_work_notification(&event(APPLICATION_COMMENTED, &unassigned))
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn an_event_without_a_country_is_a_permanent_failure() {
        let assigned = ApplicationAssigned {
            application_id: 1,
            assignee_id: Uuid::new_v4().to_string(),
            ..ApplicationAssigned::default()
        };
        assert!(matches!(
            application_work_notification(&event(APPLICATION_ASSIGNED, &assigned)),
            Err(HandlerError::Permanent(_))
        ));
    }
}
