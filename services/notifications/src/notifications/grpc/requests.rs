//! Validation of notification requests.

use uuid::Uuid;
use zrm_platform::grpc::common::page_of;
use zrm_proto::notifications::v1::{self as proto, AcknowledgeRequest, ListNotificationsRequest};

use crate::error::NotificationsError;
use crate::notifications::acknowledge::Acknowledgement;
use crate::notifications::model::{NotificationListFilter, NotificationStatus};
use zrm_domain::Page;

/// More ids than a page of the largest size is not a click in the app.
const MAX_IDS_PER_ACKNOWLEDGE: usize = 500;

pub fn list_from_request(
    request: ListNotificationsRequest,
) -> Result<(NotificationListFilter, Page), NotificationsError> {
    let to_user_id = user_id(&request.user_id)?;
    let (page, limit) = page_of(request.page.as_ref());
    let page = Page::parse(page, limit)?;
    let status = match proto::NotificationStatus::try_from(request.status) {
        Ok(proto::NotificationStatus::Unspecified) => None,
        Ok(status) => Some(status_from_message(status)),
        Err(_) => {
            return Err(NotificationsError::invalid(
                "status",
                "Status must be one of created, received, read, deleted",
            ));
        }
    };
    let notification_type = request
        .notification_type
        .map(|value| value.trim().to_owned())
        .filter(|value| !value.is_empty());
    Ok((
        NotificationListFilter {
            to_user_id,
            status,
            notification_type,
        },
        page,
    ))
}

fn status_from_message(status: proto::NotificationStatus) -> NotificationStatus {
    match status {
        proto::NotificationStatus::Created | proto::NotificationStatus::Unspecified => {
            NotificationStatus::Created
        }
        proto::NotificationStatus::Received => NotificationStatus::Received,
        proto::NotificationStatus::Read => NotificationStatus::Read,
        proto::NotificationStatus::Deleted => NotificationStatus::Deleted,
    }
}

pub fn acknowledgement_from_request(
    request: AcknowledgeRequest,
) -> Result<Acknowledgement, NotificationsError> {
    let user_id = user_id(&request.user_id)?;
    let target = match proto::AcknowledgeAction::try_from(request.action) {
        Ok(proto::AcknowledgeAction::Read) => NotificationStatus::Read,
        Ok(proto::AcknowledgeAction::Received) => NotificationStatus::Received,
        Ok(proto::AcknowledgeAction::Deleted) => NotificationStatus::Deleted,
        Ok(proto::AcknowledgeAction::Unspecified) | Err(_) => {
            return Err(NotificationsError::invalid(
                "action",
                "Action must be one of read, received, deleted",
            ));
        }
    };
    if request.notification_ids.is_empty() {
        return Err(NotificationsError::invalid(
            "notification_ids",
            "At least one notification id is required",
        ));
    }
    if request.notification_ids.len() > MAX_IDS_PER_ACKNOWLEDGE {
        return Err(NotificationsError::invalid(
            "notification_ids",
            format!("At most {MAX_IDS_PER_ACKNOWLEDGE} notification ids at once"),
        ));
    }
    let notification_ids = request
        .notification_ids
        .iter()
        .map(|id| Uuid::parse_str(id.trim()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| {
            NotificationsError::invalid("notification_ids", "Must be valid notification ids")
        })?;
    Ok(Acknowledgement {
        user_id,
        notification_ids,
        target,
    })
}

fn user_id(value: &str) -> Result<Uuid, NotificationsError> {
    Uuid::parse_str(value.trim())
        .map_err(|_| NotificationsError::invalid("user_id", "Must be a valid user id"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn field<T: std::fmt::Debug>(result: Result<T, NotificationsError>) -> &'static str {
        let error = result.unwrap_err();
        let NotificationsError::InvalidArgument { field, .. } = error else {
            panic!("expected a validation error, got {error:?}");
        };
        field
    }

    fn ack(action: i32, ids: Vec<String>) -> AcknowledgeRequest {
        AcknowledgeRequest {
            user_id: Uuid::new_v4().to_string(),
            notification_ids: ids,
            action,
        }
    }

    const READ: i32 = proto::AcknowledgeAction::Read as i32;

    #[test]
    fn unknown_action_names_the_action_field() {
        let ids = vec![Uuid::new_v4().to_string()];
        assert_eq!(
            field(acknowledgement_from_request(ack(99, ids.clone()))),
            "action"
        );
        assert_eq!(
            field(acknowledgement_from_request(ack(0, ids.clone()))),
            "action"
        );
        assert_eq!(
            acknowledgement_from_request(ack(READ, ids)).unwrap().target,
            NotificationStatus::Read
        );
    }

    #[test]
    fn ids_are_checked() {
        assert_eq!(
            field(acknowledgement_from_request(ack(READ, vec![]))),
            "notification_ids"
        );
        assert_eq!(
            field(acknowledgement_from_request(ack(READ, vec!["x".into()]))),
            "notification_ids"
        );
    }

    #[test]
    fn list_filters_are_checked() {
        let request = |status: i32, limit| ListNotificationsRequest {
            user_id: Uuid::new_v4().to_string(),
            page: Some(zrm_platform::grpc::common::page_request(1, limit)),
            status,
            notification_type: None,
        };
        assert_eq!(field(list_from_request(request(99, 25))), "status");
        assert_eq!(field(list_from_request(request(0, 30))), "limit");
        let read = proto::NotificationStatus::Read.into();
        let (filter, _) = list_from_request(request(read, 25)).unwrap();
        assert_eq!(filter.status, Some(NotificationStatus::Read));
        let (filter, _) = list_from_request(request(0, 5)).unwrap();
        assert_eq!(filter.status, None);
    }
}
