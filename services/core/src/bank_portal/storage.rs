//! Queries of the portal, every one by bank and application together.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Integer, Jsonb, Nullable, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::applications::bank_messages::model::BankMessageRow;
use crate::applications::offers::model::OfferRow;
use crate::applications::rows::ApplicationRow;
use crate::schema::{application_bank_messages, application_banks, applications, banks, offers};

/// A row of the bank's list as read.
#[derive(Debug, QueryableByName)]
pub struct BankListRow {
    #[diesel(sql_type = BigInt)]
    pub application_id: i64,
    #[diesel(sql_type = Text)]
    pub country: String,
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    pub bank_status: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    pub mortgage_loan_amount: Option<i64>,
}

const LIST_COLUMNS: &str = "SELECT sent.application_id, a.country, a.created_at, \
     sent.bank_status, a.mortgage_loan_amount";
const NEWEST: &str = "ORDER BY sent.sent_at DESC, sent.application_id DESC";

/// The bank's applications on which one of `customer_ids` is an applicant, with one of
/// `statuses` (none: any), newest sent first. The people are few (a search names at most 200),
/// so the applicants' customer index narrows first.
pub async fn find_applications_of_customers_by_bank_id_newest_sent_first(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    statuses: &[&str],
    customer_ids: &[i64],
    limit: i64,
    offset: i64,
) -> QueryResult<Vec<BankListRow>> {
    let sql = format!(
        "{LIST_COLUMNS} FROM application_banks sent JOIN applications a USING (application_id) \
         WHERE sent.bank_id = $1 \
         AND (cardinality($4::text[]) = 0 OR sent.bank_status = ANY($4)) \
         AND sent.application_id IN (SELECT application_id FROM application_applicants \
                                     WHERE customer_id = ANY($5)) \
         {NEWEST} LIMIT $2 OFFSET $3"
    );
    diesel::sql_query(sql)
        .bind::<Integer, _>(bank_id)
        .bind::<BigInt, _>(limit)
        .bind::<BigInt, _>(offset)
        .bind::<Array<Text>, _>(statuses)
        .bind::<Array<BigInt>, _>(customer_ids)
        .load(conn)
        .await
}

/// The bank's applications with one of `statuses` (none: any), newest sent first. One status or
/// none reads an index in order and stops after the page; several take the first `offset +
/// limit` of each status from the index and merge those, so no status collects all its rows.
pub async fn find_applications_by_bank_id_newest_sent_first(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    statuses: &[&str],
    limit: i64,
    offset: i64,
) -> QueryResult<Vec<BankListRow>> {
    let (source, filter) = match statuses {
        [] => ("application_banks".to_owned(), "WHERE sent.bank_id = $1"),
        [_] => (
            "application_banks".to_owned(),
            "WHERE sent.bank_id = $1 AND sent.bank_status = $4",
        ),
        several => {
            let parts: Vec<String> = (0..several.len())
                .map(|index| {
                    format!(
                        "(SELECT application_id, bank_status, sent_at FROM application_banks \
                         WHERE bank_id = $1 AND bank_status = ${} \
                         ORDER BY sent_at DESC, application_id DESC LIMIT $2 + $3)",
                        index + 4
                    )
                })
                .collect();
            (format!("({})", parts.join(" UNION ALL ")), "")
        }
    };
    let sql = format!(
        "{LIST_COLUMNS} FROM {source} sent JOIN applications a USING (application_id) \
         {filter} {NEWEST} LIMIT $2 OFFSET $3"
    );
    let mut query = diesel::sql_query(sql)
        .bind::<Integer, _>(bank_id)
        .bind::<BigInt, _>(limit)
        .bind::<BigInt, _>(offset)
        .into_boxed();
    for status in statuses {
        query = query.bind::<Text, _>(*status);
    }
    query.load(conn).await
}

/// Whether a read locks what it finds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lock {
    No,
    /// The application's row and the bank's (every change of an application's banks holds the
    /// application's lock).
    ForUpdate,
}

/// The application if it was sent to the bank, with the bank's status and when it was sent.
pub async fn find_application_by_bank_id_application_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
    lock: Lock,
) -> QueryResult<Option<(ApplicationRow, String, DateTime<Utc>)>> {
    let query = application_banks::table
        .inner_join(applications::table)
        .filter(application_banks::bank_id.eq(bank_id))
        .filter(application_banks::application_id.eq(application_id))
        .select((
            ApplicationRow::as_select(),
            application_banks::bank_status,
            application_banks::sent_at,
        ));
    match lock {
        Lock::No => query.first(conn).await.optional(),
        Lock::ForUpdate => query.for_update().first(conn).await.optional(),
    }
}

/// The bank's own offers on the application, newest first, with its name.
pub async fn find_offers_by_bank_id_application_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
) -> QueryResult<Vec<(OfferRow, String)>> {
    offers::table
        .inner_join(banks::table)
        .filter(offers::application_id.eq(application_id))
        .filter(offers::bank_id.eq(bank_id))
        .order(offers::offer_id.desc())
        .select((OfferRow::as_select(), banks::name))
        .load(conn)
        .await
}

/// What went between the bank and the lender on the application, newest first.
pub async fn find_messages_by_bank_id_application_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
    limit: i64,
) -> QueryResult<Vec<(BankMessageRow, String)>> {
    application_bank_messages::table
        .inner_join(banks::table)
        .filter(application_bank_messages::application_id.eq(application_id))
        .filter(application_bank_messages::bank_id.eq(bank_id))
        .order(application_bank_messages::message_id.desc())
        .limit(limit)
        .select((BankMessageRow::as_select(), banks::name))
        .load(conn)
        .await
}

/// A history entry as the bank's events read it.
#[derive(Debug, QueryableByName)]
pub struct BankEventRow {
    #[diesel(sql_type = Text)]
    pub kind: String,
    #[diesel(sql_type = Timestamptz)]
    pub at: DateTime<Utc>,
    #[diesel(sql_type = Jsonb)]
    pub detail: serde_json::Value,
}

/// The application's history entries of `kinds` that name the bank (`bank_id`, or among
/// `bank_ids` of a sending), newest first; the application's newest-first index serves it.
pub async fn find_events_by_bank_id_application_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
    kinds: &[&str],
    limit: i64,
) -> QueryResult<Vec<BankEventRow>> {
    diesel::sql_query(
        "SELECT kind, at, detail FROM application_events \
         WHERE application_id = $1 AND kind = ANY($3) \
           AND (detail -> 'bank_id' = to_jsonb($2) OR detail -> 'bank_ids' @> to_jsonb(ARRAY[$2])) \
         ORDER BY event_id DESC LIMIT $4",
    )
    .bind::<BigInt, _>(application_id)
    .bind::<Integer, _>(bank_id)
    .bind::<Array<Text>, _>(kinds)
    .bind::<BigInt, _>(limit)
    .load(conn)
    .await
}

/// The document the lender sent the bank on the application, as it was named then.
pub async fn find_document_sent_by_bank_id_application_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
    customer_id: i64,
    document_id: i64,
) -> QueryResult<Option<Option<String>>> {
    application_bank_messages::table
        .filter(application_bank_messages::application_id.eq(application_id))
        .filter(application_bank_messages::bank_id.eq(bank_id))
        .filter(application_bank_messages::customer_id.eq(customer_id))
        .filter(application_bank_messages::document_id.eq(document_id))
        .select(application_bank_messages::file_name)
        .first(conn)
        .await
        .optional()
}
