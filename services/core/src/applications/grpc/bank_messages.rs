//! Bank messages: proto in (validated), domain out as proto.

use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::applications::bank_messages::model::{
    BankMessage, BankMessagePage, Content, Direction, NewBankMessage, SharedDocument,
};
use crate::applications::comments::comment_text;
use crate::banks::grpc::bank_id_from_request;
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use super::requests::{application_id_from_request, country_from_request};

/// At most this many characters in a shared document's name (the migration checks the same).
const MAX_FILE_NAME_CHARS: usize = 255;

fn document_from_request(document: &proto::BankDocument) -> Result<SharedDocument, CoreError> {
    if document.customer_id <= 0 {
        return Err(CoreError::invalid("customer_id", "Must be a customer id"));
    }
    if document.document_id <= 0 {
        return Err(CoreError::invalid("document_id", "Must be a document id"));
    }
    let file_name = document.file_name.trim();
    if file_name.is_empty() || file_name.chars().count() > MAX_FILE_NAME_CHARS {
        return Err(CoreError::invalid(
            "file_name",
            format!("Must be 1 to {MAX_FILE_NAME_CHARS} characters"),
        ));
    }
    Ok(SharedDocument {
        customer_id: document.customer_id,
        document_id: document.document_id,
        file_name: file_name.to_owned(),
    })
}

/// A message from the lender's staff to a bank (the portal's answers come another way).
pub fn message_to_bank_from_request(
    request: &proto::SendBankMessageRequest,
) -> Result<NewBankMessage, CoreError> {
    let content = match &request.content {
        Some(proto::send_bank_message_request::Content::Comment(text)) => {
            Content::Comment(comment_text(text)?)
        }
        Some(proto::send_bank_message_request::Content::Document(document)) => {
            Content::Document(document_from_request(document)?)
        }
        None => {
            return Err(CoreError::invalid(
                "content",
                "Give a comment or a document",
            ));
        }
    };
    Ok(NewBankMessage {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        bank_id: bank_id_from_request(request.bank_id)?,
        direction: Direction::ToBank,
        author: user_id("author", &request.author)?.to_string(),
        content,
    })
}

pub fn bank_message_message(message: BankMessage) -> proto::BankMessage {
    let content = match message.content {
        Content::Comment(text) => proto::bank_message::Content::Comment(text),
        Content::Document(document) => {
            proto::bank_message::Content::Document(proto::BankDocument {
                customer_id: document.customer_id,
                document_id: document.document_id,
                file_name: document.file_name,
            })
        }
    };
    proto::BankMessage {
        message_id: message.message_id,
        application_id: message.application_id,
        bank_id: message.bank_id,
        bank_name: message.bank_name,
        direction: match message.direction {
            Direction::ToBank => proto::BankMessageDirection::ToBank,
            Direction::FromBank => proto::BankMessageDirection::FromBank,
        }
        .into(),
        content: Some(content),
        author: message.author,
        created_at: Some(timestamp(message.created_at)),
    }
}

pub fn bank_message_page_message(page: BankMessagePage) -> proto::ListBankMessagesResponse {
    proto::ListBankMessagesResponse {
        messages: page
            .messages
            .into_iter()
            .map(bank_message_message)
            .collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}
