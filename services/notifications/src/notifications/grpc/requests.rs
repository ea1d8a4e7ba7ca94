//! Validation of notification requests.

use uuid::Uuid;
use zrm_proto::notifications::v1::{AcknowledgeRequest, ListNotificationsRequest};

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
    let page = Page::parse(request.page, request.limit)?;
    let status = match request.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(value) => Some(value.parse::<NotificationStatus>().map_err(|()| {
            NotificationsError::invalid(
                "status",
                "Status must be one of created, received, read, deleted",
            )
        })?),
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

pub fn acknowledgement_from_request(
    request: AcknowledgeRequest,
) -> Result<Acknowledgement, NotificationsError> {
    let user_id = user_id(&request.user_id)?;
    let target = match request.action.trim() {
        "read" => NotificationStatus::Read,
        "received" => NotificationStatus::Received,
        "deleted" => NotificationStatus::Deleted,
        _ => {
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

    fn ack(action: &str, ids: Vec<String>) -> AcknowledgeRequest {
        AcknowledgeRequest {
            user_id: Uuid::new_v4().to_string(),
            notification_ids: ids,
            action: action.into(),
        }
    }

    #[test]
    fn unknown_action_names_the_action_field() {
        let ids = vec![Uuid::new_v4().to_string()];
        assert_eq!(
            field(acknowledgement_from_request(ack("archive", ids.clone()))),
            "action"
        );
        assert_eq!(
            field(acknowledgement_from_request(ack("", ids.clone()))),
            "action"
        );
        assert_eq!(
            acknowledgement_from_request(ack("read", ids))
                .unwrap()
                .target,
            NotificationStatus::Read
        );
    }

    #[test]
    fn ids_are_checked() {
        assert_eq!(
            field(acknowledgement_from_request(ack("read", vec![]))),
            "notification_ids"
        );
        assert_eq!(
            field(acknowledgement_from_request(ack("read", vec!["x".into()]))),
            "notification_ids"
        );
    }

    #[test]
    fn list_filters_are_checked() {
        let request = |status: Option<&str>, limit| ListNotificationsRequest {
            user_id: Uuid::new_v4().to_string(),
            page: 1,
            limit,
            status: status.map(str::to_owned),
            notification_type: None,
        };
        assert_eq!(
            field(list_from_request(request(Some("unread"), 25))),
            "status"
        );
        assert_eq!(field(list_from_request(request(None, 30))), "limit");
        let (filter, _) = list_from_request(request(Some("read"), 25)).unwrap();
        assert_eq!(filter.status, Some(NotificationStatus::Read));
        let (filter, _) = list_from_request(request(Some(""), 5)).unwrap();
        assert_eq!(filter.status, None);
    }
}
