//! Reading working days: one employee's day, and who works a day (of a desk).

use zrm_domain::{Country, Product};
use zrm_platform::db::DbPool;

use crate::employees::model::full_name;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{Hours, ScheduleDay, ScheduleFilter, SchedulePage};
use super::storage::{self, ScheduleDayRead};

/// A stored value the code does not know: the schema and the code disagree.
fn corrupt(column: &str, value: &str) -> CoreError {
    CoreError::corrupt(&format!("schedule_days.{column}"), value)
}

pub fn schedule_day_from_row(
    ((user_id, day, product, country, starts, ends), (first, last)): ScheduleDayRead,
) -> Result<ScheduleDay, CoreError> {
    let product: Product = product.parse().map_err(|_| corrupt("product", &product))?;
    let country: Country = country.parse().map_err(|_| corrupt("country", &country))?;
    Ok(ScheduleDay {
        user_id,
        name: full_name(&first, &last),
        day,
        product,
        country,
        hours: starts
            .zip(ends)
            .map(|(starts, ends)| Hours { starts, ends }),
    })
}

pub async fn do_list_schedule_days(
    pool: &DbPool,
    filter: ScheduleFilter,
) -> Result<SchedulePage, CoreError> {
    let mut conn = pooled(pool).await?;
    let (rows, total) = storage::find_schedule_days_by_day(
        &mut conn,
        filter.day,
        filter.product.map(Product::code),
        filter.country.map(Country::code),
        filter.page.limit(),
        filter.page.offset(),
    )
    .await?;
    Ok(SchedulePage {
        days: rows
            .into_iter()
            .map(schedule_day_from_row)
            .collect::<Result<_, _>>()?,
        total: u64::try_from(total).unwrap_or_default(),
        page: filter.page,
    })
}
