//! The reports' rows, a batch at a time: each report walks its index (`…_by_signup`,
//! `…_by_cancellation`, `…_by_charge_date`, `…_by_time`) from the key the previous batch ended on,
//! so no batch rereads or skips a row and none holds more than `limit` rows.
//!
//! Where a batch starts is a row comparison, `(key, id) > (last key, last id)`, which Postgres
//! reads as the place to start in the index. Written as `key > last OR (key = last AND id > last
//! id)` it was only a filter: every batch walked the index from the range's start, and a report's
//! last batches of a million rows took seconds each (found by `just bench`'s reports scenario).

use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Date, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use super::range::DayRange;
use super::{Report, Row};
use crate::error::InsuranceError;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::lifecycle::Substatus;
use crate::schema::{insurance_payments, insurance_refunds, insurances};

/// Where the next batch starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cursor {
    Start,
    AfterTime(DateTime<Utc>, i64),
    AfterDate(NaiveDate, i64),
    Done,
}

fn text(value: impl ToString) -> Option<String> {
    Some(value.to_string())
}

fn time(value: DateTime<Utc>) -> String {
    value.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The next batch of `report` after `cursor`, and the cursor after it (`Done` after the last).
pub async fn next_batch(
    conn: &mut AsyncPgConnection,
    report: Report,
    range: DayRange,
    cursor: Cursor,
    limit: i64,
) -> Result<(Vec<Row>, Cursor), InsuranceError> {
    if cursor == Cursor::Done {
        return Ok((Vec::new(), Cursor::Done));
    }
    let (rows, last) = match report {
        Report::InsuranceTypes => return insurance_types(conn, range).await,
        Report::Signups => signups(conn, range, cursor, limit).await?,
        Report::Cancellations => cancellations(conn, range, cursor, limit, false).await?,
        Report::Deceased => cancellations(conn, range, cursor, limit, true).await?,
        Report::Payments => payments(conn, range, cursor, limit).await?,
        Report::Refunds => refunds(conn, range, cursor, limit).await?,
    };
    let full = i64::try_from(rows.len()).unwrap_or(i64::MAX) >= limit;
    let next = match last {
        Some(last) if full => last,
        _ => Cursor::Done,
    };
    Ok((rows, next))
}

type Batch = (Vec<Row>, Option<Cursor>);

#[derive(QueryableByName)]
struct TypeRow {
    #[diesel(sql_type = Text)]
    insurance_group: String,
    #[diesel(sql_type = Text)]
    country: String,
    #[diesel(sql_type = Text)]
    product_code: String,
    #[diesel(sql_type = BigInt)]
    sold: i64,
    #[diesel(sql_type = BigInt)]
    signed_up: i64,
    #[diesel(sql_type = BigInt)]
    cancelled: i64,
    #[diesel(sql_type = BigInt)]
    in_force: i64,
}

/// One row per group, country and product: a handful, in one batch.
async fn insurance_types(
    conn: &mut AsyncPgConnection,
    range: DayRange,
) -> Result<(Vec<Row>, Cursor), InsuranceError> {
    let rows: Vec<TypeRow> = diesel::sql_query(
        "SELECT insurance_group, country, product_code, \
           count(*) FILTER (WHERE date_created >= $1 AND date_created < $2) AS sold, \
           count(*) FILTER (WHERE signup_date >= $1 AND signup_date < $2) AS signed_up, \
           count(*) FILTER (WHERE cancelled_at >= $1 AND cancelled_at < $2 AND substatus = $3) AS cancelled, \
           count(*) FILTER (WHERE substatus IN ($4, $5)) AS in_force \
         FROM insurances GROUP BY insurance_group, country, product_code \
         ORDER BY insurance_group, country, product_code",
    )
    .bind::<Timestamptz, _>(range.start())
    .bind::<Timestamptz, _>(range.end())
    .bind::<Text, _>(Substatus::Canceled.code())
    .bind::<Text, _>(Substatus::Active.code())
    .bind::<Text, _>(Substatus::PendingCancellation.code())
    .load(conn)
    .await?;
    let rows = rows
        .into_iter()
        .map(|row| {
            vec![
                Some(row.insurance_group),
                Some(row.country),
                Some(row.product_code),
                text(row.sold),
                text(row.signed_up),
                text(row.cancelled),
                text(row.in_force),
            ]
        })
        .collect();
    Ok((rows, Cursor::Done))
}

type SignupTuple = (
    i64,
    i64,
    String,
    String,
    String,
    Option<DateTime<Utc>>,
    i64,
    i64,
    String,
    bool,
    String,
    String,
);

async fn signups(
    conn: &mut AsyncPgConnection,
    range: DayRange,
    cursor: Cursor,
    limit: i64,
) -> Result<Batch, InsuranceError> {
    use insurances::dsl as i;
    let mut query = i::insurances
        .filter(i::signup_date.ge(range.start()))
        .filter(i::signup_date.lt(range.end()))
        .into_boxed();
    if let Cursor::AfterTime(at, id) = cursor {
        query = query.filter(
            sql::<Bool>("(insurances.signup_date, insurances.insurance_id) > (")
                .bind::<Timestamptz, _>(at)
                .sql(", ")
                .bind::<BigInt, _>(id)
                .sql(")"),
        );
    }
    let rows: Vec<SignupTuple> = query
        .order((i::signup_date, i::insurance_id))
        .limit(limit)
        .select((
            i::insurance_id,
            i::customer_id,
            i::insurance_group,
            i::country,
            i::product_code,
            i::signup_date,
            i::insured_amount_minor,
            i::premium_minor,
            i::currency,
            i::self_sign_up,
            i::created_by,
            i::substatus,
        ))
        .load(conn)
        .await?;
    let last = rows
        .last()
        .and_then(|row| row.5.map(|at| Cursor::AfterTime(at, row.0)));
    let rows = rows
        .into_iter()
        .map(|row| {
            vec![
                text(row.0),
                text(row.1),
                Some(row.2),
                Some(row.3),
                Some(row.4),
                row.5.map(time),
                text(row.6),
                text(row.7),
                Some(row.8),
                text(row.9),
                // A self sign-up was made by the customer: no seller.
                (!row.9).then_some(row.10),
                Some(row.11),
            ]
        })
        .collect();
    Ok((rows, last))
}

type CancellationTuple = (
    i64,
    i64,
    String,
    String,
    String,
    Option<DateTime<Utc>>,
    Option<String>,
    Option<DateTime<Utc>>,
    i64,
    String,
);

async fn cancellations(
    conn: &mut AsyncPgConnection,
    range: DayRange,
    cursor: Cursor,
    limit: i64,
    deceased_only: bool,
) -> Result<Batch, InsuranceError> {
    use insurances::dsl as i;
    let mut query = i::insurances
        .filter(i::cancelled_at.ge(range.start()))
        .filter(i::cancelled_at.lt(range.end()))
        .filter(i::substatus.eq(Substatus::Canceled.code()))
        .into_boxed();
    if deceased_only {
        query = query.filter(i::cancel_cause.eq(CancelCause::CustomerDeceased.code()));
    }
    if let Cursor::AfterTime(at, id) = cursor {
        query = query.filter(
            sql::<Bool>("(insurances.cancelled_at, insurances.insurance_id) > (")
                .bind::<Timestamptz, _>(at)
                .sql(", ")
                .bind::<BigInt, _>(id)
                .sql(")"),
        );
    }
    let rows: Vec<CancellationTuple> = query
        .order((i::cancelled_at, i::insurance_id))
        .limit(limit)
        .select((
            i::insurance_id,
            i::customer_id,
            i::insurance_group,
            i::country,
            i::product_code,
            i::cancelled_at,
            i::cancel_cause,
            i::signup_date,
            i::premium_minor,
            i::currency,
        ))
        .load(conn)
        .await?;
    let last = rows
        .last()
        .and_then(|row| row.5.map(|at| Cursor::AfterTime(at, row.0)));
    let rows = rows
        .into_iter()
        .map(|row| {
            vec![
                text(row.0),
                text(row.1),
                Some(row.2),
                Some(row.3),
                Some(row.4),
                row.5.map(time),
                row.6,
                row.7.map(time),
                text(row.8),
                Some(row.9),
            ]
        })
        .collect();
    Ok((rows, last))
}

type PaymentTuple = (
    i64,
    i64,
    String,
    String,
    NaiveDate,
    NaiveDate,
    i64,
    i64,
    String,
    String,
    String,
);

async fn payments(
    conn: &mut AsyncPgConnection,
    range: DayRange,
    cursor: Cursor,
    limit: i64,
) -> Result<Batch, InsuranceError> {
    use insurance_payments::dsl as p;
    let mut query = p::insurance_payments
        .filter(p::charge_date.ge(range.from))
        .filter(p::charge_date.le(range.to))
        .into_boxed();
    if let Cursor::AfterDate(day, id) = cursor {
        query = query.filter(
            sql::<Bool>("(insurance_payments.charge_date, insurance_payments.payment_id) > (")
                .bind::<Date, _>(day)
                .sql(", ")
                .bind::<BigInt, _>(id)
                .sql(")"),
        );
    }
    let rows: Vec<PaymentTuple> = query
        .order((p::charge_date, p::payment_id))
        .limit(limit)
        .select((
            p::payment_id,
            p::insurance_id,
            p::provider,
            p::provider_reference,
            p::period_start,
            p::charge_date,
            p::amount_minor,
            p::refunded_minor,
            p::currency,
            p::state,
            p::provider_status,
        ))
        .load(conn)
        .await?;
    let last = rows.last().map(|row| Cursor::AfterDate(row.5, row.0));
    let rows = rows
        .into_iter()
        .map(|row| {
            vec![
                text(row.0),
                text(row.1),
                Some(row.2),
                Some(row.3),
                text(row.4),
                text(row.5),
                text(row.6),
                text(row.7),
                Some(row.8),
                Some(row.9),
                Some(row.10),
            ]
        })
        .collect();
    Ok((rows, last))
}

type RefundTuple = (
    i64,
    i64,
    i64,
    String,
    i64,
    String,
    String,
    String,
    DateTime<Utc>,
);

async fn refunds(
    conn: &mut AsyncPgConnection,
    range: DayRange,
    cursor: Cursor,
    limit: i64,
) -> Result<Batch, InsuranceError> {
    use insurance_payments::dsl as p;
    use insurance_refunds::dsl as r;
    let mut query = r::insurance_refunds
        .inner_join(p::insurance_payments)
        .filter(r::created_at.ge(range.start()))
        .filter(r::created_at.lt(range.end()))
        .into_boxed();
    if let Cursor::AfterTime(at, id) = cursor {
        query = query.filter(
            sql::<Bool>("(insurance_refunds.created_at, insurance_refunds.refund_id) > (")
                .bind::<Timestamptz, _>(at)
                .sql(", ")
                .bind::<BigInt, _>(id)
                .sql(")"),
        );
    }
    let rows: Vec<RefundTuple> = query
        .order((r::created_at, r::refund_id))
        .limit(limit)
        .select((
            r::refund_id,
            r::payment_id,
            p::insurance_id,
            r::provider_reference,
            r::amount_minor,
            r::currency,
            r::provider_status,
            r::requested_by,
            r::created_at,
        ))
        .load(conn)
        .await?;
    let last = rows.last().map(|row| Cursor::AfterTime(row.8, row.0));
    let rows = rows
        .into_iter()
        .map(|row| {
            vec![
                text(row.0),
                text(row.1),
                text(row.2),
                Some(row.3),
                text(row.4),
                Some(row.5),
                Some(row.6),
                Some(row.7),
                Some(time(row.8)),
            ]
        })
        .collect();
    Ok((rows, last))
}
