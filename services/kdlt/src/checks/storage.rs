//! Queries on `customer_checks`, served by the index on (customer_id, check_id desc).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::Value;
use zrm_domain::Page;

use super::{Check, CheckKind};
use crate::error::KdltError;
use crate::schema::customer_checks;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = customer_checks, check_for_backend(diesel::pg::Pg))]
pub struct CheckRow {
    pub check_id: i64,
    pub customer_id: i64,
    pub kind: String,
    pub status: String,
    pub outcome: String,
    pub result: Value,
    pub error: Option<String>,
    pub requested_by: String,
    pub request_id: String,
    pub checked_at: DateTime<Utc>,
}

impl TryFrom<CheckRow> for Check {
    type Error = KdltError;

    fn try_from(row: CheckRow) -> Result<Self, KdltError> {
        let kind = CheckKind::of_name(&row.kind).ok_or_else(|| {
            KdltError::Corrupt(format!("check {}: kind {:?}", row.check_id, row.kind))
        })?;
        Ok(Check {
            check_id: row.check_id,
            customer_id: row.customer_id,
            kind,
            completed: row.status == "completed",
            outcome: row.outcome,
            result: row.result,
            error: row.error,
            requested_by: row.requested_by,
            checked_at: row.checked_at,
        })
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = customer_checks)]
pub struct NewCheckRow<'a> {
    pub customer_id: i64,
    pub kind: &'static str,
    pub status: &'static str,
    pub outcome: &'a str,
    pub result: &'a Value,
    pub error: Option<&'a str>,
    pub requested_by: &'a str,
    pub request_id: &'a str,
}

pub async fn insert_check(
    conn: &mut AsyncPgConnection,
    check: &NewCheckRow<'_>,
) -> QueryResult<CheckRow> {
    diesel::insert_into(customer_checks::table)
        .values(check)
        .returning(CheckRow::as_returning())
        .get_result(conn)
        .await
}

/// One page of the customer's checks, newest first; and how many there are.
pub async fn find_checks_by_customer_id_newest_first(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    page: Page,
) -> Result<(Vec<Check>, i64), KdltError> {
    let total = customer_checks::table
        .filter(customer_checks::customer_id.eq(customer_id))
        .count()
        .get_result(conn)
        .await?;
    let rows = customer_checks::table
        .filter(customer_checks::customer_id.eq(customer_id))
        .order(customer_checks::check_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(CheckRow::as_select())
        .load(conn)
        .await?;
    let checks = rows
        .into_iter()
        .map(Check::try_from)
        .collect::<Result<_, _>>()?;
    Ok((checks, total))
}

/// Every check of the customer, oldest first (the export).
pub async fn find_all_checks_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<Vec<Check>, KdltError> {
    customer_checks::table
        .filter(customer_checks::customer_id.eq(customer_id))
        .order(customer_checks::check_id)
        .select(CheckRow::as_select())
        .load(conn)
        .await?
        .into_iter()
        .map(Check::try_from)
        .collect()
}
