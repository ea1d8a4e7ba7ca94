//! A handler's free one-hour slots of a working day still ahead, in the country's time zone.

use chrono::{DateTime, Utc};
use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::SlotQuery;
use super::storage;

/// The IANA zone the country's staff and customers live in.
pub fn time_zone(country: Country) -> &'static str {
    match country {
        Country::Se => "Europe/Stockholm",
        Country::No => "Europe/Oslo",
    }
}

pub async fn do_available_slots(
    pool: &DbPool,
    query: SlotQuery,
) -> Result<Vec<(DateTime<Utc>, DateTime<Utc>)>, CoreError> {
    let mut conn = pooled(pool).await?;
    Ok(storage::find_free_slots_by_handler_id_and_day(
        &mut conn,
        query.handler_id,
        query.day,
        time_zone(query.country),
    )
    .await?
    .into_iter()
    .map(|slot| (slot.starts_at, slot.ends_at))
    .collect())
}
