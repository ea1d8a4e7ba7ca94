//! REST bodies of the notification routes, converted from the notifications service's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{KnownFormat, SchemaFormat};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::{Language, server_text};
use zrm_proto::notifications::v1 as proto;

use crate::convert::timestamp_or_epoch;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NotificationData {
    pub application_id: Option<String>,
    pub lead_id: Option<i64>,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Notification {
    pub notification_id: String,
    /// e.g. `lead_assigned`
    #[serde(rename = "type")]
    #[schema(rename = "type")]
    pub kind: String,
    /// `created`, `received`, `read` or `deleted`
    #[schema(schema_with = status_schema)]
    pub status: String,
    pub data: NotificationData,
    pub title: String,
    /// User id of the employee it is for.
    pub to: String,
    pub created_at: DateTime<Utc>,
}

impl From<proto::Notification> for Notification {
    fn from(notification: proto::Notification) -> Self {
        let data = notification.data.unwrap_or_default();
        Self {
            notification_id: notification.notification_id,
            kind: notification.r#type,
            status: status_name(notification.status).to_owned(),
            data: NotificationData {
                application_id: data.application_id,
                lead_id: data.lead_id,
                message: data.message,
            },
            title: notification.title,
            to: notification.to,
            created_at: timestamp_or_epoch(notification.created_at),
        }
    }
}

impl Notification {
    /// The title and message in `language`, through the server-text catalogue (the services
    /// store them in English; a text it does not know stays English).
    pub fn in_language(mut self, language: Language) -> Self {
        self.title = server_text::translate(&self.title, language).into_owned();
        self.data.message = server_text::translate(&self.data.message, language).into_owned();
        self
    }
}

/// The REST names of the notification statuses, in their life-cycle order.
pub const STATUS_NAMES: [&str; 4] = ["created", "received", "read", "deleted"];

fn status_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(STATUS_NAMES))
        .description(Some("`created`, `received`, `read` or `deleted`"))
        .into()
}

/// The REST name of a notification status. A status this gateway does not know (from a newer
/// notifications service) is shown as `created`: the notification stays visible as unread rather
/// than being dropped or breaking the list.
pub fn status_name(status: i32) -> &'static str {
    match proto::NotificationStatus::try_from(status) {
        Ok(proto::NotificationStatus::Received) => "received",
        Ok(proto::NotificationStatus::Read) => "read",
        Ok(proto::NotificationStatus::Deleted) => "deleted",
        Ok(proto::NotificationStatus::Created | proto::NotificationStatus::Unspecified)
        | Err(_) => "created",
    }
}

/// The contract's status of a REST name; `None` for any other text.
pub fn status_of_name(name: &str) -> Option<proto::NotificationStatus> {
    match name {
        "created" => Some(proto::NotificationStatus::Created),
        "received" => Some(proto::NotificationStatus::Received),
        "read" => Some(proto::NotificationStatus::Read),
        "deleted" => Some(proto::NotificationStatus::Deleted),
        _ => None,
    }
}

/// The contract's acknowledge action of a REST name; `None` for any other text.
pub fn action_of_name(name: &str) -> Option<proto::AcknowledgeAction> {
    match name {
        "received" => Some(proto::AcknowledgeAction::Received),
        "read" => Some(proto::AcknowledgeAction::Read),
        "deleted" => Some(proto::AcknowledgeAction::Deleted),
        _ => None,
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationPage {
    pub items: Vec<Notification>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
    /// Notifications of the user still unread (created or received).
    pub unread: u64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NotificationListQuery {
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
    /// `created`, `received`, `read` or `deleted`; empty for any.
    #[param(schema_with = status_filter_schema)]
    pub status: Option<String>,
    /// e.g. `lead_assigned`; no NUL.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[param(pattern = r"^[^\u0000]*$")]
    pub notification_type: Option<String>,
}

fn status_filter_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(STATUS_NAMES.iter().copied().chain([""])))
        .description(Some(
            "Only notifications in this status: `created`, `received`, `read` or `deleted` \
             (empty: any).",
        ))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcknowledgeRequest {
    /// 1 to 500 ids of the caller's notifications.
    #[schema(schema_with = notification_ids_schema)]
    pub notification_ids: Vec<String>,
    /// `read`, `received` or `deleted`
    #[schema(schema_with = action_schema)]
    pub action: String,
}

/// What the notifications service takes: 1 to 500 notification ids (UUIDs).
fn notification_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Uuid))),
        )
        .min_items(Some(1))
        .max_items(Some(crate::routes::notification::acknowledge::MAX_IDS))
        .description(Some("1 to 500 ids of the caller's notifications."))
        .into()
}

fn action_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(crate::routes::notification::acknowledge::ACTIONS))
        .description(Some("`read`, `received` or `deleted`"))
        .into()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AcknowledgeResponse {
    pub updated: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WsToken {
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// A server → client websocket frame.
#[derive(Debug, Serialize, ToSchema)]
pub struct PushFrame {
    /// Always `notification`.
    pub kind: String,
    pub notification: Notification,
}

impl PushFrame {
    pub fn notification(notification: Notification) -> Self {
        Self {
            kind: "notification".to_string(),
            notification,
        }
    }
}
