//! Queries on `debt_register_consents`, `debt_register_data` (one row each per customer, by
//! primary key) and `debt_register_feed` (the consent feed's cursor).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::upsert::excluded;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::{DebtData, DebtLoan, RegisterConsent};
use crate::error::KdltError;
use crate::schema::{debt_register_consents, debt_register_data, debt_register_feed};

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = debt_register_consents, check_for_backend(diesel::pg::Pg))]
pub struct ConsentRow {
    pub customer_id: i64,
    pub provider_consent_id: String,
    pub given_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub active: bool,
    pub checked_at: DateTime<Utc>,
}

impl From<ConsentRow> for RegisterConsent {
    fn from(row: ConsentRow) -> Self {
        Self {
            customer_id: row.customer_id,
            provider_consent_id: row.provider_consent_id,
            given_at: row.given_at,
            expires_at: row.expires_at,
            active: row.active,
            checked_at: row.checked_at,
        }
    }
}

impl From<&RegisterConsent> for ConsentRow {
    fn from(consent: &RegisterConsent) -> Self {
        Self {
            customer_id: consent.customer_id,
            provider_consent_id: consent.provider_consent_id.clone(),
            given_at: consent.given_at,
            expires_at: consent.expires_at,
            active: consent.active,
            checked_at: consent.checked_at,
        }
    }
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = debt_register_data, check_for_backend(diesel::pg::Pg))]
pub struct DataRow {
    pub customer_id: i64,
    pub verified_at: DateTime<Utc>,
    pub delete_after: DateTime<Utc>,
    pub creditors_answered: i32,
    pub creditors_missing: i32,
    pub loans: serde_json::Value,
}

impl TryFrom<DataRow> for DebtData {
    type Error = KdltError;

    fn try_from(row: DataRow) -> Result<Self, KdltError> {
        let corrupt = |what: &str| {
            KdltError::Corrupt(format!(
                "debt_register_data of customer {}: {what}",
                row.customer_id
            ))
        };
        Ok(Self {
            customer_id: row.customer_id,
            verified_at: row.verified_at,
            delete_after: row.delete_after,
            creditors_answered: u32::try_from(row.creditors_answered)
                .map_err(|_| corrupt("creditors_answered"))?,
            creditors_missing: u32::try_from(row.creditors_missing)
                .map_err(|_| corrupt("creditors_missing"))?,
            loans: serde_json::from_value::<Vec<DebtLoan>>(row.loans.clone())
                .map_err(|_| corrupt("loans"))?,
        })
    }
}

impl TryFrom<&DebtData> for DataRow {
    type Error = KdltError;

    fn try_from(data: &DebtData) -> Result<Self, KdltError> {
        let count = |value: u32| {
            i32::try_from(value).map_err(|_| KdltError::Corrupt("creditor count".into()))
        };
        Ok(Self {
            customer_id: data.customer_id,
            verified_at: data.verified_at,
            delete_after: data.delete_after,
            creditors_answered: count(data.creditors_answered)?,
            creditors_missing: count(data.creditors_missing)?,
            loans: serde_json::to_value(&data.loans)
                .map_err(|error| KdltError::Corrupt(format!("loans: {error}")))?,
        })
    }
}

pub async fn find_consent(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Option<RegisterConsent>> {
    debt_register_consents::table
        .find(customer_id)
        .select(ConsentRow::as_select())
        .first(conn)
        .await
        .optional()
        .map(|row| row.map(RegisterConsent::from))
}

pub async fn find_data(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<Option<DebtData>, KdltError> {
    debt_register_data::table
        .find(customer_id)
        .select(DataRow::as_select())
        .first(conn)
        .await
        .optional()?
        .map(DebtData::try_from)
        .transpose()
}

/// Stores the customer's consent, replacing an earlier one.
pub async fn upsert_consent(
    conn: &mut AsyncPgConnection,
    consent: &RegisterConsent,
) -> QueryResult<()> {
    use debt_register_consents::dsl as c;
    diesel::insert_into(c::debt_register_consents)
        .values(ConsentRow::from(consent))
        .on_conflict(c::customer_id)
        .do_update()
        .set((
            c::provider_consent_id.eq(excluded(c::provider_consent_id)),
            c::given_at.eq(excluded(c::given_at)),
            c::expires_at.eq(excluded(c::expires_at)),
            c::active.eq(excluded(c::active)),
            c::checked_at.eq(excluded(c::checked_at)),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// Records what NoGi said of the consent now.
pub async fn set_consent_state(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    active: bool,
    expires_at: Option<DateTime<Utc>>,
    checked_at: DateTime<Utc>,
) -> QueryResult<()> {
    use debt_register_consents::dsl as c;
    let target = c::debt_register_consents.find(customer_id);
    match expires_at {
        Some(expires_at) => diesel::update(target)
            .set((
                c::active.eq(active),
                c::expires_at.eq(expires_at),
                c::checked_at.eq(checked_at),
            ))
            .execute(conn)
            .await
            .map(drop),
        None => diesel::update(target)
            .set((c::active.eq(active), c::checked_at.eq(checked_at)))
            .execute(conn)
            .await
            .map(drop),
    }
}

pub async fn upsert_data(conn: &mut AsyncPgConnection, data: &DebtData) -> Result<(), KdltError> {
    use debt_register_data::dsl as d;
    diesel::insert_into(d::debt_register_data)
        .values(DataRow::try_from(data)?)
        .on_conflict(d::customer_id)
        .do_update()
        .set((
            d::verified_at.eq(excluded(d::verified_at)),
            d::delete_after.eq(excluded(d::delete_after)),
            d::creditors_answered.eq(excluded(d::creditors_answered)),
            d::creditors_missing.eq(excluded(d::creditors_missing)),
            d::loans.eq(excluded(d::loans)),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// Deletes the customer's consent and data (a withdrawal, an erasure).
pub async fn delete_all(conn: &mut AsyncPgConnection, customer_id: i64) -> QueryResult<()> {
    diesel::delete(debt_register_data::table.find(customer_id))
        .execute(conn)
        .await?;
    diesel::delete(debt_register_consents::table.find(customer_id))
        .execute(conn)
        .await
        .map(drop)
}

/// Deletes the data past its retention (through the `delete_after` index); answers how many.
pub async fn delete_expired_data(
    conn: &mut AsyncPgConnection,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::delete(debt_register_data::table.filter(debt_register_data::delete_after.le(now)))
        .execute(conn)
        .await
}

/// Marks the consents NoGi archived inactive (by their unique provider id); answers how many.
pub async fn deactivate_by_provider_ids(
    conn: &mut AsyncPgConnection,
    provider_consent_ids: &[String],
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    use debt_register_consents::dsl as c;
    diesel::update(
        c::debt_register_consents
            .filter(c::provider_consent_id.eq_any(provider_consent_ids))
            .filter(c::active.eq(true)),
    )
    .set((c::active.eq(false), c::checked_at.eq(now)))
    .execute(conn)
    .await
}

/// The feed's cursor, locked for this transaction; `None` while another replica holds it (it is
/// reading the feed now) or before the feed was ever read.
pub async fn lock_feed_cursor(
    conn: &mut AsyncPgConnection,
    feed: &str,
) -> QueryResult<Option<i64>> {
    diesel::insert_into(debt_register_feed::table)
        .values((
            debt_register_feed::feed.eq(feed),
            debt_register_feed::next_sequence_nr.eq(0_i64),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    debt_register_feed::table
        .find(feed)
        .select(debt_register_feed::next_sequence_nr)
        .for_update()
        .skip_locked()
        .first(conn)
        .await
        .optional()
}

pub async fn save_feed_cursor(
    conn: &mut AsyncPgConnection,
    feed: &str,
    next_sequence_nr: i64,
) -> QueryResult<()> {
    diesel::update(debt_register_feed::table.find(feed))
        .set(debt_register_feed::next_sequence_nr.eq(next_sequence_nr))
        .execute(conn)
        .await
        .map(drop)
}
