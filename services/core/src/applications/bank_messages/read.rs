//! The bank messages of an application, newest first.

use zrm_domain::{Country, Page};
use zrm_platform::db::DbPool;

use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{
    BankMessage, BankMessagePage, BankMessageRow, Content, Direction, SharedDocument,
};
use super::storage;

pub fn message_of_row(row: BankMessageRow, bank_name: String) -> Result<BankMessage, CoreError> {
    let direction = Direction::from_stored(&row.direction)
        .ok_or_else(|| corrupt("bank message direction", &row.direction))?;
    let content = match (row.body, row.customer_id, row.document_id, row.file_name) {
        (Some(body), None, None, None) => Content::Comment(body),
        (None, Some(customer_id), Some(document_id), Some(file_name)) => {
            Content::Document(SharedDocument {
                customer_id,
                document_id,
                file_name,
            })
        }
        _ => {
            return Err(corrupt(
                "bank message content",
                &format!("message {}", row.message_id),
            ));
        }
    };
    Ok(BankMessage {
        message_id: row.message_id,
        application_id: row.application_id,
        bank_id: row.bank_id,
        bank_name,
        direction,
        content,
        author: row.author,
        created_at: row.created_at,
    })
}

pub async fn do_list_bank_messages(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    bank_id: Option<i32>,
    page: Page,
) -> Result<BankMessagePage, CoreError> {
    let mut conn = pooled(pool).await?;
    if !applications::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let (rows, total) = storage::find_messages_by_application_id_newest_first(
        &mut conn,
        application_id,
        bank_id,
        page,
    )
    .await?;
    Ok(BankMessagePage {
        messages: rows
            .into_iter()
            .map(|(row, bank_name)| message_of_row(row, bank_name))
            .collect::<Result<_, _>>()?,
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}
