//! Queries on `customer_consents` (one row per customer, by its primary key).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::upsert::excluded;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::Consents;
use crate::schema::customer_consents;

#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = customer_consents, check_for_backend(diesel::pg::Pg))]
pub struct ConsentsRow {
    pub customer_id: i64,
    pub customer_club_marketing: bool,
    pub email_marketing: bool,
    pub sms_marketing: bool,
    pub consents_popup_dismissed_at: Option<DateTime<Utc>>,
    pub debt_register_given: bool,
    pub debt_register_given_at: Option<DateTime<Utc>>,
    pub debt_register_renewed_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

impl From<ConsentsRow> for Consents {
    fn from(row: ConsentsRow) -> Self {
        Self {
            customer_id: row.customer_id,
            customer_club_marketing: row.customer_club_marketing,
            email_marketing: row.email_marketing,
            sms_marketing: row.sms_marketing,
            consents_popup_dismissed_at: row.consents_popup_dismissed_at,
            debt_register_given: row.debt_register_given,
            debt_register_given_at: row.debt_register_given_at,
            debt_register_renewed_at: row.debt_register_renewed_at,
            updated_at: Some(row.updated_at),
        }
    }
}

impl ConsentsRow {
    pub fn of(consents: &Consents, updated_at: DateTime<Utc>) -> Self {
        Self {
            customer_id: consents.customer_id,
            customer_club_marketing: consents.customer_club_marketing,
            email_marketing: consents.email_marketing,
            sms_marketing: consents.sms_marketing,
            consents_popup_dismissed_at: consents.consents_popup_dismissed_at,
            debt_register_given: consents.debt_register_given,
            debt_register_given_at: consents.debt_register_given_at,
            debt_register_renewed_at: consents.debt_register_renewed_at,
            updated_at,
        }
    }
}

pub async fn find_consents(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Option<Consents>> {
    customer_consents::table
        .find(customer_id)
        .select(ConsentsRow::as_select())
        .first(conn)
        .await
        .optional()
        .map(|row| row.map(Consents::from))
}

pub async fn upsert_consents(
    conn: &mut AsyncPgConnection,
    row: &ConsentsRow,
) -> QueryResult<Consents> {
    diesel::insert_into(customer_consents::table)
        .values(row)
        .on_conflict(customer_consents::customer_id)
        .do_update()
        .set((
            customer_consents::customer_club_marketing
                .eq(excluded(customer_consents::customer_club_marketing)),
            customer_consents::email_marketing.eq(excluded(customer_consents::email_marketing)),
            customer_consents::sms_marketing.eq(excluded(customer_consents::sms_marketing)),
            customer_consents::consents_popup_dismissed_at
                .eq(excluded(customer_consents::consents_popup_dismissed_at)),
            customer_consents::debt_register_given
                .eq(excluded(customer_consents::debt_register_given)),
            customer_consents::debt_register_given_at
                .eq(excluded(customer_consents::debt_register_given_at)),
            customer_consents::debt_register_renewed_at
                .eq(excluded(customer_consents::debt_register_renewed_at)),
            customer_consents::updated_at.eq(excluded(customer_consents::updated_at)),
        ))
        .returning(ConsentsRow::as_returning())
        .get_result(conn)
        .await
        .map(Consents::from)
}
