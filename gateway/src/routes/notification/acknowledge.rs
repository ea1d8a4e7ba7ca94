//! `POST /notification/acknowledge`: mark notifications of the caller read, received or deleted.

use actix_web::{post, web};
use zrm_proto::notifications::v1::AcknowledgeRequest as AcknowledgeMessage;

use super::types::{AcknowledgeRequest, AcknowledgeResponse, action_of_name};
use crate::auth::StaffUser;
use crate::clients::NOTIFICATIONS;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

pub const ACTIONS: [&str; 3] = ["read", "received", "deleted"];
pub const MAX_IDS: usize = 500;

pub fn validate(request: AcknowledgeRequest) -> Result<AcknowledgeRequest, GatewayError> {
    let action = request.action.trim().to_string();
    if !ACTIONS.contains(&action.as_str()) {
        return Err(GatewayError::field(
            "action",
            "Must be one of read, received, deleted",
        ));
    }
    if request.notification_ids.len() > MAX_IDS {
        return Err(GatewayError::field(
            "notification_ids",
            format!("At most {MAX_IDS} ids per call"),
        ));
    }
    if let Some(index) = request
        .notification_ids
        .iter()
        .position(|id| id.trim().is_empty())
    {
        return Err(GatewayError::field(
            format!("notification_ids[{index}]"),
            "Must not be empty",
        ));
    }
    Ok(AcknowledgeRequest {
        notification_ids: request.notification_ids,
        action,
    })
}

#[utoipa::path(
    tag = "notification",
    request_body = AcknowledgeRequest,
    responses(
        (status = 200, body = AcknowledgeResponse),
        (status = 400, description = "Unknown action (field `action`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/notification/acknowledge")]
pub async fn acknowledge(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<AcknowledgeRequest>,
) -> Result<web::Json<AcknowledgeResponse>, GatewayError> {
    let request = validate(body.into_inner())?;
    let message = AcknowledgeMessage {
        user_id: user.user_id,
        notification_ids: request.notification_ids,
        action: action_of_name(request.action.trim()).map_or(0, i32::from),
    };
    let response = state
        .clients
        .notification_service()
        .acknowledge(state.clients.notifications.request(message))
        .await
        .or_gateway_error(NOTIFICATIONS)?;
    Ok(web::Json(AcknowledgeResponse {
        updated: response.updated,
    }))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn unknown_action_names_the_field() {
        let error = validate(AcknowledgeRequest {
            notification_ids: vec!["n".into()],
            action: "seen".into(),
        })
        .unwrap_err();
        match error.into_validation() {
            Some((field, _)) => assert_eq!(field.as_deref(), Some("action")),
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn known_actions_pass() {
        for action in ACTIONS {
            assert_eq!(
                validate(AcknowledgeRequest {
                    notification_ids: vec![],
                    action: action.into()
                })
                .unwrap()
                .action,
                action
            );
        }
    }
}
