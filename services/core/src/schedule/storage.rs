//! Queries on `schedule_days` (with the employee's name from `employees`).

use chrono::{NaiveDate, NaiveTime};
use diesel::prelude::*;
use diesel::upsert::excluded;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{employees, schedule_days};

#[derive(Debug, Insertable)]
#[diesel(table_name = schedule_days)]
pub struct ScheduleDayRow<'a> {
    pub user_id: Uuid,
    pub day: NaiveDate,
    pub product: &'a str,
    pub country: &'a str,
    pub starts: Option<NaiveTime>,
    pub ends: Option<NaiveTime>,
}

/// An entry as read: user id, day, product, country, hours, and the employee's name.
pub type ScheduleDayRead = (
    (
        Uuid,
        NaiveDate,
        String,
        String,
        Option<NaiveTime>,
        Option<NaiveTime>,
    ),
    (String, String),
);

/// Replaces the employee's entry of the day.
pub async fn upsert_schedule_day(
    conn: &mut AsyncPgConnection,
    row: &ScheduleDayRow<'_>,
) -> QueryResult<()> {
    diesel::insert_into(schedule_days::table)
        .values(row)
        .on_conflict((schedule_days::user_id, schedule_days::day))
        .do_update()
        .set((
            schedule_days::product.eq(excluded(schedule_days::product)),
            schedule_days::country.eq(excluded(schedule_days::country)),
            schedule_days::starts.eq(excluded(schedule_days::starts)),
            schedule_days::ends.eq(excluded(schedule_days::ends)),
            schedule_days::updated_at.eq(diesel::dsl::now),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

macro_rules! filtered {
    ($query:expr, $day:expr, $product:expr, $country:expr) => {{
        let mut query = $query.filter(schedule_days::day.eq($day));
        if let Some(product) = $product {
            query = query.filter(schedule_days::product.eq(product));
        }
        if let Some(country) = $country {
            query = query.filter(schedule_days::country.eq(country));
        }
        query
    }};
}

/// One page of a day's entries (of a desk when given), by name, with the filter's total. Served
/// by `schedule_days_day_idx`.
pub async fn find_schedule_days_by_day(
    conn: &mut AsyncPgConnection,
    day: NaiveDate,
    product: Option<&str>,
    country: Option<&str>,
    limit: i64,
    offset: i64,
) -> QueryResult<(Vec<ScheduleDayRead>, i64)> {
    let rows = filtered!(
        schedule_days::table
            .inner_join(employees::table)
            .into_boxed(),
        day,
        product,
        country
    )
    .select((
        (
            schedule_days::user_id,
            schedule_days::day,
            schedule_days::product,
            schedule_days::country,
            schedule_days::starts,
            schedule_days::ends,
        ),
        (employees::first_name, employees::last_name),
    ))
    .order((
        employees::first_name,
        employees::last_name,
        schedule_days::user_id,
    ))
    .limit(limit)
    .offset(offset)
    .load(conn)
    .await?;
    let total = filtered!(schedule_days::table.into_boxed(), day, product, country)
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}

pub async fn find_schedule_day_by_user_id_and_day(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    day: NaiveDate,
) -> QueryResult<Option<ScheduleDayRead>> {
    schedule_days::table
        .inner_join(employees::table)
        .filter(schedule_days::user_id.eq(user_id))
        .filter(schedule_days::day.eq(day))
        .select((
            (
                schedule_days::user_id,
                schedule_days::day,
                schedule_days::product,
                schedule_days::country,
                schedule_days::starts,
                schedule_days::ends,
            ),
            (employees::first_name, employees::last_name),
        ))
        .first(conn)
        .await
        .optional()
}
