//! Queries on `sms_messages`. The conversation and the "latest to this number" reads use
//! `sms_messages_phone_newest_idx`, the dispatcher's queue `sms_messages_due_idx`, a provider id
//! its unique index.

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Page;

use crate::schema::sms_messages;

use super::model::{SmsDirection, SmsStatus};
use super::rows::{NewSmsRow, SmsRow};

pub async fn insert_sms(conn: &mut AsyncPgConnection, sms: &NewSmsRow<'_>) -> QueryResult<SmsRow> {
    diesel::insert_into(sms_messages::table)
        .values(sms)
        .returning(SmsRow::as_returning())
        .get_result(conn)
        .await
}

/// Holds, until this transaction ends, the right to send to `phone_number`: sends to one number
/// take turns, so counting the recent ones and recording the next cannot interleave.
pub async fn lock_recipient(conn: &mut AsyncPgConnection, phone_number: &str) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind::<diesel::sql_types::Text, _>(phone_number)
        .execute(conn)
        .await
        .map(|_| ())
}

/// Outgoing SMS to `phone_number` recorded after `since`, counted up to `cap` (served by
/// `sms_messages_phone_newest_idx`).
pub async fn count_outgoing_sms_to_number_since(
    conn: &mut AsyncPgConnection,
    phone_number: &str,
    since: chrono::DateTime<chrono::Utc>,
    cap: i64,
) -> QueryResult<i64> {
    let recent = sms_messages::table
        .filter(sms_messages::phone_number.eq(phone_number))
        .filter(sms_messages::direction.eq("outgoing"))
        .filter(sms_messages::created_at.gt(since))
        .select(sms_messages::sms_id)
        .limit(cap)
        .load::<i64>(conn)
        .await?;
    Ok(recent.len() as i64)
}

/// Inserts an incoming SMS unless its provider id is recorded already; None then.
pub async fn insert_sms_unless_provider_id_exists(
    conn: &mut AsyncPgConnection,
    sms: &NewSmsRow<'_>,
) -> QueryResult<Option<SmsRow>> {
    diesel::insert_into(sms_messages::table)
        .values(sms)
        .on_conflict(sms_messages::provider_id)
        .do_nothing()
        .returning(SmsRow::as_returning())
        .get_result(conn)
        .await
        .optional()
}

/// The SMS with the provider's id, locked for the rest of the transaction (reports for one
/// message queue up).
pub async fn find_sms_by_provider_id_for_update(
    conn: &mut AsyncPgConnection,
    provider_id: &str,
) -> QueryResult<Option<SmsRow>> {
    sms_messages::table
        .filter(sms_messages::provider_id.eq(provider_id))
        .select(SmsRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// Claims up to `limit` queued messages that are due, oldest due first, skipping those another
/// dispatcher holds: each gets one attempt more and stays unclaimable until `claimed_until`.
/// Call inside a transaction.
pub async fn claim_due_sms(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
    claimed_until: DateTime<Utc>,
    limit: i64,
) -> QueryResult<Vec<SmsRow>> {
    let due: Vec<i64> = sms_messages::table
        .filter(sms_messages::status.eq(SmsStatus::Queued.as_str()))
        .filter(sms_messages::next_attempt_at.le(now))
        .order(sms_messages::next_attempt_at)
        .limit(limit)
        .select(sms_messages::sms_id)
        .for_update()
        .skip_locked()
        .load(conn)
        .await?;
    if due.is_empty() {
        return Ok(Vec::new());
    }
    diesel::update(sms_messages::table.filter(sms_messages::sms_id.eq_any(due)))
        .set((
            sms_messages::attempts.eq(sms_messages::attempts + 1),
            sms_messages::next_attempt_at.eq(Some(claimed_until)),
            sms_messages::updated_at.eq(now),
        ))
        .returning(SmsRow::as_returning())
        .get_results(conn)
        .await
}

pub async fn mark_sms_sent_by_sms_id(
    conn: &mut AsyncPgConnection,
    sms_id: i64,
    provider_id: &str,
    at: DateTime<Utc>,
) -> QueryResult<SmsRow> {
    diesel::update(sms_messages::table.find(sms_id))
        .set((
            sms_messages::status.eq(SmsStatus::Sent.as_str()),
            sms_messages::provider_id.eq(Some(provider_id)),
            sms_messages::next_attempt_at.eq(None::<DateTime<Utc>>),
            sms_messages::error.eq(None::<String>),
            sms_messages::updated_at.eq(at),
        ))
        .returning(SmsRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn schedule_sms_retry_by_sms_id(
    conn: &mut AsyncPgConnection,
    sms_id: i64,
    next_attempt_at: DateTime<Utc>,
    error: &str,
) -> QueryResult<()> {
    diesel::update(sms_messages::table.find(sms_id))
        .set((
            sms_messages::next_attempt_at.eq(Some(next_attempt_at)),
            sms_messages::error.eq(Some(error)),
            sms_messages::updated_at.eq(Utc::now()),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn mark_sms_failed_by_sms_id(
    conn: &mut AsyncPgConnection,
    sms_id: i64,
    error: &str,
) -> QueryResult<SmsRow> {
    diesel::update(sms_messages::table.find(sms_id))
        .set((
            sms_messages::status.eq(SmsStatus::Failed.as_str()),
            sms_messages::next_attempt_at.eq(None::<DateTime<Utc>>),
            sms_messages::error.eq(Some(error)),
            sms_messages::updated_at.eq(Utc::now()),
        ))
        .returning(SmsRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn update_sms_status_by_sms_id(
    conn: &mut AsyncPgConnection,
    sms_id: i64,
    status: SmsStatus,
    delivered_at: Option<DateTime<Utc>>,
) -> QueryResult<SmsRow> {
    diesel::update(sms_messages::table.find(sms_id))
        .set((
            sms_messages::status.eq(status.as_str()),
            sms_messages::delivered_at.eq(delivered_at),
            sms_messages::next_attempt_at.eq(None::<DateTime<Utc>>),
            sms_messages::updated_at.eq(Utc::now()),
        ))
        .returning(SmsRow::as_returning())
        .get_result(conn)
        .await
}

/// (customer id, application or lead id) of the newest outgoing SMS to the number.
pub async fn find_latest_outgoing_link_by_phone_number(
    conn: &mut AsyncPgConnection,
    phone_number: &str,
) -> QueryResult<Option<(Option<i64>, Option<String>)>> {
    sms_messages::table
        .filter(sms_messages::phone_number.eq(phone_number))
        .filter(sms_messages::direction.eq(SmsDirection::Outgoing.as_str()))
        .order(sms_messages::sms_id.desc())
        .select((
            sms_messages::customer_id,
            sms_messages::application_id_or_lead_id,
        ))
        .first(conn)
        .await
        .optional()
}

/// One page of the SMS a filter picks, newest first, and how many it picks.
async fn page_newest_first<'a>(
    conn: &mut AsyncPgConnection,
    picked: impl Fn() -> sms_messages::BoxedQuery<'a, Pg>,
    page: Page,
) -> QueryResult<(Vec<SmsRow>, i64)> {
    let rows = picked()
        .order(sms_messages::sms_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(SmsRow::as_select())
        .load(conn)
        .await?;
    let total = picked().count().get_result(conn).await?;
    Ok((rows, total))
}

/// One page of the SMS of customers (attached to them) and of a number, newest first, and how
/// many there are (`sms_messages_customer_newest_idx` or'ed with `sms_messages_phone_newest_idx`).
pub async fn find_sms_of_customers_or_number_newest_first(
    conn: &mut AsyncPgConnection,
    customer_ids: &[i64],
    phone_number: Option<&str>,
    page: Page,
) -> QueryResult<(Vec<SmsRow>, i64)> {
    let of_them = || {
        let mut query = sms_messages::table
            .filter(sms_messages::customer_id.eq_any(customer_ids.to_vec()))
            .into_boxed();
        if let Some(number) = phone_number {
            query = query.or_filter(sms_messages::phone_number.eq(number.to_owned()));
        }
        query
    };
    page_newest_first(conn, of_them, page).await
}

/// One page of the incoming SMS no customer is known for, newest first
/// (`sms_messages_unknown_sender_idx`).
pub async fn find_unknown_sender_sms_newest_first(
    conn: &mut AsyncPgConnection,
    page: Page,
) -> QueryResult<(Vec<SmsRow>, i64)> {
    let unknown = || {
        sms_messages::table
            .filter(sms_messages::customer_id.is_null())
            .filter(sms_messages::direction.eq(SmsDirection::Incoming.as_str()))
            .into_boxed()
    };
    page_newest_first(conn, unknown, page).await
}

/// What the SMS of "messages by application" and "messages by user" are picked by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmsAbout {
    /// Filed under an application's reference or a lead's id.
    Reference(String),
    /// Sent by an employee.
    Sender(String),
}

/// One page of the SMS about a reference or sent by an employee, newest first
/// (`sms_messages_about_newest_idx`, `sms_messages_sender_newest_idx`), and how many there are.
pub async fn find_sms_about_newest_first(
    conn: &mut AsyncPgConnection,
    about: &SmsAbout,
    page: Page,
) -> QueryResult<(Vec<SmsRow>, i64)> {
    let picked = || match about {
        SmsAbout::Reference(reference) => sms_messages::table
            .filter(sms_messages::application_id_or_lead_id.eq(reference.clone()))
            .into_boxed(),
        SmsAbout::Sender(user_id) => sms_messages::table
            .filter(sms_messages::sent_by.eq(user_id.clone()))
            .filter(sms_messages::direction.eq(SmsDirection::Outgoing.as_str()))
            .into_boxed(),
    };
    page_newest_first(conn, picked, page).await
}

/// Gives every SMS of the number that has no customer to `customer_id`; how many.
pub async fn attach_number_to_customer(
    conn: &mut AsyncPgConnection,
    phone_number: &str,
    customer_id: i64,
) -> QueryResult<usize> {
    diesel::update(
        sms_messages::table
            .filter(sms_messages::phone_number.eq(phone_number))
            .filter(sms_messages::customer_id.is_null()),
    )
    .set((
        sms_messages::customer_id.eq(Some(customer_id)),
        sms_messages::updated_at.eq(Utc::now()),
    ))
    .execute(conn)
    .await
}

/// One page of a number's SMS, newest first, and how many there are.
pub async fn find_sms_by_phone_number_newest_first(
    conn: &mut AsyncPgConnection,
    phone_number: &str,
    page: Page,
) -> QueryResult<(Vec<SmsRow>, i64)> {
    let of_number = || {
        sms_messages::table
            .filter(sms_messages::phone_number.eq(phone_number.to_owned()))
            .into_boxed()
    };
    page_newest_first(conn, of_number, page).await
}
