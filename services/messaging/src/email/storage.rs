//! Queries on `email_messages`.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::email_messages;

use super::model::DeliveryStatus;
use super::rows::{EmailMessageRow, NewEmailMessageRow};

pub async fn insert_email_message(
    conn: &mut AsyncPgConnection,
    message: &NewEmailMessageRow<'_>,
) -> QueryResult<()> {
    diesel::insert_into(email_messages::table)
        .values(message)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn mark_email_message_sent_by_message_id(
    conn: &mut AsyncPgConnection,
    message_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(email_messages::table.find(message_id))
        .set((
            email_messages::status.eq(DeliveryStatus::Sent.as_str()),
            email_messages::sent_at.eq(Some(at)),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn mark_email_message_failed_by_message_id(
    conn: &mut AsyncPgConnection,
    message_id: Uuid,
    error: &str,
) -> QueryResult<()> {
    diesel::update(email_messages::table.find(message_id))
        .set((
            email_messages::status.eq(DeliveryStatus::Failed.as_str()),
            email_messages::error.eq(Some(error)),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn find_email_message_by_message_id(
    conn: &mut AsyncPgConnection,
    message_id: Uuid,
) -> QueryResult<Option<EmailMessageRow>> {
    email_messages::table
        .find(message_id)
        .select(EmailMessageRow::as_select())
        .first(conn)
        .await
        .optional()
}
