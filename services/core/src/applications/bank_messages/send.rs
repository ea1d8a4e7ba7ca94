//! An advisor's comment or shared document for a bank the application was sent to
//! (`core.application.bank_message`, which the bank's integration forwards), and a bank's comment
//! to the lender from its portal (`core.bank.message_sent`, which tells the assignee).

use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::{BankMessageKind, BankMessageSent};

use crate::applications::events::{BANK_MESSAGE, BANK_MESSAGE_SENT};
use crate::applications::history;
use crate::applications::offers::model::BankStatus;
use crate::applications::offers::read::bank_of_application;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{BankMessage, Content, Direction, NewBankMessage};
use super::read::message_of_row;
use super::storage;

pub async fn do_send_bank_message(
    pool: &DbPool,
    outbox: &Outbox,
    message: NewBankMessage,
) -> Result<BankMessage, CoreError> {
    let mut conn = pooled(pool).await?;
    let sent = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let assignee = applications::find_assignee_by_application_id(
                conn,
                message.application_id,
                message.country,
            )
            .await?
            .ok_or(CoreError::ApplicationNotFound)?;
            let (bank_name, status) =
                bank_of_application(conn, message.application_id, message.bank_id).await?;
            if matches!(status, BankStatus::Declined | BankStatus::Cancelled) {
                return Err(CoreError::BankClosed(bank_name));
            }
            let (kind, detail) = match &message.content {
                Content::Comment(_) if message.direction == Direction::FromBank => {
                    (BankMessageKind::Comment, "bank_commented")
                }
                Content::Comment(_) => (BankMessageKind::Comment, "commented_to_bank"),
                Content::Document(document) => {
                    if storage::document_sent_exists(
                        conn,
                        message.application_id,
                        message.bank_id,
                        document.document_id,
                    )
                    .await?
                    {
                        return Err(CoreError::DocumentSentAlready(bank_name));
                    }
                    (BankMessageKind::Document, "document_to_bank")
                }
            };
            let row = storage::insert_message(conn, &message).await?;
            history::record(
                conn,
                message.application_id,
                detail,
                message.author.clone(),
                json!({"bank_id": message.bank_id, "bank": &bank_name, "message_id": row.message_id}),
            )
            .await?;
            let to_bank = message.direction == Direction::ToBank;
            let event = BankMessageSent {
                application_id: message.application_id,
                bank_id: message.bank_id,
                message_id: row.message_id,
                kind: kind.into(),
                to_bank,
                bank_name: bank_name.clone(),
                assignee_id: assignee.map(|id| id.to_string()),
                country: country_of_code(message.country.code()).into(),
            };
            let routing_key = if to_bank {
                BANK_MESSAGE
            } else {
                BANK_MESSAGE_SENT
            };
            outbox::enqueue(conn, routing_key, &event)
                .await?;
            message_of_row(row, bank_name)
        })
        .await?;
    drop(conn);
    outbox.wake();
    Ok(sent)
}
