//! The admin sales report's rows: the insurances signed up in a range of UTC days (and a
//! country), counted per day, country, currency, group and seller — staff sales under the
//! employee who made them, the customers' own sign-ups together under no seller — with how many
//! are still in force and their monthly premiums added up. Premiums are added only within one
//! currency (the currency is part of the key, and a country has one), never SEK to NOK.
//!
//! The rows are aggregates, so they are not read along an index row by row: each batch
//! aggregates at most [`WINDOW_DAYS`] days of signups (the covering index
//! `insurances_sales_by_signup` hands Postgres the columns without the table) and returns at
//! most `limit` rows after the cursor's key. A batch's work and memory are those of one window,
//! however long the range.

use chrono::{Days, NaiveDate};
use diesel::QueryableByName;
use diesel::sql_types::{BigInt, Bool, Date, Text, Timestamptz};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Country;

use super::range::DayRange;
use crate::error::InsuranceError;
use crate::insurances::lifecycle::Substatus;

/// Days aggregated per batch: a month of signups is a few thousand rows even at a million
/// insurances over three years.
pub const WINDOW_DAYS: u64 = 31;

/// What the report covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SalesQuery {
    pub range: DayRange,
    /// `None`: both countries.
    pub country: Option<Country>,
}

/// One row: a day's sales in one country and currency, of one group, by one seller.
#[derive(Debug, Clone, PartialEq, Eq, QueryableByName)]
pub struct SalesRow {
    #[diesel(sql_type = Date)]
    pub day: NaiveDate,
    #[diesel(sql_type = Text)]
    pub country: String,
    #[diesel(sql_type = Text)]
    pub currency: String,
    #[diesel(sql_type = Text)]
    pub insurance_group: String,
    #[diesel(sql_type = Bool)]
    pub self_sign_up: bool,
    /// The employee's user id; empty for the customers' own sign-ups.
    #[diesel(sql_type = Text)]
    pub seller: String,
    #[diesel(sql_type = BigInt)]
    pub sold: i64,
    #[diesel(sql_type = BigInt)]
    pub active: i64,
    #[diesel(sql_type = BigInt)]
    pub premiums_minor: i64,
}

/// A row's place in the report's order (its key: unique, since each is one group of the query).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SalesKey {
    day: NaiveDate,
    country: String,
    currency: String,
    insurance_group: String,
    self_sign_up: bool,
    seller: String,
}

impl SalesKey {
    fn of(row: &SalesRow) -> Self {
        Self {
            day: row.day,
            country: row.country.clone(),
            currency: row.currency.clone(),
            insurance_group: row.insurance_group.clone(),
            self_sign_up: row.self_sign_up,
            seller: row.seller.clone(),
        }
    }
}

/// Where the next batch starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SalesCursor {
    /// At the start of this day's window.
    From(NaiveDate),
    /// After this row, in the window starting on its day.
    After(SalesKey),
    Done,
}

impl SalesCursor {
    pub fn start(query: &SalesQuery) -> Self {
        Self::From(query.range.from)
    }
}

const AGGREGATE: &str = "SELECT * FROM ( \
      SELECT (signup_date AT TIME ZONE 'UTC')::date AS day, country, currency, insurance_group, \
        self_sign_up, CASE WHEN self_sign_up THEN '' ELSE created_by END AS seller, \
        count(*) AS sold, \
        count(*) FILTER (WHERE substatus IN ($1, $2)) AS active, \
        sum(premium_minor)::BIGINT AS premiums_minor \
      FROM insurances \
      WHERE signup_date >= $3 AND signup_date < $4 AND ($5 = '' OR country = $5) \
      GROUP BY 1, 2, 3, 4, 5, 6 \
    ) sales ";

const ORDER: &str =
    "ORDER BY day, country, currency, insurance_group, self_sign_up, seller LIMIT $6";

/// The first instant of `day` (UTC).
fn midnight(day: NaiveDate) -> chrono::DateTime<chrono::Utc> {
    day.and_time(chrono::NaiveTime::MIN).and_utc()
}

/// The rows after `cursor` (at most `limit`), and the cursor after them. A window without sales
/// moves on to the next one, so only the report's end answers no rows.
pub async fn next_sales_batch(
    conn: &mut AsyncPgConnection,
    query: &SalesQuery,
    mut cursor: SalesCursor,
    limit: i64,
) -> Result<(Vec<SalesRow>, SalesCursor), InsuranceError> {
    loop {
        let (window_start, after) = match cursor {
            SalesCursor::Done => return Ok((Vec::new(), SalesCursor::Done)),
            SalesCursor::From(day) => (day, None),
            SalesCursor::After(key) => (key.day, Some(key)),
        };
        // The window's last day is within the range; the day after it starts the next window.
        let next_window = window_start
            .checked_add_days(Days::new(WINDOW_DAYS))
            .filter(|day| *day <= query.range.to);
        let window_end = next_window.map_or_else(|| query.range.end(), midnight);
        let rows = window_rows(
            conn,
            query,
            midnight(window_start),
            window_end,
            after.as_ref(),
            limit,
        )
        .await?;
        let full = i64::try_from(rows.len()).unwrap_or(i64::MAX) >= limit;
        cursor = match (rows.last(), next_window) {
            (Some(last), _) if full => SalesCursor::After(SalesKey::of(last)),
            (_, Some(day)) => SalesCursor::From(day),
            (_, None) => SalesCursor::Done,
        };
        if !rows.is_empty() || cursor == SalesCursor::Done {
            return Ok((rows, cursor));
        }
    }
}

async fn window_rows(
    conn: &mut AsyncPgConnection,
    query: &SalesQuery,
    start: chrono::DateTime<chrono::Utc>,
    end: chrono::DateTime<chrono::Utc>,
    after: Option<&SalesKey>,
    limit: i64,
) -> Result<Vec<SalesRow>, InsuranceError> {
    let country = query.country.map_or("", Country::code);
    let base = |sql: String| {
        diesel::sql_query(sql)
            .into_boxed::<diesel::pg::Pg>()
            .bind::<Text, _>(Substatus::Active.code())
            .bind::<Text, _>(Substatus::PendingCancellation.code())
            .bind::<Timestamptz, _>(start)
            .bind::<Timestamptz, _>(end)
            .bind::<Text, _>(country)
            .bind::<BigInt, _>(limit)
    };
    let rows = match after {
        None => base(format!("{AGGREGATE}{ORDER}")).load(conn).await?,
        Some(key) => {
            // A row comparison: the rows of the window after the last one sent.
            base(format!(
                "{AGGREGATE}WHERE (day, country, currency, insurance_group, self_sign_up, seller) \
                 > ($7, $8, $9, $10, $11, $12) {ORDER}"
            ))
            .bind::<Date, _>(key.day)
            .bind::<Text, _>(key.country.clone())
            .bind::<Text, _>(key.currency.clone())
            .bind::<Text, _>(key.insurance_group.clone())
            .bind::<Bool, _>(key.self_sign_up)
            .bind::<Text, _>(key.seller.clone())
            .load(conn)
            .await?
        }
    };
    Ok(rows)
}
