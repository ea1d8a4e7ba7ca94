//! Setting an employee's working day: replaces their entry of that day.

use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::{NewScheduleDay, ScheduleDay};
use super::read::schedule_day_from_row;
use super::storage::{self, ScheduleDayRow};

pub async fn do_set_schedule_day(
    pool: &DbPool,
    entry: NewScheduleDay,
) -> Result<ScheduleDay, CoreError> {
    let mut conn = pooled(pool).await?;
    let row = ScheduleDayRow {
        user_id: entry.user_id,
        day: entry.day,
        product: entry.product.code(),
        country: entry.country.code(),
        starts: entry.hours.map(|hours| hours.starts),
        ends: entry.hours.map(|hours| hours.ends),
    };
    storage::upsert_schedule_day(&mut conn, &row)
        .await
        .map_err(|error| {
            // The employee named is not one.
            if matches!(
                error,
                diesel::result::Error::DatabaseError(
                    diesel::result::DatabaseErrorKind::ForeignKeyViolation,
                    _,
                )
            ) {
                CoreError::EmployeeNotFound
            } else {
                error.into()
            }
        })?;
    let read = storage::find_schedule_day_by_user_id_and_day(&mut conn, entry.user_id, entry.day)
        .await?
        .ok_or(CoreError::EmployeeNotFound)?;
    schedule_day_from_row(read)
}
