//! Conversions of the conversation messages of `SmsService`.

use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::messaging::v1 as proto;

use crate::error::MessagingError;
use crate::sms::grpc::requests::{bounded_text, customer_id, phone_number};

use super::Conversation;

const MAX_ID_CHARS: usize = 64;
const MAX_PNI_CHARS: usize = 32;
const MAX_TITLE_CHARS: usize = 200;

fn item(index: usize, error: MessagingError) -> MessagingError {
    match error {
        MessagingError::InvalidArgument { field, detail } => MessagingError::InvalidArgument {
            field: "conversations",
            detail: format!("Item {index}, {field}: {detail}"),
        },
        other @ (MessagingError::Delivery(_)
        | MessagingError::NotFound(_)
        | MessagingError::RecipientLimit(_)
        | MessagingError::NotContactable(_)
        | MessagingError::Kdlt(_)
        | MessagingError::Corrupt(_)
        | MessagingError::Storage(_)) => other,
    }
}

pub fn user_id(text: &str) -> Result<String, MessagingError> {
    bounded_text("user_id", text, MAX_ID_CHARS)
}

pub fn conversation(
    index: usize,
    message: &proto::Conversation,
) -> Result<Conversation, MessagingError> {
    let parsed = (|| {
        let customer_id = message
            .customer_id
            .map(|id| customer_id("customer_id", id))
            .transpose()?;
        let phone_number = if message.phone_number.trim().is_empty() {
            if customer_id.is_none() {
                return Err(MessagingError::invalid(
                    "phone_number",
                    "Give a phone number or a customer id",
                ));
            }
            String::new()
        } else {
            phone_number("phone_number", &message.phone_number)?
        };
        let country = match country_code(message.country) {
            "SE" => "SE",
            "NO" => "NO",
            _ => return Err(MessagingError::invalid("country", "Must be one of SE, NO")),
        };
        let pni = message.pni.trim();
        if pni.chars().count() > MAX_PNI_CHARS {
            let max = MAX_PNI_CHARS;
            return Err(MessagingError::invalid(
                "pni",
                format!("Must be at most {max} characters"),
            ));
        }
        Ok(Conversation {
            customer_id,
            application_id_or_lead_id: bounded_text(
                "application_id_or_lead_id",
                &message.application_id_or_lead_id,
                MAX_ID_CHARS,
            )?,
            phone_number,
            pni: pni.to_owned(),
            country,
            open: message.open,
            title: bounded_text("title", &message.title, MAX_TITLE_CHARS)?,
        })
    })();
    parsed.map_err(|error| item(index, error))
}

pub fn conversation_message(conversation: Conversation) -> proto::Conversation {
    proto::Conversation {
        customer_id: conversation.customer_id,
        application_id_or_lead_id: conversation.application_id_or_lead_id,
        phone_number: conversation.phone_number,
        pni: conversation.pni,
        country: country_of_code(conversation.country).into(),
        open: conversation.open,
        title: conversation.title,
    }
}

pub fn conversations_message(conversations: Vec<Conversation>) -> proto::Conversations {
    proto::Conversations {
        conversations: conversations
            .into_iter()
            .map(conversation_message)
            .collect(),
    }
}
