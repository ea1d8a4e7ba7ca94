//! Queries on `saved_conversations` (its primary key `(user_id, position)` serves both).

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use crate::error::MessagingError;
use crate::schema::saved_conversations;

use super::Conversation;

#[derive(Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = saved_conversations, check_for_backend(diesel::pg::Pg))]
struct ConversationRow {
    user_id: String,
    position: i16,
    customer_id: Option<i64>,
    application_id_or_lead_id: String,
    phone_number: String,
    pni: String,
    country: String,
    open: bool,
    title: String,
}

fn conversation_of(row: ConversationRow) -> Result<Conversation, MessagingError> {
    let country = match row.country.as_str() {
        "SE" => "SE",
        "NO" => "NO",
        other => {
            return Err(MessagingError::Corrupt(format!(
                "saved conversation country {other:?}"
            )));
        }
    };
    Ok(Conversation {
        customer_id: row.customer_id,
        application_id_or_lead_id: row.application_id_or_lead_id,
        phone_number: row.phone_number,
        pni: row.pni,
        country,
        open: row.open,
        title: row.title,
    })
}

pub async fn find_conversations_of_user(
    conn: &mut AsyncPgConnection,
    user_id: &str,
) -> Result<Vec<Conversation>, MessagingError> {
    saved_conversations::table
        .filter(saved_conversations::user_id.eq(user_id))
        .order(saved_conversations::position)
        .select(ConversationRow::as_select())
        .load(conn)
        .await?
        .into_iter()
        .map(conversation_of)
        .collect()
}

/// Replaces the user's list in one transaction.
pub async fn replace_conversations_of_user(
    conn: &mut AsyncPgConnection,
    user_id: &str,
    conversations: &[Conversation],
) -> Result<(), MessagingError> {
    let rows: Vec<ConversationRow> = conversations
        .iter()
        .zip(0_i16..)
        .map(|(conversation, position)| ConversationRow {
            user_id: user_id.to_owned(),
            position,
            customer_id: conversation.customer_id,
            application_id_or_lead_id: conversation.application_id_or_lead_id.clone(),
            phone_number: conversation.phone_number.clone(),
            pni: conversation.pni.clone(),
            country: conversation.country.to_owned(),
            open: conversation.open,
            title: conversation.title.clone(),
        })
        .collect();
    conn.transaction::<_, MessagingError, _>(async |conn| {
        diesel::delete(saved_conversations::table.filter(saved_conversations::user_id.eq(user_id)))
            .execute(conn)
            .await?;
        if !rows.is_empty() {
            diesel::insert_into(saved_conversations::table)
                .values(&rows)
                .execute(conn)
                .await?;
        }
        Ok(())
    })
    .await
}
