//! Queries on `application_bank_messages` (with the banks' names).

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Page;

use crate::schema::{application_bank_messages, banks};

use super::model::{BankMessageRow, Content, NewBankMessage};

pub async fn insert_message(
    conn: &mut AsyncPgConnection,
    message: &NewBankMessage,
) -> QueryResult<BankMessageRow> {
    let (body, customer_id, document_id, file_name) = match &message.content {
        Content::Comment(text) => (Some(text.as_str()), None, None, None),
        Content::Document(document) => (
            None,
            Some(document.customer_id),
            Some(document.document_id),
            Some(document.file_name.as_str()),
        ),
    };
    diesel::insert_into(application_bank_messages::table)
        .values((
            application_bank_messages::application_id.eq(message.application_id),
            application_bank_messages::bank_id.eq(message.bank_id),
            application_bank_messages::direction.eq(message.direction.as_str()),
            application_bank_messages::body.eq(body),
            application_bank_messages::customer_id.eq(customer_id),
            application_bank_messages::document_id.eq(document_id),
            application_bank_messages::file_name.eq(file_name),
            application_bank_messages::author.eq(&message.author),
        ))
        .returning(BankMessageRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn document_sent_exists(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: i32,
    document_id: i64,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        application_bank_messages::table
            .filter(application_bank_messages::application_id.eq(application_id))
            .filter(application_bank_messages::bank_id.eq(bank_id))
            .filter(application_bank_messages::document_id.eq(document_id)),
    ))
    .get_result(conn)
    .await
}

/// Newest first, one bank's or every bank's, with the bank's name; and how many there are.
pub async fn find_messages_by_application_id_newest_first(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: Option<i32>,
    page: Page,
) -> QueryResult<(Vec<(BankMessageRow, String)>, i64)> {
    let mut rows = application_bank_messages::table
        .inner_join(banks::table)
        .filter(application_bank_messages::application_id.eq(application_id))
        .order(application_bank_messages::message_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select((BankMessageRow::as_select(), banks::name))
        .into_boxed();
    let mut count = application_bank_messages::table
        .filter(application_bank_messages::application_id.eq(application_id))
        .count()
        .into_boxed();
    if let Some(bank_id) = bank_id {
        rows = rows.filter(application_bank_messages::bank_id.eq(bank_id));
        count = count.filter(application_bank_messages::bank_id.eq(bank_id));
    }
    let rows = rows.load(conn).await?;
    let total = count.get_result(conn).await?;
    Ok((rows, total))
}
