//! Queries on `application_banks` and `offers` (with the banks' names).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{application_banks, banks, offers};

use super::model::{BankStatus, OfferRow, OfferState};

/// The statuses of a bank still working on an application.
pub const IN_THE_RUNNING: [&str; 2] = ["NEW", "ONGOING"];

/// (bank_id, bank name, status, sent_at, sent_by) of one application, by bank name.
pub type ApplicationBankColumns = (i32, String, String, DateTime<Utc>, Uuid);

pub async fn find_application_banks_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Vec<ApplicationBankColumns>> {
    application_banks::table
        .inner_join(banks::table)
        .filter(application_banks::application_id.eq(application_id))
        .order((banks::name, banks::bank_id))
        .select((
            application_banks::bank_id,
            banks::name,
            application_banks::bank_status,
            application_banks::sent_at,
            application_banks::sent_by,
        ))
        .load(conn)
        .await
}

/// Newest first, with the bank's name.
pub async fn find_offers_with_bank_name_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Vec<(OfferRow, String)>> {
    offers::table
        .inner_join(banks::table)
        .filter(offers::application_id.eq(application_id))
        .order(offers::offer_id.desc())
        .select((OfferRow::as_select(), banks::name))
        .load(conn)
        .await
}

/// Inserts the banks not there yet and reopens those withdrawn from; the ids of those.
pub async fn insert_application_banks_returning_new(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_ids: &[i32],
    sent_by: Uuid,
) -> QueryResult<Vec<i32>> {
    let rows: Vec<_> = bank_ids
        .iter()
        .map(|bank_id| {
            (
                application_banks::application_id.eq(application_id),
                application_banks::bank_id.eq(*bank_id),
                application_banks::sent_by.eq(sent_by),
            )
        })
        .collect();
    // A bank the application was withdrawn from takes it anew; any other keeps its status
    // (the row is then neither updated nor returned).
    let upsert = diesel::insert_into(application_banks::table)
        .values(rows)
        .on_conflict((
            application_banks::application_id,
            application_banks::bank_id,
        ))
        .do_update()
        .set((
            application_banks::bank_status.eq(BankStatus::New.as_str()),
            application_banks::sent_at.eq(Utc::now()),
            application_banks::sent_by.eq(sent_by),
            application_banks::updated_at.eq(Utc::now()),
        ));
    // `ON CONFLICT … DO UPDATE … WHERE`: the upsert's own `filter`, not the query one.
    diesel::query_dsl::methods::FilterDsl::filter(
        upsert,
        application_banks::bank_status.eq(BankStatus::Cancelled.as_str()),
    )
    .returning(application_banks::bank_id)
    .get_results(conn)
    .await
}

pub async fn find_bank_status_by_application_id_and_bank_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: i32,
) -> QueryResult<Option<String>> {
    application_banks::table
        .find((application_id, bank_id))
        .select(application_banks::bank_status)
        .first(conn)
        .await
        .optional()
}

pub async fn update_bank_status_by_application_id_and_bank_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: i32,
    status: BankStatus,
) -> QueryResult<()> {
    diesel::update(application_banks::table.find((application_id, bank_id)))
        .set((
            application_banks::bank_status.eq(status.as_str()),
            application_banks::updated_at.eq(Utc::now()),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

/// Every other bank still in the running (NEW or ONGOING) becomes DECLINED.
pub async fn update_other_banks_declined_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    except_bank_id: i32,
) -> QueryResult<()> {
    diesel::update(
        application_banks::table
            .filter(application_banks::application_id.eq(application_id))
            .filter(application_banks::bank_id.ne(except_bank_id))
            .filter(application_banks::bank_status.eq_any(IN_THE_RUNNING)),
    )
    .set((
        application_banks::bank_status.eq(BankStatus::Declined.as_str()),
        application_banks::updated_at.eq(Utc::now()),
    ))
    .execute(conn)
    .await
    .map(|_| ())
}

/// The accepted bank follows the application to DISBURSED.
pub async fn update_accepted_bank_disbursed_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<()> {
    diesel::update(
        application_banks::table
            .filter(application_banks::application_id.eq(application_id))
            .filter(application_banks::bank_status.eq(BankStatus::Accepted.as_str())),
    )
    .set((
        application_banks::bank_status.eq(BankStatus::Disbursed.as_str()),
        application_banks::updated_at.eq(Utc::now()),
    ))
    .execute(conn)
    .await
    .map(|_| ())
}

#[derive(Debug, Insertable)]
#[diesel(table_name = offers)]
pub struct NewOfferRow<'a> {
    pub application_id: i64,
    pub bank_id: i32,
    pub amount: i64,
    pub interest_rate_bp: i32,
    pub term_months: i32,
    pub recorded_by: String,
    pub conditions: &'a str,
    pub valid_until: Option<chrono::NaiveDate>,
}

pub async fn insert_offer(
    conn: &mut AsyncPgConnection,
    row: &NewOfferRow<'_>,
) -> QueryResult<OfferRow> {
    diesel::insert_into(offers::table)
        .values(row)
        .returning(OfferRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn find_offer_by_offer_id_and_application_id(
    conn: &mut AsyncPgConnection,
    offer_id: i64,
    application_id: i64,
) -> QueryResult<Option<OfferRow>> {
    offers::table
        .filter(offers::offer_id.eq(offer_id))
        .filter(offers::application_id.eq(application_id))
        .select(OfferRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The offer ACCEPTED, every other open offer of the application DECLINED.
pub async fn update_offer_accepted_and_others_declined(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    offer_id: i64,
) -> QueryResult<()> {
    diesel::update(
        offers::table
            .filter(offers::application_id.eq(application_id))
            .filter(offers::offer_id.ne(offer_id))
            .filter(offers::state.eq(OfferState::Open.as_str())),
    )
    .set(offers::state.eq(OfferState::Declined.as_str()))
    .execute(conn)
    .await?;
    diesel::update(offers::table.find(offer_id))
        .set(offers::state.eq(OfferState::Accepted.as_str()))
        .execute(conn)
        .await
        .map(|_| ())
}

/// The application's open offers of one bank DECLINED; how many.
pub async fn update_open_offers_declined_by_application_id_and_bank_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: i32,
) -> QueryResult<usize> {
    diesel::update(
        offers::table
            .filter(offers::application_id.eq(application_id))
            .filter(offers::bank_id.eq(bank_id))
            .filter(offers::state.eq(OfferState::Open.as_str())),
    )
    .set(offers::state.eq(OfferState::Declined.as_str()))
    .execute(conn)
    .await
}

pub async fn open_offer_exists_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        offers::table
            .filter(offers::application_id.eq(application_id))
            .filter(offers::state.eq(OfferState::Open.as_str())),
    ))
    .get_result(conn)
    .await
}
