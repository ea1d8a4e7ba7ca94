//! `GET /message/conversations` and `POST /message/conversations`: the chat windows an employee
//! keeps in the dock (whose customer or number, about which application or lead, open or
//! minimised, the title), restored on the next page load and on another device. The list is the
//! signed-in employee's own (the user id comes from the token); a save replaces it.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{PartialSchema, ToSchema};
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::messaging::v1 as proto;

use super::send::application_or_lead;
use super::types::{E164, e164_number};
use crate::auth::StaffUser;
use crate::clients::MESSAGING;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, trimmed_pattern, trimmed_text_pattern};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

const MAX_CONVERSATIONS: usize = 10;
const MAX_PNI_CHARS: usize = 32;
const MAX_TITLE_CHARS: usize = 200;

/// One chat window as saved and listed.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SavedConversation {
    pub customer_id: Option<i64>,
    /// The application (`MOSE1001`) or lead (`123`) the window's messages are filed under.
    pub application_id_or_lead_id: String,
    /// E.164; null for a customer's window saved without one.
    pub phone_number: Option<String>,
    pub pni: Option<String>,
    /// `SE` or `NO`.
    pub country: String,
    /// Open, or minimised to its title bar.
    pub open: bool,
    pub title: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SavedConversations {
    /// In the dock's order, oldest first.
    pub conversations: Vec<SavedConversation>,
}

impl From<proto::Conversations> for SavedConversations {
    fn from(answer: proto::Conversations) -> Self {
        SavedConversations {
            conversations: answer
                .conversations
                .into_iter()
                .map(|conversation| SavedConversation {
                    customer_id: conversation.customer_id,
                    application_id_or_lead_id: conversation.application_id_or_lead_id,
                    phone_number: (!conversation.phone_number.is_empty())
                        .then_some(conversation.phone_number),
                    pni: (!conversation.pni.is_empty()).then_some(conversation.pni),
                    country: country_code(conversation.country).to_owned(),
                    open: conversation.open,
                    title: conversation.title,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConversationInput {
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    pub customer_id: Option<i64>,
    #[serde(deserialize_with = "crate::extract::text")]
    pub application_id_or_lead_id: String,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub phone_number: Option<String>,
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub pni: Option<String>,
    pub country: CountryCode,
    pub open: bool,
    #[serde(deserialize_with = "crate::extract::text")]
    pub title: String,
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub enum CountryCode {
    #[serde(rename = "SE")]
    Se,
    #[serde(rename = "NO")]
    No,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveConversationsInput {
    pub conversations: Vec<ConversationInput>,
}

/// The schema of [`SaveConversationsInput`].
pub struct SaveConversationsBody;

impl PartialSchema for SaveConversationsBody {
    fn schema() -> RefOr<Schema> {
        let keys = json!({
            "type": "object",
            "additionalProperties": false,
            "required": ["application_id_or_lead_id", "country", "open", "title"],
            "properties": {
                "customer_id": {"type": ["integer", "null"], "format": "int64", "minimum": 1},
                "application_id_or_lead_id": {
                    "type": "string",
                    "pattern": trimmed_pattern(super::send::APPLICATION_OR_LEAD, false),
                    "description": "The application (`MOSE1001`) or lead (`123`)."
                },
                "phone_number": {
                    "type": ["string", "null"],
                    "pattern": trimmed_pattern(E164, false),
                    "description": "E.164."
                },
                "pni": {
                    "type": ["string", "null"],
                    "maxLength": MAX_PNI_CHARS,
                    "pattern": "^[^\\u0000]*$",
                    "description": "The personal id as the page showed it."
                },
                "country": {"type": "string", "enum": ["SE", "NO"]},
                "open": {"type": "boolean"},
                "title": {
                    "type": "string",
                    "minLength": 1,
                    "pattern": trimmed_text_pattern(1, MAX_TITLE_CHARS),
                    "description": format!("1 to {MAX_TITLE_CHARS} characters once trimmed.")
                }
            }
        });
        let item = json!({
            "description": "A customer's window (`customer_id`) or a number's (`phone_number`), one at least.",
            "allOf": [
                keys,
                {"anyOf": [
                    {"type": "object", "required": ["customer_id"], "properties": {"customer_id": {"type": "integer"}}},
                    {"type": "object", "required": ["phone_number"], "properties": {"phone_number": {"type": "string"}}},
                ]}
            ]
        });
        let schema = json!({
            "type": "object",
            "additionalProperties": false,
            "required": ["conversations"],
            "properties": {
                "conversations": {
                    "type": "array",
                    "maxItems": MAX_CONVERSATIONS,
                    "items": item,
                    "description": "The dock's windows in order; a second window of the same customer or number is left out."
                }
            }
        });
        // A literal schema: `the_body_schema_describes_a_window_list` reads it back.
        RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
    }
}

impl ToSchema for SaveConversationsBody {}

fn conversation_message(
    index: usize,
    input: ConversationInput,
) -> Result<proto::Conversation, GatewayError> {
    let at = |field: &str| format!("conversations[{index}].{field}");
    if input.customer_id.is_some_and(|id| id < 1) {
        return Err(GatewayError::field(at("customer_id"), "Must be 1 or more"));
    }
    let phone_number = input
        .phone_number
        .map(|number| e164_number(at("phone_number"), &number))
        .transpose()?;
    if input.customer_id.is_none() && phone_number.is_none() {
        return Err(GatewayError::field(
            at("customer_id"),
            "Give a phone number or a customer id",
        ));
    }
    let pni = input.pni.unwrap_or_default();
    if pni.chars().count() > MAX_PNI_CHARS {
        let max = MAX_PNI_CHARS;
        return Err(GatewayError::field(
            at("pni"),
            format!("Must be at most {max} characters"),
        ));
    }
    let title = input.title.trim();
    if title.is_empty() || title.chars().count() > MAX_TITLE_CHARS {
        let max = MAX_TITLE_CHARS;
        return Err(GatewayError::field(
            at("title"),
            format!("Must be 1 to {max} characters"),
        ));
    }
    Ok(proto::Conversation {
        customer_id: input.customer_id,
        application_id_or_lead_id: application_or_lead(&input.application_id_or_lead_id)
            .map_err(|error| error.with_field(&at("application_id_or_lead_id")))?,
        phone_number: phone_number.unwrap_or_default(),
        pni: pni.trim().to_owned(),
        country: country_of_code(match input.country {
            CountryCode::Se => "SE",
            CountryCode::No => "NO",
        })
        .into(),
        open: input.open,
        title: title.to_owned(),
    })
}

#[utoipa::path(
    tag = "message",
    responses(
        (status = 200, description = "The signed-in employee's windows, in order", body = SavedConversations),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/conversations")]
pub async fn list_conversations(
    user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<SavedConversations>, GatewayError> {
    let answer = state
        .clients
        .sms()
        .list_conversations(
            state
                .clients
                .messaging
                .request(proto::ListConversationsRequest {
                    user_id: user.user_id,
                }),
        )
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(SavedConversations::from(answer)))
}

#[utoipa::path(
    tag = "message",
    request_body = SaveConversationsBody,
    responses(
        (status = 200, description = "The windows as kept", body = SavedConversations),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/conversations")]
pub async fn save_conversations(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<SaveConversationsInput>,
) -> Result<web::Json<SavedConversations>, GatewayError> {
    let conversations = body.into_inner().conversations;
    if conversations.len() > MAX_CONVERSATIONS {
        let max = MAX_CONVERSATIONS;
        return Err(GatewayError::field(
            "conversations",
            format!("At most {max} conversations"),
        ));
    }
    let conversations = conversations
        .into_iter()
        .enumerate()
        .map(|(index, input)| conversation_message(index, input))
        .collect::<Result<Vec<_>, _>>()?;
    let answer = state
        .clients
        .sms()
        .save_conversations(
            state
                .clients
                .messaging
                .request(proto::SaveConversationsRequest {
                    user_id: user.user_id,
                    conversations,
                }),
        )
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(SavedConversations::from(answer)))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_body_schema_describes_a_window_list() {
        let RefOr::T(schema) = SaveConversationsBody::schema() else {
            panic!("a reference");
        };
        let json = serde_json::to_value(schema).unwrap();
        let list = &json["properties"]["conversations"];
        assert_eq!(list["maxItems"], json!(10));
        let parts = list["items"]["allOf"].as_array().unwrap();
        assert_eq!(parts[0]["additionalProperties"], json!(false));
        assert_eq!(parts[1]["anyOf"].as_array().unwrap().len(), 2);
    }

    #[test]
    fn a_window_needs_a_customer_or_a_number_and_names_its_field() {
        let input = |value: serde_json::Value| -> ConversationInput {
            serde_json::from_value(value).unwrap()
        };
        let field = |value: serde_json::Value| {
            conversation_message(2, input(value))
                .unwrap_err()
                .into_validation()
                .and_then(|(field, _)| field)
        };
        let base = json!({"application_id_or_lead_id": "mose01001", "country": "SE", "open": true,
                          "title": " Anna "});
        let with = |extra: serde_json::Value| {
            let mut all = base.clone();
            all.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            all
        };
        assert_eq!(
            field(base.clone()).as_deref(),
            Some("conversations[2].customer_id")
        );
        assert_eq!(
            field(with(json!({"phone_number": "0701234567"}))).as_deref(),
            Some("conversations[2].phone_number")
        );
        let kept = conversation_message(0, input(with(json!({"customer_id": 7})))).unwrap();
        assert_eq!(kept.application_id_or_lead_id, "MOSE1001");
        assert_eq!(kept.title, "Anna");
    }
}
